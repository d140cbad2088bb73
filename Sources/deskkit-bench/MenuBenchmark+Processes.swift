import DeskKit
import DeskKitTesting
import Foundation

/// The rebuild + validate timings repeated in fresh processes: on a shared virtual machine one
/// process can run several times slower than the next for its whole life, so a single process's
/// median says little; the median over processes is the figure to compare with the target.
@MainActor
extension MenuBenchmark {
    static let processCount = 7

    /// Both cases, menus made anew and menus kept, each in `processCount` child processes.
    static func processSpread() -> String {
        """

        Rebuild + validate repeated in \(processCount) fresh processes (each the median of 60 rebuilds), in ms:
        \(spread(of: "fresh", name: "menus made anew (DeskKit's share)"))
        \(spread(of: "kept", name: "menu objects kept"))


        """
    }

    /// Runs `deskkit-bench menus-child KIND` `processCount` times; one line with each median.
    private static func spread(of kind: String, name: String) -> String {
        var medians: [Double] = []
        for _ in 0..<processCount {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["menus-child", kind]
            let output = Pipe()
            child.standardOutput = output
            guard (try? child.run()) != nil else { continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            if let value = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
                medians.append(value)
            }
        }
        guard !medians.isEmpty else { return "- \(name): no process could be started." }
        let sorted = medians.sorted()
        let list = medians.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        return "- \(name): \(list). Median over the processes: **\(String(format: "%.2f ms", sorted[sorted.count / 2]))** (target < 5 ms)."
    }

    /// The child's side: one process's median rebuild + validate time, in milliseconds.
    static func childMedian(kind: String) -> String {
        let timing = kind == "fresh" ? timeFreshRebuilds(iterations: 60).timing : timeRebuilds(of: LargeMenuDelegate(), iterations: 60).timing
        return String(format: "%.4f", timing.median)
    }

    /// Launches the app headless and times rebuild + validate of its main menu.
    static func timeRebuilds(of delegate: BenchAppDelegate, iterations: Int) -> (timing: BenchmarkReport.Timing, host: TestHost) {
        let logs = DeskKitLog.handler
        let host = TestHost(delegate: delegate, name: "Bench")
        _ = host.mainMenu
        DeskKitLog.handler = logs
        let timing = BenchmarkReport.measure(iterations: iterations) {
            UIMenuSystem.main.setNeedsRebuild()
            _ = host.application.validatedMainMenu
        }
        return (timing, host)
    }
}
