import BlueprintsApp
import CGtk
@testable import DeskKit
import DeskKitTesting
import Foundation
import XCTest
@testable import DeskKitGTK

/// A large file on screen: GTK's buffer shows the first part at once, keeps what is typed into it
/// while the rest of the file is read, and then loads the rest after it.
final class BlueprintsGtkLargeFileTests: XCTestCase {
    /// The GPL's text repeated past the size from which files open in parts.
    private static func largeFile() throws -> (url: URL, bytes: [UInt8]) {
        let licence = try Array(Data(contentsOf: URL(fileURLWithPath: "/usr/share/common-licenses/GPL-3")))
        var bytes: [UInt8] = []
        while bytes.count < (32 << 20) + licence.count { bytes += licence }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("licences.txt")
        try Data(bytes).write(to: url)
        return (url, bytes)
    }

    func testTypingWhileTheRestIsReadEndsInTheBufferWithTheWholeFile() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (url, bytes) = try Self.largeFile()

            let editor = try XCTUnwrap(fixture.editor)
            editor.open([url])
            try XCTUnwrap(fixture.host.window).makeKey()
            let textView = editor.documentTextView
            XCTAssertLessThan(textView.textStorage.utf8Count, bytes.count, "the first part shows before the rest is read")
            textView.becomeFirstResponder()
            textView.select(0..<0)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
                return hosted.hasFocus && hosted.loadedBytes > 0
            }))
            let loadedBeforeTyping = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView)).loadedBytes
            XCTAssertLessThan(loadedBeforeTyping, bytes.count, "typed while the buffer loads")
            fixture.type("Read me. ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
                return textView.textStorage.utf8Count == bytes.count + 9 && hosted.isLoaded
            }, timeout: .seconds(120)), "the rest of the file never reached the buffer")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            let expected = "Read me. " + String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(hosted.bufferText == expected, "GTK's buffer holds the typed words and then the whole file")
            XCTAssertEqual(textView.selectedByteRange, 9..<9)
            XCTAssertEqual(hosted.gtkSelection(), 9..<9, "GTK's caret stays after the typed words")
            // The typing undone and saved, the tab closes without asking, so later tests hold
            // no large text; the file saved is the file read.
            textView.undoManager?.undo()
            XCTAssertFalse(textView.undoManager?.canUndo ?? true, "the words typed are one undo step, however the rest joined among them")
            fixture.press("ctrl+s", input: "s", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.currentTab.isEdited }))
            XCTAssertEqual(try Data(contentsOf: url), Data(bytes))
            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.allSatisfy { $0.document.fileURL != url.standardizedFileURL } }))
        }
    }

    /// Select All while GTK's buffer still loads the text selects all of it: GTK's selection grows
    /// with the chunks loaded, and a key typed over it replaces the whole file, not the part loaded.
    func testSelectAllWhileTheBufferLoadsSelectsTheWholeFile() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (url, bytes) = try Self.largeFile()
            let editor = try XCTUnwrap(fixture.editor)
            editor.open([url])
            try XCTUnwrap(fixture.host.window).makeKey()
            let textView = editor.documentTextView
            textView.becomeFirstResponder()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
                return hosted.hasFocus && hosted.loadedBytes > 0 && textView.textStorage.utf8Count == bytes.count
            }, timeout: .seconds(60)), "the rest of the file never reached the text")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            // Pressed in process, at once: the buffer is still loading when it lands.
            fixture.pressInProcess(input: "a", modifiers: .control)
            XCTAssertFalse(hosted.isLoaded, "selected while the buffer loads")
            XCTAssertEqual(textView.selectedByteRange, 0..<bytes.count)
            let loadedAtPress = hosted.loadedBytes
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.loadedBytes > loadedAtPress }))
            XCTAssertEqual(hosted.gtkSelection(), 0..<hosted.loadedBytes, "GTK selects all it holds as the next chunk comes in")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.isLoaded }, timeout: .seconds(120)))
            XCTAssertEqual(hosted.gtkSelection(), 0..<bytes.count, "GTK's selection grew with the text loaded")

            fixture.type("x")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.textStorage.utf8Count == 1 }),
                          "the key replaced \(bytes.count - textView.textStorage.utf8Count + 1) bytes, not the whole file")
            XCTAssertTrue(hosted.bufferText == "x")
            // Undone and saved, the tab closes without asking; the file saved is the file read.
            textView.undoManager?.undo()
            XCTAssertEqual(textView.textStorage.utf8Count, bytes.count)
            fixture.press("ctrl+s", input: "s", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.currentTab.isEdited }))
            XCTAssertEqual(try Data(contentsOf: url), Data(bytes))
            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.allSatisfy { $0.document.fileURL != url.standardizedFileURL } }))
        }
    }
}
