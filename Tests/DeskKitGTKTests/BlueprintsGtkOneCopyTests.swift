import BlueprintsApp
import CGtk
@testable import DeskKit
import DeskKitTesting
import Foundation
import XCTest
@testable import DeskKitGTK

/// A large document is held once: once loaded and left alone, the core's storage lets go of its
/// bytes and reads and edits GTK's buffer. Typing, an input method, deleting, core edits and
/// undo keep both sides the same text; the whole text (a save, a search) takes the bytes back.
final class BlueprintsGtkOneCopyTests: XCTestCase {
    override func setUp() {
        MainActor.assumeIsolated {
            GtkHostedTextView.releaseThreshold = 64 << 10
            GtkHostedTextView.releaseDelayMilliseconds = 50
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            GtkHostedTextView.releaseThreshold = 4 << 20
            GtkHostedTextView.releaseDelayMilliseconds = 1000
        }
    }

    /// The storage's text read a range at a time (a snapshot would take the bytes back).
    @MainActor
    private static func storageText(_ storage: InMemoryTextStorage) -> String {
        var bytes: [UInt8] = []
        var offset = 0
        while offset < storage.utf8Count {
            let end = min(storage.utf8Count, offset + 5000)
            bytes += storage.bytes(in: offset..<end)
            offset = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @MainActor
    private static func open(_ text: String, in fixture: BlueprintsGtkFixture) throws -> (UITextView, GtkHostedTextView, InMemoryTextStorage) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-one-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("beams.txt")
        try Data(text.utf8).write(to: url)
        let editor = try XCTUnwrap(fixture.editor)
        editor.open([url])
        try XCTUnwrap(fixture.host.window).makeKey()
        let textView = editor.documentTextView
        textView.becomeFirstResponder()
        let storage = try XCTUnwrap(textView.textStorage as? InMemoryTextStorage)
        XCTAssertTrue(GtkApplicationLoop.iterate(until: {
            guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
            return hosted.isLoaded && hosted.hasFocus && storage.isReleased
        }), "the storage never let go of its bytes")
        return (textView, try XCTUnwrap(fixture.presenter.hostedTextView(for: textView)), storage)
    }

    private static let sample = (1...3000).map { "Beam \($0): 45 × 220 mm, C24 — €\($0 % 90) 😀 naïve\n" }.joined()

    func testEditsFromBothSidesAndUndoKeepOneText() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted, storage) = try Self.open(Self.sample, in: fixture)
            XCTAssertEqual(Self.storageText(storage), Self.sample)

            // Typed keys: GTK's edit goes through the core, which makes it in the buffer itself.
            textView.select(0..<0)
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            fixture.type("Oak ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.storageText(storage).hasPrefix("Oak Beam 1") }))
            XCTAssertTrue(storage.isReleased, "typing needs no copy of the whole text")
            XCTAssertEqual(hosted.bufferText, Self.storageText(storage))
            XCTAssertEqual(textView.selectedByteRange, 4..<4)
            XCTAssertEqual(hosted.gtkSelection(), 4..<4, "GTK's caret follows the text it typed")

            // An input method's commit, and a deletion made by GTK, far into the text.
            gtk_text_buffer_insert_interactive_at_cursor(hosted.buffer, "é😀", -1, cgtk_true)
            var first = hosted.iter(atByte: 100_000), last = hosted.iter(atByte: 100_050)
            XCTAssertEqual(gtk_text_buffer_delete_interactive(hosted.buffer, &first, &last, cgtk_true), cgtk_true)
            XCTAssertTrue(storage.isReleased)
            XCTAssertEqual(hosted.bufferText, Self.storageText(storage))

            // Core edits: UIKit's replace and insertText.
            let end = textView.endOfDocument
            let tail = try XCTUnwrap(textView.textRange(from: try XCTUnwrap(textView.position(from: end, offset: -7)), to: end))
            textView.replace(tail, withText: "ü done\n")
            textView.select(50..<50)
            textView.insertText("⚒")
            XCTAssertTrue(storage.isReleased)
            GtkApplicationLoop.iterate(for: .milliseconds(50))
            XCTAssertEqual(hosted.bufferText, Self.storageText(storage))
            XCTAssertTrue(Self.storageText(storage).hasSuffix("ü done\n"))

            // Undo everything: the original text, on both sides, still held once.
            let undo = try XCTUnwrap(textView.undoManager)
            var steps = 0
            while undo.canUndo, steps < 50 {
                undo.undo()
                steps += 1
            }
            XCTAssertEqual(Self.storageText(storage), Self.sample)
            XCTAssertEqual(hosted.bufferText, Self.sample)
            XCTAssertTrue(storage.isReleased)

            // Ctrl+S writes GTK's buffer to the file a piece at a time (pieces smaller than the
            // text here, ending inside no character): the storage stays released.
            DocumentFile.savePieceSize = 4099
            defer { DocumentFile.savePieceSize = 1 << 20 }
            fixture.type("Pine ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.storageText(storage).hasPrefix("Pine ") }))
            let reads = storage.wholeTextReads
            fixture.press("ctrl+s", input: "s", modifiers: .control)
            let editor = try XCTUnwrap(fixture.editor)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.currentTab.isEdited }), "Ctrl+S saved the document")
            let url = try XCTUnwrap(editor.currentTab.document.fileURL)
            XCTAssertEqual(try Data(contentsOf: url), Data(("Pine " + Self.sample).utf8))
            XCTAssertTrue(storage.isReleased, "saving needs no copy of the whole text")
            XCTAssertEqual(storage.wholeTextReads, reads)
            undo.undo()
            XCTAssertEqual(hosted.bufferText, Self.sample)

            // The whole text (what a save or a search reads) takes the bytes back, and the
            // storage lets go again once left alone.
            XCTAssertEqual(textView.text, Self.sample)
            XCTAssertFalse(storage.isReleased)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { storage.isReleased }), "released again when idle")
        }
    }

    /// The find navigator opening starts copying the text back out of the buffer a piece per
    /// idle turn, edits meanwhile followed; the storage holds its bytes while it stays open.
    func testOpeningFindTakesTheBytesBackAheadOfTheFirstQuery() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted, storage) = try Self.open(Self.sample, in: fixture)
            GtkBufferTextCopy.prefetchPieceCharacters = 4096
            defer { GtkBufferTextCopy.prefetchPieceCharacters = 1 << 19 }
            let reads = storage.wholeTextReads
            fixture.pressInProcess(input: "f", modifiers: .control)
            XCTAssertEqual(textView.findInteraction?.isFindNavigatorVisible, true)
            XCTAssertNotNil(hosted.bufferCopy?.prefetchedByteCount, "opening find started the copy")
            // A few pieces copied, then edits before, across and after what was copied so far.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { (hosted.bufferCopy?.prefetchedByteCount ?? 0) > 12_000 }))
            XCTAssertTrue(storage.isReleased, "the text is copied out over several turns")
            let copied = try XCTUnwrap(hosted.bufferCopy?.prefetchedByteCount)
            textView.select(10..<20)
            textView.insertText("ß")
            let count = storage.utf8Count
            textView.select((count - 30)..<(count - 20))
            textView.insertText("end 😀")
            textView.select(storage.scalarBoundary(atOrAfter: copied - 100)..<storage.scalarBoundary(atOrAfter: copied + 100))
            textView.insertText("")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !storage.isReleased }), "the bytes were never taken back")
            XCTAssertEqual(storage.wholeTextReads, reads, "no snapshot was needed")
            XCTAssertEqual(Self.storageText(storage), hosted.bufferText)
            // While the navigator is open the bytes stay; once it closes they go again.
            GtkApplicationLoop.iterate(for: .milliseconds(300))
            XCTAssertFalse(storage.isReleased)
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.findInteraction?.isFindNavigatorVisible == false }))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { storage.isReleased }))
            XCTAssertEqual(Self.storageText(storage), hosted.bufferText)
        }
    }

    /// A replace-all takes the bytes back and reloads the buffer; undoing it while the storage
    /// reads the buffer again (thousands of edits) does the same, and a large paste goes to the
    /// buffer with checkpoints inside it.
    func testReplaceAllItsUndoAndALargePasteWhileReleased() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted, storage) = try Self.open(Self.sample, in: fixture)
            textView.replaceAll(queryString: "Beam", options: UITextSearchOptions(), withText: "Balk")
            let replaced = Self.sample.replacingOccurrences(of: "Beam", with: "Balk")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.isLoaded && hosted.bufferText == replaced }))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { storage.isReleased }), "released again after the replace-all")

            textView.undoManager?.undo()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.isLoaded && hosted.bufferText == Self.sample }))
            XCTAssertEqual(Self.storageText(storage), Self.sample)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { storage.isReleased }))

            // A paste of 100 KB in the middle, then reads and an edit far inside it.
            let paste = String(repeating: "Ridge 🏠 beam über\n", count: 5000)
            textView.select(5000..<5000)
            textView.insertText(paste)
            XCTAssertTrue(storage.isReleased)
            let inside = 5000 + 60_000
            let boundary = storage.scalarBoundary(atOrAfter: inside)
            textView.select(boundary..<boundary)
            textView.insertText("§")
            XCTAssertEqual(hosted.bufferText, Self.storageText(storage))
            XCTAssertEqual(hosted.characterOffset(ofByte: boundary + 2),
                           Self.storageText(storage).utf8.prefix(boundary + 2).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
        }
    }

    func testRandomEditsFromGtkAndTheCoreMatch() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted, storage) = try Self.open(Self.sample, in: fixture)
            var random = TestRandom("BlueprintsGtkOneCopyTests")
            let pieces = ["a", "é", "€", "😀", "\n", "oak ", "naïve\n"]
            for step in 0..<300 {
                let count = storage.utf8Count
                // Character boundaries of the text, found through GTK's own character offsets.
                let characters = Int(gtk_text_buffer_get_char_count(hosted.buffer))
                let from = Int.random(in: 0...characters, using: &random)
                let to = min(characters, from + Int.random(in: 0...30, using: &random))
                var first = GtkTextIter(), last = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(hosted.buffer, &first, Int32(from))
                gtk_text_buffer_get_iter_at_offset(hosted.buffer, &last, Int32(to))
                let piece = pieces.randomElement(using: &random)!
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    _ = gtk_text_buffer_insert_interactive(hosted.buffer, &first, piece, -1, cgtk_true)
                case 1:
                    _ = gtk_text_buffer_delete_interactive(hosted.buffer, &first, &last, cgtk_true)
                case 2, 3:
                    let range = hosted.byteOffset(of: &first)..<hosted.byteOffset(of: &last)
                    textView.select(range)
                    textView.insertText(piece)
                default:
                    if textView.undoManager?.canUndo == true { textView.undoManager?.undo() }
                }
                UndoManager.endEventGroups()
                XCTAssertTrue(storage.isReleased, "step \(step)")
                if step % 25 == 0 || storage.utf8Count == count {
                    XCTAssertEqual(hosted.bufferText, Self.storageText(storage), "step \(step), seed \(random.seed)")
                }
            }
            XCTAssertEqual(hosted.bufferText, Self.storageText(storage), "seed \(random.seed)")
            XCTAssertEqual(textView.text, hosted.bufferText)
        }
    }
}
