import DeskKit
import Foundation

/// Runs one find query over a smaller corpus, for a profiler: `deskkit-bench find-profile`
/// with DESKKIT_PROFILE_QUERY naming the query ("case-insensitive", "whole word", …) and
/// DESKKIT_PROFILE_MEGABYTES the corpus size (8 by default); DESKKIT_PROFILE_PEER compares it with PCRE2.
/// "pathological" runs the benchmark's "too complex" section alone, "incremental" its
/// incremental search section on the whole corpus.
@MainActor
enum FindProfile {
    static func run() -> String {
        let name = ProcessInfo.processInfo.environment["DESKKIT_PROFILE_QUERY"] ?? "case-insensitive"
        if name == "replace-all" { return replaceAll() }
        if name == "pathological" {
            var mismatches: [String] = []
            let report = FindBenchmark.pathologicalSection(FindBenchmark.makeCorpus(size: 2 << 20), mismatches: &mismatches)
            return report + mismatches.map { "Counts differ: \($0)\n" }.joined()
        }
        if name == "incremental" { return FindBenchmark.incrementalSection(FindBenchmark.makeCorpus(size: FindBenchmark.corpusSize)) }
        guard let query = FindBenchmark.queries.first(where: { $0.name == name }) else {
            return "No query named '\(name)'; choose from \(FindBenchmark.queries.map(\.name)).\n"
        }
        let size = Int(ProcessInfo.processInfo.environment["DESKKIT_PROFILE_MEGABYTES"] ?? "") ?? 8
        let corpus = FindBenchmark.makeCorpus(size: size << 20)
        // With DESKKIT_PROFILE_PEER set, PCRE2 alone over the same bytes, run by run in turn with
        // DeskKit, timed both by the clock and by this thread's processor time (which a busy
        // machine's other work does not inflate), for a quick ratio.
        guard ProcessInfo.processInfo.environment["DESKKIT_PROFILE_PEER"] != nil else {
            let (count, timing) = FindBenchmark.measureSearch(query, in: corpus)
            return "\(query.name) `\(query.text)`: \(count) matches in \(size) MB, median \(String(format: "%.2f", timing.median)) ms\n"
        }
        let pattern = try! TextSearchPattern(query.text, options: query.options)
        var count = 0
        var peerCount: Int?
        var samples: (wall: [Double], cpu: [Double], peerWall: [Double], peerCPU: [Double]) = ([], [], [], [])
        for run in 0..<10 {
            let (wall, cpu) = timed {
                count = 0
                corpus.withUnsafeBufferPointer { text in
                    _ = try? pattern.forEachMatch(in: text) { _ in count += 1; return true }
                }
            }
            let (peerWall, peerCPU) = timed { peerCount = FindBenchmark.countWithPCRE2(query, in: corpus) }
            guard run > 0 else { continue }
            samples.wall.append(wall)
            samples.cpu.append(cpu)
            samples.peerWall.append(peerWall)
            samples.peerCPU.append(peerCPU)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let report = "\(query.name) `\(query.text)`: \(count) matches in \(size) MB (PCRE2 \(peerCount.map(String.init) ?? "–")), medians of 9 "
            + String(format: "by the clock: %.1f ms against PCRE2's %.1f (%.2f×); by processor time: %.1f ms against %.1f (%.2f×)",
                     median(samples.wall), median(samples.peerWall), median(samples.peerWall) / median(samples.wall),
                     median(samples.cpu), median(samples.peerCPU), median(samples.peerCPU) / median(samples.cpu))
        return report + "\n"
    }

    /// Milliseconds `body` took by the clock and in this thread's processor time.
    static func timed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        func cpu() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = cpu()
        body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000, cpu() - startCPU)
    }

    /// Replace-all of "the" with "a" on the smaller corpus, as the full benchmark does.
    private static func replaceAll() -> String {
        let corpus = FindBenchmark.makeCorpus(size: 8 << 20)
        let pattern = try! TextSearchPattern("the", options: UITextSearchOptions())
        let template = ReplacementTemplate(literal: "a")
        var replaced = 0
        let timing = BenchmarkReport.measure(iterations: 5, warmup: 1) {
            corpus.withUnsafeBufferPointer { text in
                replaced = (try? pattern.replaceAll(in: text, with: template))?.inverse.count ?? 0
            }
        }
        return "replace-all `the` → `a`: \(replaced) replacements in 8 MB, median \(String(format: "%.2f", timing.median)) ms\n"
    }
}
