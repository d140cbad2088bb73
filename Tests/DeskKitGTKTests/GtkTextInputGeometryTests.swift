import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// `firstRect(for:)`, `caretRect(for:)` and `closestPosition(to:)` on a text view GTK shows come
/// from GTK's layout: lines where GTK draws them, long lines wrapped where GTK wraps them.
final class GtkTextInputGeometryTests: XCTestCase {
    func testGeometryComesFromGtksLayout() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let long = String(repeating: "plank ", count: 120)
            let text = "First line\nSecond line\n\(long)\nlast"
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-geometry-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("geometry.txt")
            try Data(text.utf8).write(to: url)
            editor.open([url])
            let textView = editor.documentTextView
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
                return hosted.isLoaded && hosted.placement != nil
            }), "the GTK text view never took the document")
            GtkApplicationLoop.iterate(for: .milliseconds(200))

            @MainActor func range(of word: String) -> UITextRange {
                let bytes = Array(textView.text.utf8)
                let needle = Array(word.utf8)
                let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
                return TextRange(start..<(start + needle.count), version: textView.textStorage.version)
            }

            // The caret at the start sits at the text's margins.
            let start = textView.caretRect(for: textView.beginningOfDocument)
            XCTAssertEqual(start.minX, textView.textContainerInset.left + textView.textContainer.lineFragmentPadding, accuracy: 1)
            XCTAssertEqual(start.minY, textView.textContainerInset.top, accuracy: 1)
            XCTAssertGreaterThan(start.height, 8)

            // "Second" is one line down, as wide as GTK draws it, and a click there finds it.
            let second = textView.firstRect(for: range(of: "Second"))
            XCTAssertEqual(second.minY, start.minY + start.height, accuracy: 1)
            XCTAssertEqual(second.minX, start.minX, accuracy: 1)
            XCTAssertGreaterThan(second.width, 20)
            XCTAssertEqual((textView.closestPosition(to: CGPoint(x: second.minX + 1, y: second.midY)) as? TextPosition)?.offset, 11)
            let line = textView.firstRect(for: range(of: "Second line"))
            XCTAssertGreaterThan(line.width, second.width)

            // The long line wraps in GTK: its first rectangle stops at the view's edge, and its
            // last word is lower down.
            let whole = textView.firstRect(for: range(of: long))
            XCTAssertEqual(whole.minY, second.minY + second.height, accuracy: 1)
            XCTAssertLessThanOrEqual(whole.maxX, textView.bounds.width)
            let last = textView.firstRect(for: range(of: "last"))
            XCTAssertGreaterThan(last.minY, whole.minY + 2 * whole.height, "the long line took several lines")
            let caret = textView.caretRect(for: range(of: "last").start)
            XCTAssertEqual(caret.minY, last.minY, accuracy: 0.5)

            // The tokenizer's lines are GTK's: the long line's first line ends where GTK wrapped it.
            let firstLine = try XCTUnwrap(textView.tokenizer.rangeEnclosingPosition(
                range(of: long).start, with: .line, inDirection: .storage(.forward)))
            let wrapped = try XCTUnwrap(textView.text(in: firstLine))
            XCTAssertTrue(long.hasPrefix(wrapped) && wrapped.count < long.count && wrapped.hasSuffix(" "), wrapped)
            let lineEnd = try XCTUnwrap(textView.position(from: firstLine.end, offset: -1))
            XCTAssertEqual(textView.caretRect(for: lineEnd).minY, whole.minY, accuracy: 0.5)

            // Points far outside the view, as line-end code asks with, find the nearest place.
            XCTAssertNotNil(textView.closestPosition(to: CGPoint(x: 1e12, y: second.midY)))
            XCTAssertNotNil(textView.closestPosition(to: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: .nan)))
        }
    }
}
