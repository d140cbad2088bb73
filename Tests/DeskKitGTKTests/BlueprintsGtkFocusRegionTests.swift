import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// F6 and Shift+F6 in Blueprints' editor through the real GTK presenter: the core decides which
/// region gets the keyboard, and GTK's focus follows it to the bar's title, the find field and
/// the document's text view.
final class BlueprintsGtkFocusRegionTests: XCTestCase {
    func testGtkFocusFollowsTheCoresRegions() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let editor = try XCTUnwrap(fixture.editor)
            if editor.openTabs.isEmpty { fixture.press("ctrl+t", input: "t", modifiers: .control) }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.openTabs.isEmpty }))
            editor.selectTab(at: 0)
            let window = try XCTUnwrap(host.window)
            window.makeKey()
            let textView = editor.documentTextView
            XCTAssertTrue(textView.becomeFirstResponder())
            let document = FocusRegion.content(editor.view)
            XCTAssertEqual(window.focusRegions, [.navigationBar, document])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.gtkRegion(host) == document && host.navigationBar.titleButton != nil }),
                          "the document never had GTK's keyboard")

            /// Presses a key and checks that the core moved the keyboard to `region` and GTK's focus followed.
            @MainActor func press(_ keys: String, shift: Bool = false, to region: FocusRegion, _ step: String) {
                fixture.press(keys, input: keys.hasSuffix("F6") ? UIKeyCommand.inputF6 : UIKeyCommand.inputEscape, modifiers: shift ? .shift : [])
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { window.focusRegion == region && Self.gtkRegion(host) == region }),
                              "\(step): the core has \(String(describing: window.focusRegion)), GTK \(String(describing: Self.gtkRegion(host))), wanted \(region)")
            }

            press("F6", to: .navigationBar, "F6 from the document")
            XCTAssertTrue(textView.isFirstResponder, "the document keeps the core's first responder for shortcuts")
            XCTAssertNotEqual(gtk_window_get_focus_visible(cgtk_window(host.gtkWindow)), cgtk_false, "no focus ring")
            press("F6", to: document, "F6 from the bar, round to the document")
            XCTAssertFalse(host.navigationBar.isKeyboardInBar)

            // With the find bar open it is a region between the bar and the document.
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.focusedField == .search && window.focusRegion == .findBar }),
                          "Ctrl+F did not give the find field the keyboard")
            XCTAssertEqual(window.focusRegions, [.navigationBar, .findBar, document])
            press("shift+F6", shift: true, to: .navigationBar, "Shift+F6 from the find bar")
            press("shift+F6", shift: true, to: document, "Shift+F6 from the bar, round to the document")
            XCTAssertTrue(host.findBar.isMapped, "leaving the find bar does not close it")
            XCTAssertTrue(textView.isFirstResponder)
            press("F6", to: .navigationBar, "F6 from the document")
            press("F6", to: .findBar, "F6 from the bar")
            XCTAssertEqual(host.findBar.focusedField, .search)

            // Esc in the bar goes back where the keyboard was: the find field; Esc there closes it.
            press("F6", shift: false, to: document, "F6 from the find bar")
            press("F6", to: .navigationBar, "F6 from the document")
            press("Escape", to: document, "Esc in the bar")
            XCTAssertTrue(host.findBar.isMapped)
            press("F6", to: .navigationBar, "F6 from the document")
            press("F6", to: .findBar, "F6 from the bar")
            press("Escape", to: document, "Esc in the find bar")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }), "Esc did not close the find bar")
            XCTAssertEqual(window.focusRegions, [.navigationBar, document])
        }
    }

    /// The region GTK's keyboard focus is in, as the core names regions.
    @MainActor
    private static func gtkRegion(_ host: GtkWindowHost) -> FocusRegion? {
        guard let window = host.window, let focus = gtk_window_get_focus(cgtk_window(host.gtkWindow)) else { return nil }
        if gtk_widget_is_ancestor(focus, host.navigationBar.widget) != cgtk_false { return .navigationBar }
        if host.findBar.hasFocus { return .findBar }
        guard focus == host.contentLayer || gtk_widget_is_ancestor(focus, host.contentLayer) != cgtk_false else { return nil }
        // One pane in the editor: the document's.
        return window.focusRegions.last
    }
}
