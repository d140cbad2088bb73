import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Customization files and identifiers crafted to escape the config folder or exhaust the app:
/// names stay inside the folder, unknown groups are dropped, and oversized files are not read.
@MainActor
@Suite struct HostileCustomizationFileTests {
    @Test(arguments: ["../../../etc/passwd", "/etc/passwd", "..", "a/../../b", "~/.bashrc", "x\u{0}y"])
    func identifiersNameFilesInsideTheFolder(identifier: String) throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        NavigationBarTestSupport.useTestConfigDirectory()
        let previous = NavigationBarCustomizationStore.directory
        NavigationBarCustomizationStore.directory = folder
        defer { NavigationBarCustomizationStore.directory = previous }
        let url = NavigationBarCustomizationStore.fileURL(for: identifier)
        #expect(url.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
        #expect(!url.lastPathComponent.contains("/") && url.lastPathComponent.hasSuffix(".json") && url.lastPathComponent != "..")

        let item = NavigationBarCustomizationTests.seedController(identifier: identifier).navigationItem
        try item.addCenterItemGroup(withCustomizationIdentifier: "Format")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(written == [url.lastPathComponent], "only the bar's own file is written: \(written)")
    }

    @Test func groupsInTheFileThatLookLikePathsAreDropped() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("hostile")
        let url = NavigationBarCustomizationStore.fileURL(for: identifier)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let file = #"{"version":1,"identifier":"\#(identifier)","shownGroups":["../../etc/passwd","/bin/sh","Text","$(reboot)","Text"],"knownGroups":["Draw","Shapes","Text","/bin/sh"]}"#
        try Data(file.utf8).write(to: url)
        let item = NavigationBarCustomizationTests.seedController(identifier: identifier).navigationItem
        // Draw is movable, not optional, so it always shows.
        #expect(item.customization?.shownGroups == ["Text", "Draw"])
        #expect(NavigationBarCustomizationTests.names(item) == ["Insert", "Text", "Draw"])
    }

    @Test func anOversizedFileIsNotRead() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("huge")
        let url = NavigationBarCustomizationStore.fileURL(for: identifier)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: url.path))
        try handle.truncate(atOffset: 2 << 20)
        try handle.close()
        let log = LogCollector()
        let item = NavigationBarCustomizationTests.seedController(identifier: identifier).navigationItem
        #expect(NavigationBarCustomizationTests.names(item) == ["Insert", "Draw", "Shapes", "Text"])
        #expect(log.messages.contains("The saved toolbar customization '\(url.path)' is damaged (it has 2097152 bytes, more than the 1048576 a customization can need); the default toolbar is used."))
    }
}
