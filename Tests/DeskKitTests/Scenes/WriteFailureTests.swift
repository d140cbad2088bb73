import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Saves window state and a toolbar customization where writing fails, in a probe process: on a
/// full disk (a file size limit of zero, RLIMIT_FSIZE with SIGXFSZ ignored, so every write fails
/// for root and ordinary users alike) and in read-only folders. The app must keep running, say
/// what failed, and keep the last saved files.
@MainActor
struct WriteFailureTests {
    private static var probe: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("deskkit-fault-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Root ignores folder permissions; it drops to the user `nobody` with this to test them.
    nonisolated static let dropPrivileges = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups"
    nonisolated static let canMakeFoldersReadOnly = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// Runs the probe's single save at `generation` through a shell: `setup` runs first, and
    /// `wrapper` (if any) runs the probe.
    private func runProbe(_ probe: URL, directory: URL, generation: Int, setup: String = "", wrapper: String = "") throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(setup) exec \(wrapper) \"$0\" \"$@\"", probe.path, directory.path, "full-disk", "\(generation)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// A good save, then `prepare`, then a save that must fail for `reason` and change nothing.
    private func expectFailedSaveKeepsLastState(
        setup: String = "", wrapper: String = "", reason: String, prepare: (URL) throws -> Void = { _ in }
    ) throws {
        let probe = try #require(Self.probe, "deskkit-fault-probe is built with the tests (swift build --build-tests)")
        let directory = temporaryStateDirectory()
        let archive = directory.appendingPathComponent("scenes.json")
        let barFile = directory.appendingPathComponent("navigation-bars/org.deskkit.probe.bar.json")

        let first = try runProbe(probe, directory: directory, generation: 1)
        #expect(first.status == 0)
        #expect(first.lines == ["restoration: saved", "customization: saved", "shown: A,B", "windows: 2"])
        let savedArchive = try Data(contentsOf: archive)
        let savedBar = try Data(contentsOf: barFile)
        try prepare(directory)

        let failed = try runProbe(probe, directory: directory, generation: 2, setup: setup, wrapper: wrapper)
        #expect(failed.status == 0, "the app stopped: \(failed.lines)")
        #expect(failed.lines.contains("restoration: The window state could not be saved to '\(archive.path)': \(reason). The previously saved state is unchanged."),
                "\(failed.lines)")
        #expect(failed.lines.contains("customization: The toolbar customization cannot be saved to '\(barFile.path)' (\(reason)); it applies until the app quits. Check that the folder is writable."),
                "\(failed.lines)")
        #expect(failed.lines.suffix(2) == ["shown: B,A", "windows: 2"], "the change applies for this run and the app still answers keys")

        #expect(try Data(contentsOf: archive) == savedArchive)
        #expect(try Data(contentsOf: barFile) == savedBar)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")

        let restored = RestoredGeneration()
        let host = TestHost(delegate: RestoringAppDelegate(restored: restored), stateRestorationDirectory: directory)
        #expect(host.application.lastRestorationError == nil)
        #expect(restored.generations == [1])
    }

    @Test func aFullDiskKeepsTheAppRunningAndTheLastSavedState() throws {
        try expectFailedSaveKeepsLastState(setup: "trap '' XFSZ; ulimit -f 0 &&", reason: String(cString: strerror(EFBIG)))
    }

    @Test(.enabled(if: canMakeFoldersReadOnly, "Running as root without /usr/bin/setpriv: root writes into read-only folders."))
    func aReadOnlyStateFolderKeepsTheAppRunningAndTheLastSavedState() throws {
        let asRoot = geteuid() == 0
        var folders: [URL] = []
        try expectFailedSaveKeepsLastState(wrapper: asRoot ? Self.dropPrivileges : "", reason: String(cString: strerror(EACCES))) { directory in
            folders = [directory, directory.appendingPathComponent("navigation-bars")]
            for folder in folders {
                if asRoot {
                    // The unprivileged user owns the files, so only the folders' modes stop it.
                    let paths = [folder.path] + (try FileManager.default.contentsOfDirectory(atPath: folder.path)).map { folder.appendingPathComponent($0).path }
                    for path in paths { #expect(chown(path, 65534, 65534) == 0) }
                }
                #expect(chmod(folder.path, 0o555) == 0)
            }
        }
        for folder in folders { chmod(folder.path, 0o755) }
    }
}
