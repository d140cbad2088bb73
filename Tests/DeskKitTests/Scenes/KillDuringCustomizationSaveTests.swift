@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Kills a process with SIGKILL while it saves toolbar arrangements, over and over, and checks
/// that the file on disk is always a whole arrangement the process reported saving (or the
/// next one, when the kill came after the rename but before the report).
@MainActor
struct KillDuringCustomizationSaveTests {
    /// The probe's arrangement after `generation` moves: group `groups[g % 5]` to the front at g.
    private func arrangement(after generation: Int) -> [String] {
        var shown = ["A", "B", "C", "D", "E"]
        let groups = shown
        for step in stride(from: 1, through: generation, by: 1) {
            let group = groups[step % groups.count]
            shown.removeAll { $0 == group }
            shown.insert(group, at: 0)
        }
        return shown
    }

    @Test func killNineNeverLeavesAHalfWrittenArrangement() throws {
        var generator = TestRandom("KillDuringCustomizationSaveTests")
        for round in 0..<8 {
            let directory = temporaryStateDirectory()
            let reported = try FaultProbe.killAfter(lines: Int.random(in: 1...40, using: &generator),
                                                    microseconds: UInt32.random(in: 0...2_000, using: &generator),
                                                    arguments: [directory.path, "customization"])
            #expect(reported >= 1, "seed \(generator.seed), round \(round): the probe reported no save")

            let file = directory.appendingPathComponent("org.deskkit.probe.bar.json")
            let saved = try NavigationBarCustomizationStore.decode(Data(contentsOf: file), identifier: "org.deskkit.probe.bar", path: file.path)
            let candidates = [arrangement(after: reported), arrangement(after: reported + 1)]
            #expect(candidates.contains(saved.shownGroups), "seed \(generator.seed), round \(round): reported \(reported), file shows \(saved.shownGroups)")
        }
    }
}
