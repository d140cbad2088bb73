import DeskKit
import DeskKitTesting
import Foundation

/// The rebuild + validate timing repeated in fresh processes: on a shared virtual machine one
/// process can run several times slower than the next for its whole life, so a single process's
/// median says little; the median over processes is the figure to compare with the target.
@MainActor
extension MenuBenchmark {
    static let processCount = 7

    /// Runs `deskkit-bench menus-child` `processCount` times and reports each median.
    static func processSpread() -> String {
        var medians: [Double] = []
        for _ in 0..<processCount {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["menus-child"]
            let output = Pipe()
            child.standardOutput = output
            guard (try? child.run()) != nil else { continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            if let value = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
                medians.append(value)
            }
        }
        guard !medians.isEmpty else { return "\nRepeat runs in fresh processes: none could be started.\n" }
        let sorted = medians.sorted()
        let list = medians.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        return """

        Rebuild + validate repeated in \(medians.count) fresh processes (each the median of 60 rebuilds), in ms: \
        \(list). Median over the processes: **\(String(format: "%.2f ms", sorted[sorted.count / 2]))** \
        (target < 5 ms).


        """
    }

    /// The child's side: one process's median rebuild + validate time, in milliseconds.
    static func childMedian() -> String {
        String(format: "%.4f", timeRebuilds(of: LargeMenuDelegate(), iterations: 60).timing.median)
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
