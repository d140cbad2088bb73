import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Runs Blueprints headless with two editor windows whose carets move before every save, kills
/// it with SIGKILL at random moments, relaunches, and finds both windows and the carets of a
/// save it reported (or of the one after, if that finished before the kill).
@MainActor
struct BlueprintsKillDuringSaveTests {
    private static var probe: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("deskkit-fault-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Mirrors the probe: window carets at a generation.
    private func carets(_ generation: Int) -> [Int] {
        [generation % 15, (generation * 7) % 15]
    }

    @Test func killNineDuringSavesLosesNoWindowOrCaret() throws {
        let probe = try #require(Self.probe, "deskkit-fault-probe is built with the tests (swift build --build-tests)")
        var generator = TestRandom("BlueprintsKillDuringSaveTests")
        for round in 0..<6 {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-kill-\(UUID().uuidString)")
            let process = Process()
            process.executableURL = probe
            process.arguments = [directory.path, "blueprints"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let target = Int.random(in: 1...8, using: &generator)
            var buffer = Data()
            while String(decoding: buffer, as: UTF8.self).split(separator: "\n").count < target {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            usleep(UInt32.random(in: 0...3_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            buffer.append(output.fileHandleForReading.readDataToEndOfFile())
            let reported = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
                .compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }.max() ?? 0
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
