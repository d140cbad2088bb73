@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Kills a process with SIGKILL while it saves toolbar arrangements, over and over, and checks
/// that the file on disk is always a whole arrangement the process reported saving (or the
/// next one, when the kill came after the rename but before the report).
@MainActor
struct KillDuringCustomizationSaveTests {
    private static var probe: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("deskkit-fault-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

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
        let probe = try #require(Self.probe, "deskkit-fault-probe is built with the tests (swift build --build-tests)")
        var generator = TestRandom("KillDuringCustomizationSaveTests")
        for round in 0..<8 {
            let directory = temporaryStateDirectory()
            let process = Process()
            process.executableURL = probe
            process.arguments = [directory.path, "customization"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let target = Int.random(in: 1...40, using: &generator)
            var buffer = Data()
            while String(decoding: buffer, as: UTF8.self).split(separator: "\n").count < target {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            usleep(UInt32.random(in: 0...2_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            buffer.append(output.fileHandleForReading.readDataToEndOfFile())
            let reported = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
                .compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }.max() ?? 0
            #expect(reported >= 1, "seed \(generator.seed), round \(round): the probe reported no save")

            let file = directory.appendingPathComponent("org.deskkit.probe.bar.json")
            let saved = try NavigationBarCustomizationStore.decode(Data(contentsOf: file), identifier: "org.deskkit.probe.bar", path: file.path)
            let candidates = [arrangement(after: reported), arrangement(after: reported + 1)]
            #expect(candidates.contains(saved.shownGroups), "seed \(generator.seed), round \(round): reported \(reported), file shows \(saved.shownGroups)")
        }
    }
}
