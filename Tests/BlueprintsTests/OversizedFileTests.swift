import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A file too large to edit is refused before it is read, with its size in the message, and
/// nothing open is lost; so is a changed file that can no longer be read.
@MainActor
@Suite(.serialized)
struct OversizedFileTests {
    @Test func aFileLargerThanADocumentHoldsIsRefusedUnreadAndTheOpenTabsStay() throws {
        // A sparse file: 3 GB long, no disk taken, and read only if the size check fails to stop it.
        let url = try temporaryFolder("large").appendingPathComponent("huge.log")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("start\n".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()

        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let tabs = editor.openTabs.map(\.document.title)
        let shown = editor.documentTextView.text
        editor.open([url])
        #expect(editor.openTabs.map(\.document.title) == tabs)
        #expect(editor.documentTextView.text == shown)
        #expect(editor.fileMessage == "Cannot open '\(url.path)': it is 3.0 GB, and a document holds at most 2.0 GB. Nothing was changed.")
    }

    @Test func aFileNeedingMoreMemoryThanIsFreeIsRefusedWithTheNumbers() throws {
        let url = try temporaryFolder("large").appendingPathComponent("log.txt")
        try Data(String(repeating: "a line of the log\n", count: 60_000).utf8).write(to: url)  // 1.0 MB
        #expect(throws: DocumentFile.Error.self) { try DocumentFile.readUTF8(url, availableMemory: 2 << 20) }
        do {
            _ = try DocumentFile.readUTF8(url, availableMemory: 2 << 20)
        } catch {
            #expect(error.description == "Cannot open '\(url.path)': it is 1.0 MB and needs about 5.1 MB of memory to edit, but only 2.0 MB is free; close other programs and try again. Nothing was changed.")
        }
        let opened = try DocumentFile.readUTF8(url, availableMemory: 64 << 20)
        #expect(opened.bytes.count == 18 * 60_000)
        #expect(DocumentFile.availableMemory().map { $0 > 0 } ?? true, "this system's free memory is read from /proc/meminfo")
    }

    @Test func aFileChangedOnDiskIntoOneThatCannotBeReadKeepsItsTabAndSaysSo() throws {
        let url = try temporaryFolder("large").appendingPathComponent("notes.txt")
        try Data("kept text\n".utf8).write(to: url)
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        try Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00]).write(to: url)  // another program wrote a zip archive
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: url.path)
        editor.checkFilesOnDisk()
        #expect(editor.documentTextView.text == "kept text\n")
        #expect(editor.fileMessage == "'notes.txt' changed on disk and could not be reloaded. '\(url.path)' is not a text file. Blueprints opens plain text files.")
    }
}

