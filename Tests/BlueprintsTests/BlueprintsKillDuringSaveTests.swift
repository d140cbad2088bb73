import BlueprintsApp
import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Runs Blueprints headless with two editor windows whose carets move before every save, kills
/// it with SIGKILL at random moments, relaunches, and finds both windows and the carets of a
/// save it reported (or of the one after, if that finished before the kill).
@MainActor
struct BlueprintsKillDuringSaveTests {
    /// Mirrors the probe: window carets at a generation.
    private func carets(_ generation: Int) -> [Int] {
        [generation % 15, (generation * 7) % 15]
    }

    @Test func killNineDuringSavesLosesNoWindowOrCaret() throws {
        var generator = TestRandom("BlueprintsKillDuringSaveTests")
        for round in 0..<6 {
            let directory = temporaryStateDirectory()
            let reported = try FaultProbe.killAfter(lines: Int.random(in: 1...8, using: &generator),
                                                    microseconds: UInt32.random(in: 0...3_000, using: &generator),
                                                    arguments: [directory.path, "blueprints"])
            #expect(reported >= 1, "seed \(generator.seed), round \(round): nothing was saved")

            let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
            #expect(host.application.lastRestorationError == nil, "seed \(generator.seed), round \(round)")
            #expect(host.windows.count == 2, "seed \(generator.seed), round \(round)")
            let restored = host.windows.compactMap { ($0.rootViewController as? EditorViewController)?.documentTextView.selectedByteRange.lowerBound }
            #expect(restored == carets(reported) || restored == carets(reported + 1),
                    "seed \(generator.seed), round \(round): reported \(reported) \(carets(reported)), restored \(restored)")
        }
    }
}
