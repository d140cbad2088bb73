@testable import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A large file shows its first part at once while the rest is read on another thread; typing,
/// saving and the text's end all behave as if the whole file had been there from the start.
@MainActor
@Suite(.serialized)
struct LargeFileOpeningTests {
    /// The GPL's text repeated until the file opens in parts, as a large log or book would.
    private func largeFile(_ name: String) throws -> (url: URL, bytes: [UInt8]) {
        let licence = try Array(Data(contentsOf: URL(fileURLWithPath: "/usr/share/common-licenses/GPL-3")))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(DocumentFile.progressiveThreshold + 2 * licence.count)
        while bytes.count < DocumentFile.progressiveThreshold + licence.count { bytes += licence }
        return (try temporaryFile(name, bytes), bytes)
    }

    private func text(_ textView: UITextView) -> [UInt8] {
        textView.textStorage.bytes(in: 0..<textView.textStorage.utf8Count)
    }

    private func open(_ url: URL) throws -> (TestHost, EditorViewController, EditorDocument) {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        let document = try #require(editor.tabDocuments[editor.currentTab.id])
        return (host, editor, document)
    }

    @Test func theFirstScreenShowsBeforeTheWholeFileIsRead() throws {
        let (url, bytes) = try largeFile("book.txt")
        let (_, editor, document) = try open(url)
        let shown = editor.documentTextView.textStorage.utf8Count
        #expect(document.isReading, "the rest is still being read")
        #expect(shown > 0 && shown <= DocumentFile.firstPartSize, "the view holds the first part: \(shown) bytes")
        #expect(text(editor.documentTextView) == Array(bytes[..<shown]), "the file's start, cut after a whole line")
        #expect(bytes[shown - 1] == UInt8(ascii: "\n"))
        #expect(!editor.currentTab.isEdited)

        document.finishReading(waiting: true)
        #expect(!document.isReading)
        #expect(editor.documentTextView.textStorage.utf8Count == bytes.count)
        #expect(text(editor.documentTextView) == bytes, "the whole file, byte for byte")
        #expect(!editor.currentTab.isEdited, "reading the rest is no edit")
        #expect(!editor.documentTextView.undoManager!.canUndo)
    }

    @Test func typingWhileTheRestIsReadLandsWhereItWasTyped() throws {
        let (url, bytes) = try largeFile("log.txt")
        let (host, editor, document) = try open(url)
        let textView = editor.documentTextView
        textView.becomeFirstResponder()
        // Into the second line, and at the very end of the part shown.
        let secondLine = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
        textView.select(secondLine..<secondLine)
        host.type("Seen. ")
        let shownEnd = textView.textStorage.utf8Count
        textView.select(shownEnd..<shownEnd)
        host.type("[more]")
        #expect(document.isReading)
        #expect(editor.currentTab.isEdited)

        document.finishReading(waiting: true)
        let originalShownEnd = shownEnd - "Seen. ".utf8.count
        let expected = Array(bytes[..<secondLine]) + Array("Seen. ".utf8) + Array(bytes[secondLine..<originalShownEnd])
            + Array("[more]".utf8) + Array(bytes[originalShownEnd...])
        #expect(text(textView) == expected)
        #expect(textView.selectedByteRange == (shownEnd + 6)..<(shownEnd + 6), "the caret stays after what was typed")
        // Undo takes back the typing, not the rest of the file.
        host.press("z", modifiers: .command)
        host.press("z", modifiers: .command)
        #expect(text(textView) == bytes)
    }

    @Test func savingWhileTheRestIsReadWritesTheWholeFile() throws {
        let (url, bytes) = try largeFile("notes.txt")
        let (host, editor, document) = try open(url)
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Draft: ")
        #expect(document.isReading)
        host.press("s", modifiers: .command)
        #expect(editor.fileMessage == nil)
        #expect(!editor.currentTab.isEdited)
        #expect(try Array(Data(contentsOf: url)) == Array("Draft: ".utf8) + bytes, "the whole file, with the edit")
        #expect(!document.isReading)
    }

    @Test func theRestArrivesWithoutBeingAskedFor() async throws {
        let (url, bytes) = try largeFile("manual.txt")
        let (_, editor, document) = try open(url)
        #expect(document.isReading)
        let deadline = Date().addingTimeInterval(20)
        while document.isReading, Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(!document.isReading)
        #expect(editor.documentTextView.textStorage.utf8Count == bytes.count)
    }
}
