import BlueprintsApp
import CGtk
import DeskKit
import DeskKitTestSupport
import Foundation
import XCTest
@testable import DeskKitGTK

/// GTK's own input method (the one every GTK app has when no IBus runs) composes text in the
/// editor and in the find field from real key presses: a Unicode code point with Ctrl+Shift+U and
/// a dead accent. While a composition is open the core's text is untouched; its commit reaches the
/// core as typing does, and undoes as one step.
final class GtkInputMethodTests: XCTestCase {
    @MainActor
    private static func showDocument(_ text: String, in fixture: BlueprintsGtkFixture) throws -> (UITextView, GtkHostedTextView) {
        let editor = try XCTUnwrap(fixture.editor)
        editor.open([try temporaryFile("composing.txt", text)])
        try XCTUnwrap(fixture.host.window).makeKey()
        let textView = editor.documentTextView
        textView.becomeFirstResponder()
        XCTAssertTrue(GtkApplicationLoop.iterate(until: {
            guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
            return hosted.isLoaded && hosted.hasFocus && hosted.placement != nil
        }), "the GTK text view never took the document and the focus")
        textView.select(text.utf8.count..<text.utf8.count)
        GtkApplicationLoop.iterate(for: .milliseconds(100))
        return (textView, try XCTUnwrap(fixture.presenter.hostedTextView(for: textView)))
    }

    func testCodePointAndDeadKeyCompositionsCommitIntoTheTextView() throws {
        try MainActor.assumeIsolated {
            try XCTSkipUnless(BlueprintsGtkFixture.canSendKeys, "needs xdotool and a display to press real keys for GTK's input method")
            let fixture = try BlueprintsGtkFixture.get()
            let start = "Café au lait, crème brûlée: "
            let (textView, hosted) = try Self.showDocument(start, in: fixture)

            // Ctrl+Shift+U opens a composition of a code point; its digits stay GTK's until Space.
            fixture.press("ctrl+shift+u", input: "U", modifiers: [.control, .shift])
            fixture.type("e9")
            GtkApplicationLoop.iterate(for: .milliseconds(200))
            XCTAssertEqual(textView.text, start, "the composition's keys reached the core as text")
            fixture.press("space", input: " ", modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text == start + "é" }),
                          "the composed character never reached the core: \(textView.text.suffix(8).debugDescription)")
            XCTAssertEqual(hosted.bufferText, textView.text)
            XCTAssertEqual(textView.selectedByteRange, textView.text.utf8.count..<textView.text.utf8.count)

            // A dead accent followed by a letter composes as on a European keyboard. (A nested
            // Weston keeps a keymap of its own, without dead keys, so this part runs on X11.)
            var composed = start + "é"
            if BlueprintsGtkFixture.isX11 {
                fixture.pressDeadKey("dead_circumflex")
                fixture.type("o")
                composed += "ô"
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text == composed }),
                              "the dead key's composition never reached the core: \(textView.text.suffix(8).debugDescription)")
            }

            // The composed text undoes as typing does.
            fixture.press("ctrl+z", input: "z", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text == start }),
                          "undo left \(textView.text.suffix(8).debugDescription)")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.bufferText == start }))
        }
    }

    func testACompositionInTheFindFieldSearchesForTheComposedText() throws {
        try MainActor.assumeIsolated {
            try XCTSkipUnless(BlueprintsGtkFixture.canSendKeys, "needs xdotool and a display to press real keys for GTK's input method")
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, _) = try Self.showDocument("Résumé, resume, RÉSUMÉ and résumé again.\n", in: fixture)
            let findInteraction = try XCTUnwrap(textView.findInteraction)
            defer { findInteraction.dismissFindNavigator() }
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { findInteraction.isFindNavigatorVisible }), "Ctrl+F showed no find bar")
            GtkApplicationLoop.iterate(for: .milliseconds(200))
            // The first é from a dead key where the keys allow it (see above), else from its code point;
            // the second from its code point.
            if BlueprintsGtkFixture.isX11 {
                fixture.type("r")
                fixture.pressDeadKey("dead_acute")
                fixture.type("esum")
            } else {
                fixture.type("r")
                fixture.press("ctrl+shift+u", input: "U", modifiers: [.control, .shift])
                fixture.type("e9")
                fixture.press("space", input: " ", modifiers: [])
                fixture.type("sum")
            }
            fixture.press("ctrl+shift+u", input: "U", modifiers: [.control, .shift])
            fixture.type("e9")
            fixture.press("space", input: " ", modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { findInteraction.searchText == "résumé" }),
                          "the find field holds \(String(describing: findInteraction.searchText).debugDescription)")
        }
    }
}
