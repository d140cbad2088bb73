@testable import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Save writes the file the user opened as they expect from a Linux editor: all or nothing, with
/// its permissions kept, through symbolic links, and in place when only the file is writable.
@MainActor
@Suite(.serialized)
struct FileSavingTests {
    private func temporaryFile(_ name: String, _ text: String) throws -> URL {
        try BlueprintsTests.temporaryFile(name, Array(text.utf8))
    }

    /// Sets or clears the immutable flag (`chattr +i`), which even root cannot write through.
    private func setImmutable(_ path: String, _ immutable: Bool) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let getFlags: UInt = 0x8008_6601, setFlags: UInt = 0x4008_6602, immutableFlag: Int = 0x10
        var flags = 0
        guard ioctl(descriptor, getFlags, &flags) == 0 else { return false }
        flags = immutable ? flags | immutableFlag : flags & ~immutableFlag
        return ioctl(descriptor, setFlags, &flags) == 0
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = stat(path, &status)
        return status.st_mode & 0o7777
    }

    /// Opens `url` in a fresh Blueprints, types `typed` at the start and presses Ctrl+S.
    private func editAndSave(_ url: URL, typing typed: String) throws -> EditorViewController {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type(typed)
        host.press("s", modifiers: .command)
        return editor
    }

    @Test func aPrivateFileStaysPrivateAndALinkStaysALinkToTheSavedFile() throws {
        let url = try temporaryFile("diary.txt", "dear diary\n")
        chmod(url.path, 0o600)
        var editor = try editAndSave(url, typing: "Monday: ")
        #expect(!editor.currentTab.isEdited)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Monday: dear diary\n")
        #expect(mode(url.path) == 0o600, "saving does not make a private file readable by others")

        // A dotfile kept in another folder and linked from where it is used.
        let link = url.deletingLastPathComponent().appendingPathComponent("link-to-diary.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "diary.txt")
        editor = try editAndSave(link, typing: "Tuesday. ")
        #expect(editor.fileMessage == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "diary.txt", "the link is kept")
        #expect(try String(contentsOf: url, encoding: .utf8) == "Tuesday. Monday: dear diary\n")
        #expect(mode(url.path) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(Set(leftovers) == ["diary.txt", "link-to-diary.txt"], "no temporary file is left behind")

        // Another program changing the linked file is noticed through the link.
        try Data("Wednesday.\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: url.path)
        editor.checkFilesOnDisk()
        #expect(editor.documentTextView.text == "Wednesday.\n")
        #expect(editor.fileMessage == "'link-to-diary.txt' changed on disk and was reloaded.")
    }

    @Test func aWritableFileInAFolderThatCannotTakeNewFilesIsSavedInPlace() throws {
        let url = try temporaryFile("shared.txt", "shared\n")
        let folder = url.deletingLastPathComponent().path
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }
        // Root writes through permissions, so as root the folder is made immutable instead.
        if getuid() == 0 { try #require(setImmutable(folder, true), "the folder could not be made immutable") }
        defer { if getuid() == 0 { _ = setImmutable(folder, false) } }
        let editor = try editAndSave(url, typing: "edited ")
        #expect(editor.fileMessage == nil)
        #expect(!editor.currentTab.isEdited)
        #expect(try String(contentsOf: url, encoding: .utf8) == "edited shared\n")
    }

    @Test func aFileThatCannotBeWrittenKeepsTheChangesOpenAndSaysSo() throws {
        let url = try temporaryFile("locked.txt", "text\n")
        let folder = url.deletingLastPathComponent().path
        chmod(url.path, 0o444)
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }
        if getuid() == 0 {
            try #require(setImmutable(url.path, true) && setImmutable(folder, true), "the file could not be made immutable")
        }
        defer { if getuid() == 0 { _ = setImmutable(url.path, false); _ = setImmutable(folder, false) } }
        let editor = try editAndSave(url, typing: "more ")
        #expect(editor.currentTab.isEdited)
        #expect(editor.fileMessage?.hasPrefix("Cannot save '\(url.path)'") == true)
        #expect(editor.documentTextView.text == "more text\n")
        #expect(try Data(contentsOf: url) == Data("text\n".utf8))
    }
}

/// Files named on the command line are read while the app starts; opening takes that read,
/// unless the file changed since.
@MainActor
@Suite(.serialized)
struct DocumentPreloadTests {
    @Test func aFileReadAtLaunchOpensAsReadAndAChangedOneIsReadAfresh() throws {
        let folder = try temporaryFolder("preload")
        let plan = folder.appendingPathComponent("plan.txt"), changed = folder.appendingPathComponent("changed.txt")
        let binary = folder.appendingPathComponent("photo.jpg")
        try Data("the plan\n".utf8).write(to: plan)
        try Data("before\n".utf8).write(to: changed)
        try Data([0xFF, 0xD8, 0xFF, 0x00, 0x10]).write(to: binary)
        for url in [plan, changed, binary] { DocumentFile.preload(url) }
        // Another program rewrites one of them after it was read ahead.
        DocumentPreloads.shared.waitForReads()
        try Data("after, and longer\n".utf8).write(to: changed)

        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([plan, changed, binary])
        let texts = Dictionary(uniqueKeysWithValues: editor.openTabs.indices.map { (editor.openTabs[$0].document.title, editor.document(atTab: $0).text) })
        #expect(texts["plan.txt"] == "the plan\n")
        #expect(texts["changed.txt"] == "after, and longer\n", "a file changed since it was read ahead is read again")
        #expect(editor.fileMessage == "'\(binary.path)' is not a text file. Blueprints opens plain text files.")
    }
}

/// Saving from a text view's storage writes its text a piece at a time, with no whole copy.
@MainActor
@Suite(.serialized)
struct StorageSavingTests {
    @Test func piecesEndOnCharactersAndTheFileHoldsTheWholeText() throws {
        let original = DocumentFile.savePieceSize
        defer { DocumentFile.savePieceSize = original }
        // Pieces smaller than the text and not a multiple of any character's length.
        DocumentFile.savePieceSize = 4099
        let line = "Beam: 45 × 220 mm — €12 😀 naïve\n"
        let text = String(repeating: line, count: 2000)
        let storage = InMemoryTextStorage(text)
        // An edit in the middle leaves the gap buffer's gap there, inside a piece.
        let middle = storage.scalarBoundary(atOrAfter: storage.utf8Count / 2)
        var edit = TextEditBatch()
        edit.append(replacing: middle..<middle, with: Array("⚒ inserted ".utf8))
        storage.apply(edit)
        let reads = storage.wholeTextReads
        let url = try BlueprintsTests.temporaryFile("beams.txt", Array("old".utf8))
        try DocumentFile.write(storage, to: url)
        #expect(storage.wholeTextReads == reads, "the storage was read in pieces, never whole")
        #expect(try Data(contentsOf: url) == Data(storage.bytes(in: 0..<storage.utf8Count)))
        #expect(try String(contentsOf: url, encoding: .utf8).contains("⚒ inserted "))
    }

    @Test func aFailedSaveLeavesTheFileAsItWas() throws {
        let url = try BlueprintsTests.temporaryFile("kept.txt", Array("kept".utf8))
        let folder = url.deletingLastPathComponent().appendingPathComponent("missing", isDirectory: true)
        #expect(throws: DocumentFile.Error.self) {
            try DocumentFile.write(InMemoryTextStorage("new text"), to: folder.appendingPathComponent("kept.txt"))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "kept")
    }
}
