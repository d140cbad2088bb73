import Foundation

/// Timing helpers and the report's common header.
enum BenchmarkReport {
    /// The machine and date the figures come from.
    static func header() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        let date = ISO8601DateFormatter().string(from: Date())
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        return "Machine: \(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB. Date: \(date).\n\n"
    }

    /// Median and spread of `iterations` runs of `body`, in milliseconds; `setup` runs before
    /// each one, outside the timing.
    @MainActor
    static func measure(iterations requested: Int, warmup: Int = 3, setup: () -> Void = {}, _ body: () -> Void) -> Timing {
        // DESKKIT_BENCH_ITERATIONS caps the runs, e.g. for a profiler that runs 50 times slower.
        let cap = ProcessInfo.processInfo.environment["DESKKIT_BENCH_ITERATIONS"].flatMap(Int.init) ?? requested
        let iterations = max(1, min(requested, cap))
        for _ in 0..<min(warmup, iterations) {
            setup()
            body()
        }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            setup()
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        return Timing(median: samples[samples.count / 2], p90: samples[samples.count * 9 / 10], minimum: samples[0])
    }

    struct Timing {
        let median: Double
        let p90: Double
        let minimum: Double

        /// The timing of one of `count` equal parts.
        func divided(by count: Int) -> Timing {
            let parts = Double(max(count, 1))
            return Timing(median: median / parts, p90: p90 / parts, minimum: minimum / parts)
        }

        func row(_ name: String, note: String = "") -> String {
            "| \(name) | \(format(median)) | \(format(p90)) | \(format(minimum)) | \(note) |\n"
        }

        private func format(_ milliseconds: Double) -> String {
            milliseconds < 0.01 ? String(format: "%.2f µs", milliseconds * 1000) : String(format: "%.3f ms", milliseconds)
        }
    }

    static let tableHeader = "| measurement | median | p90 | min | note |\n|---|---|---|---|---|\n"
}
