import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Saves window state and a toolbar customization with no room to write: the probe runs with a
/// file size limit of zero (RLIMIT_FSIZE, with SIGXFSZ ignored), so every write fails as on a
/// full disk, for root and for ordinary users alike.
@MainActor
struct FullDiskTests {
    private static var probe: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("deskkit-fault-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the probe's single save at `generation`, through a shell that first sets `limits`.
    private func runProbe(_ probe: URL, directory: URL, generation: Int, limits: String) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(limits) exec \"$0\" \"$@\"", probe.path, directory.path, "full-disk", "\(generation)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    @Test func aFullDiskKeepsTheAppRunningAndTheLastSavedState() throws {
        let probe = try #require(Self.probe, "deskkit-fault-probe is built with the tests (swift build --build-tests)")
        let directory = temporaryStateDirectory()
        let archive = directory.appendingPathComponent("scenes.json")
        let barFile = directory.appendingPathComponent("navigation-bars/org.deskkit.probe.bar.json")

        let first = try runProbe(probe, directory: directory, generation: 1, limits: "")
        #expect(first.status == 0)
        #expect(first.lines == ["restoration: saved", "customization: saved", "shown: A,B", "windows: 2"])
        let savedArchive = try Data(contentsOf: archive)
        let savedBar = try Data(contentsOf: barFile)

        let full = try runProbe(probe, directory: directory, generation: 2, limits: "trap '' XFSZ; ulimit -f 0 &&")
        #expect(full.status == 0, "the app stopped: \(full.lines)")
        let restoration = try #require(full.lines.first { $0.hasPrefix("restoration: ") })
        #expect(restoration.hasPrefix("restoration: The window state could not be saved to '\(archive.path)': "))
        #expect(restoration.hasSuffix(". The previously saved state is unchanged."))
        let customization = try #require(full.lines.first { $0.hasPrefix("customization: ") })
        #expect(customization.hasPrefix("customization: The toolbar customization cannot be saved to '\(barFile.path)' ("))
        #expect(customization.hasSuffix("); it applies until the app quits. Check that the folder is writable."))
        #expect(full.lines.suffix(2) == ["shown: B,A", "windows: 2"], "the change applies for this run and the app still answers keys")

        #expect(try Data(contentsOf: archive) == savedArchive)
        #expect(try Data(contentsOf: barFile) == savedBar)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")

        let restored = RestoredGeneration()
        let host = TestHost(delegate: RestoringAppDelegate(restored: restored), stateRestorationDirectory: directory)
        #expect(host.application.lastRestorationError == nil)
        #expect(restored.generations == [1])
    }
}
