@testable import BlueprintsApp
@testable import DeskKit
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

    /// Holds the read of the rest back, as a slow disk would, until the test lets it go (at
    /// most 30 s), so the test acts while it is under way.
    private final class SlowDisk: Sendable {
        private let released = DispatchSemaphore(value: 0)
        init() {
            DocumentFile.restReadProbe = { [released] in
                _ = released.wait(timeout: .now() + 30)
                return nil
            }
        }
        func letTheReadGo() { released.signal() }
    }

    /// Lets the main queue run until the rest of the file has reached the document (or failed).
    private func waitForTheRest(_ document: EditorDocument) async throws {
        let deadline = Date().addingTimeInterval(30)
        while document.isReading, Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(!document.isReading, "the rest of the file never arrived")
    }

    @Test func savingWhileTheRestIsReadWaitsForItWithoutHoldingTheWindow() async throws {
        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let (url, bytes) = try largeFile("notes.txt")
        let (host, editor, document) = try open(url)
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Draft: ")
        host.press("s", modifiers: .command)
        // The save returned while the rest is still held back: had it waited for the read, the
        // file would be written by now.
        #expect(document.isReading)
        #expect(try Array(Data(contentsOf: url)) == bytes, "nothing written before the whole text is there")
        #expect(editor.currentTab.isEdited)
        #expect(editor.fileMessage?.contains("Saving 'notes.txt' once the rest of it is read") == true, "\(editor.fileMessage ?? "no message")")
        host.type("more ")  // typing goes on meanwhile

        disk.letTheReadGo()
        try await waitForTheRest(document)
        #expect(editor.fileMessage == nil)
        #expect(!editor.currentTab.isEdited)
        #expect(try Array(Data(contentsOf: url)) == Array("Draft: more ".utf8) + bytes, "the whole file, with what was typed")
    }

    @Test func saveAsWhileTheRestIsReadAsksWhereOnceItIsIn() throws {
        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let (url, bytes) = try largeFile("chapter.txt")
        let (host, editor, document) = try open(url)
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Copy: ")
        #expect(host.press("s", modifiers: [.command, .shift]))
        #expect(host.documentPicker == nil, "no chooser for a text not read whole")
        #expect(editor.fileMessage?.contains("Save As asks where to save 'chapter.txt' once the rest of it is read") == true,
                "\(editor.fileMessage ?? "no message")")

        disk.letTheReadGo()
        // Taken here rather than awaited: the chooser then shows while this test has the main
        // actor, not while a test of another suite running meanwhile has it.
        document.finishReading(waiting: true)
        let destination = try temporaryFolder("large-save-as").appendingPathComponent("chapter copy.txt")
        #expect(host.pickDocuments([destination]))
        #expect(try Array(Data(contentsOf: destination)) == Array("Copy: ".utf8) + bytes, "the whole file, with the edit")
        #expect(try Array(Data(contentsOf: url)) == bytes, "the file read is left as it was")
        #expect(editor.currentTab.document.fileURL == destination.standardizedFileURL)
    }

    @Test func moveWhileTheRestIsReadAsksWhereOnceItIsIn() throws {
        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let (url, bytes) = try largeFile("moved.txt")
        let (host, editor, document) = try open(url)
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Moved: ")
        editor.moveDocument(nil)
        #expect(host.documentPicker == nil, "no chooser for a text not read whole")
        #expect(editor.fileMessage?.contains("Move asks where to move 'moved.txt' once the rest of it is read") == true,
                "\(editor.fileMessage ?? "no message")")

        disk.letTheReadGo()
        document.finishReading(waiting: true)  // taken here, so the chooser shows while this test runs
        let destination = try temporaryFolder("large-move").appendingPathComponent("moved.txt")
        #expect(host.pickDocuments([destination]))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try Array(Data(contentsOf: destination)) == Array("Moved: ".utf8) + bytes, "saved whole, then moved")
        #expect(editor.currentTab.document.fileURL == destination.standardizedFileURL)
    }

    @Test func aFileCutShortWhileItsRestIsReadShowsWhatTheFileHolds() throws {
        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let (url, bytes) = try largeFile("cut.txt")
        let (_, editor, document) = try open(url)
        // Another program cuts the file to a third while the rest is being read.
        let kept = bytes.count / 3
        #expect(truncate(url.path, off_t(kept)) == 0)
        disk.letTheReadGo()
        document.finishReading(waiting: true)
        #expect(document.readFailure == nil)
        #expect(text(editor.documentTextView) == Array(bytes[..<kept]), "the text is the file as it is now, and no more")
    }

    @Test func aRestThatCannotBeReadIsSaidAtOnceAndNotSaved() async throws {
        defer { DocumentFile.restReadProbe = nil }
        DocumentFile.restReadProbe = { EIO }
        let (url, bytes) = try largeFile("disk.txt")
        let (host, editor, document) = try open(url)
        let shown = editor.documentTextView.textStorage.utf8Count
        try await waitForTheRest(document)
        // Said as soon as the read failed, before anything was saved.
        let message = try #require(editor.fileMessage)
        #expect(message.contains("The rest of 'disk.txt' could not be read (input/output error)"), "\(message)")
        #expect(message.contains("only its first \(DocumentFile.describe(bytes: shown)) is shown"), "\(message)")
        #expect(editor.openTabs.contains { $0.document.fileURL == url.standardizedFileURL }, "the part read stays open")
        #expect(text(editor.documentTextView) == Array(bytes[..<shown]))

        editor.documentTextView.becomeFirstResponder()
        host.type("x")
        host.press("s", modifiers: .command)
        #expect(editor.fileMessage?.contains("It was not saved, so the file keeps what it has") == true, "\(editor.fileMessage ?? "no message")")
        #expect(try Array(Data(contentsOf: url)) == bytes, "the file keeps its whole text")
        #expect(editor.currentTab.isEdited)
    }

    @Test func selectAllWhileTheRestIsReadSaysSoAndThenTakesInTheWholeFile() async throws {
        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let (url, bytes) = try largeFile("all.txt")
        let (host, editor, document) = try open(url)
        let textView = editor.documentTextView
        textView.becomeFirstResponder()
        #expect(host.press("a", modifiers: .command))
        let shown = textView.textStorage.utf8Count
        #expect(textView.selectedByteRange == 0..<shown)
        let message = try #require(editor.fileMessage)
        #expect(message.contains("All of 'all.txt' read so far is selected"), "\(message)")

        disk.letTheReadGo()
        try await waitForTheRest(document)
        #expect(textView.selectedByteRange == 0..<bytes.count, "the selection holds the whole file")
        #expect(editor.fileMessage == nil, "what was said of the part no longer holds")
    }

    @Test func aRestoredLargeTabOpensItsFirstPartAtOnce() async throws {
        let directory = temporaryStateDirectory()
        let (url, bytes) = try largeFile("restored.txt")
        let first = launchBlueprints(restoringFrom: directory)
        let firstEditor = try #require(first.editor(0))
        firstEditor.open([url])
        try await waitForTheRest(try #require(firstEditor.tabDocuments[firstEditor.currentTab.id]))
        // The caret left near the end, far past the part shown first.
        let caret = bytes.count - 100
        firstEditor.documentTextView.select(caret..<caret)
        first.press("q", modifiers: .command)
        #expect(first.isTerminated)

        defer { DocumentFile.restReadProbe = nil }
        let disk = SlowDisk()
        let second = launchBlueprints(restoringFrom: directory)
        let editor = try #require(second.editor(0))
        #expect(editor.currentTab.document.fileURL == url.standardizedFileURL)
        let document = try #require(editor.tabDocuments[editor.currentTab.id])
        let shown = editor.documentTextView.textStorage.utf8Count
        #expect(document.isReading, "the rest is read behind the first part, as when the file is opened")
        #expect(shown > 0 && shown <= DocumentFile.firstPartSize, "\(shown) bytes shown")
        #expect(text(editor.documentTextView) == Array(bytes[..<shown]))
        #expect(editor.documentTextView.selectedByteRange.upperBound <= shown)

        disk.letTheReadGo()
        try await waitForTheRest(document)
        #expect(editor.documentTextView.textStorage.utf8Count == bytes.count)
        #expect(editor.documentTextView.selectedByteRange == caret..<caret, "the caret goes back where it was once the rest is in")
        #expect(!editor.currentTab.isEdited)
    }

    /// What is said while a large file is read in parts, in `language` (nil: English): Select
    /// All, Save, Save As, Move and Export waiting for the rest; the rest failing; Save refused.
    private func messagesWhileReadInParts(language: String?) throws -> [String] {
        defer { DocumentFile.restReadProbe = nil }
        let released = DispatchSemaphore(value: 0)
        DocumentFile.restReadProbe = { [released] in
            _ = released.wait(timeout: .now() + 30)
            return EIO
        }
        return try LocalizationLanguage.$pinned.withValue(language) {
            let (url, _) = try largeFile("parts.txt")
            let (host, editor, document) = try open(url)
            var messages: [String] = []
            editor.documentTextView.becomeFirstResponder()
            host.press("a", modifiers: .command)
            messages.append(editor.fileMessage ?? "")
            host.press("s", modifiers: .command)
            messages.append(editor.fileMessage ?? "")
            host.press("s", modifiers: [.command, .shift])
            messages.append(editor.fileMessage ?? "")
            editor.moveDocument(nil)
            messages.append(editor.fileMessage ?? "")
            editor.exportDocument(nil)
            _ = host.chooseAlertAction(host.alertActionTitles.first ?? "")
            messages.append(editor.fileMessage ?? "")
            // The rest fails; taken here, so what is said of it is said in this language.
            released.signal()
            document.finishReading(waiting: true)
            messages.append(editor.fileMessage ?? "")
            host.type("x")
            host.press("s", modifiers: .command)
            messages.append(editor.fileMessage ?? "")
            return messages
        }
    }

    @Test func whatIsSaidWhileTheRestIsReadIsInTheUsersLanguage() throws {
        let english = try messagesWhileReadInParts(language: nil)
        #expect(english.count == 7 && english.allSatisfy { !BlueprintsFileMessageTests.englishPhrases(in: $0).isEmpty }, "\(english)")
        #expect(english[5].contains("could not be read (input/output error)"), "\(english[5])")
        for language in BlueprintsTranslationTests.languages {
            let translated = try messagesWhileReadInParts(language: language)
            for message in translated {
                #expect(!message.isEmpty, "\(language): \(translated)")
                #expect(BlueprintsFileMessageTests.englishPhrases(in: message).isEmpty, "\(language) says in English: '\(message)'")
            }
        }
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
