import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// The editor bar's title menu and rename with the keyboard only: real key presses through the
/// X server (xdotool), no clicks and no calls into the bar.
final class BlueprintsGtkKeyboardNavigationBarTests: XCTestCase {
    func testTitleMenuAndRenameWithKeysOnly() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            guard BlueprintsGtkFixture.canSendKeys else { throw XCTSkip("Keyboard-only tests press real keys with xdotool; install it.") }
            let host = fixture.host
            let bar = host.navigationBar
            let editor = try XCTUnwrap(fixture.editor)
            let folder = try XCTUnwrap(DocumentFolder.directory)
            host.window?.makeKey()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isActive && bar.titleButton != nil }), "no title button")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.documentHasKeyboard(host, editor) }), "the document never had the keyboard")
            let original = editor.currentTab.document.title
            let text = editor.documentTextView.text

            // F6 moves the keyboard from the document to the title, which shows a focus ring.
            fixture.xdotool(["key", "F6"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.titleHasKeyboard(bar) }), "F6 did not reach the title: \(Self.describeFocus(host))")
            XCTAssertNotEqual(gtk_window_get_focus_visible(cgtk_window(host.gtkWindow)), cgtk_false, "no focus ring")

            // Down opens the title menu; arrows move through it to Rename; Enter picks it.
            fixture.xdotool(["key", "Down"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .title && bar.isPopoverVisible }), "Down did not open the title menu")
            XCTAssertEqual(bar.popoverTitles, ["Share…", "Duplicate", "Move", "Rename", "Export", "Print", "Comments"])
            var visited: [String] = []
            for _ in 0..<10 where visited.last != "Rename" {
                let before = Self.focusedMenuItem(host)
                fixture.xdotool(["key", "Down"])
                GtkApplicationLoop.iterate(until: { Self.focusedMenuItem(host) != before }, timeout: .seconds(2))
                if let item = Self.focusedMenuItem(host) { visited.append(item) }
            }
            XCTAssertEqual(visited.last, "Rename", "arrows went through \(visited)")
            fixture.xdotool(["key", "Return"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryHasFocus }), "Rename did not open the entry with the keyboard")
            XCTAssertEqual(bar.renameEntrySelectedText, original, "the name without its extension is selected")

            // Typing replaces the name; Enter renames the file; the keyboard goes back to the text.
            fixture.xdotool(["type", "--delay", "40", "Keyboard Plan"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.navigationItem.renameField?.text == "Keyboard Plan.txt" }),
                          "the core has \(editor.navigationItem.renameField?.text ?? "no rename")")
            fixture.xdotool(["key", "Return"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == "Keyboard Plan" }), "Enter did not rename")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Keyboard Plan.txt").path))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil && Self.documentHasKeyboard(host, editor) }),
                          "the keyboard did not go back to the document")
            XCTAssertEqual(editor.documentTextView.text, text, "no key reached the document")

            // Space on the title opens the menu too; Esc closes it and leaves the keyboard on the
            // title; Esc again goes back to the document. F6 once the bar shows the new name, as
            // a user would press it (the bar rebuilds its title after a rename).
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.titleButton != nil }), "no title button after the rename")
            GtkApplicationLoop.iterate(for: .milliseconds(200))
            fixture.xdotool(["key", "F6"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.titleHasKeyboard(bar) }), "F6 did not reach the title: \(Self.describeFocus(host))")
            fixture.xdotool(["key", "space"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .title && bar.isPopoverVisible }), "Space did not open the title menu")
            fixture.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !bar.isPopoverVisible && Self.titleHasKeyboard(bar) }),
                          "Esc did not give the keyboard back to the title")
            fixture.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.documentHasKeyboard(host, editor) }), "Esc did not go back to the document")

            // F2 (File ▸ Rename…) from the document: back to the original name.
            fixture.xdotool(["key", "F2"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryHasFocus }), "F2 did not open the rename entry")
            XCTAssertEqual(bar.renameEntrySelectedText, "Keyboard Plan")
            fixture.xdotool(["type", "--delay", "40", original])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.navigationItem.renameField?.text == "\(original).txt" }))
            fixture.xdotool(["key", "Return"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == original }), "F2 and Enter did not rename")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil && Self.documentHasKeyboard(host, editor) }))
            XCTAssertEqual(editor.documentTextView.text, text)
        }
    }

    /// Where GTK's keyboard focus is, for failure messages.
    @MainActor
    private static func describeFocus(_ host: GtkWindowHost) -> String {
        guard let root = gtk_widget_get_root(host.gtkWindow), let focus = gtk_root_get_focus(root) else { return "nowhere" }
        var names: [String] = []
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget, names.count < 6 {
            names.append(String(cString: gtk_widget_get_css_name(current)))
            widget = gtk_widget_get_parent(current)
        }
        let hosted = host.hostedTextViews.values.map { "\($0.hasFocus)/\($0.view == focus)/\($0.textView === host.window?.firstResponder)" }
        return names.joined(separator: " < ") + " hosted \(hosted) responder \(host.window?.firstResponder.map { "\(type(of: $0))" } ?? "none") inBar \(host.navigationBar.isKeyboardInBar) (bar visible: \(host.navigationBar.isVisible), title button: \(host.navigationBar.titleButton != nil), active: \(gtk_window_is_active(cgtk_window(host.gtkWindow)) != cgtk_false))"
    }

    /// Whether GTK's keyboard focus is on the title button.
    @MainActor
    private static func titleHasKeyboard(_ bar: GtkNavigationBar) -> Bool {
        bar.titleButton.map { gtk_widget_has_focus($0) != cgtk_false } ?? false
    }

    /// Whether the document's GTK text view has the keyboard.
    @MainActor
    private static func documentHasKeyboard(_ host: GtkWindowHost, _ editor: EditorViewController) -> Bool {
        host.hostedTextView(for: editor.documentTextView)?.hasFocus ?? false
    }

    /// The text of the menu item that has the keyboard in an open popover menu, if any.
    @MainActor
    private static func focusedMenuItem(_ host: GtkWindowHost) -> String? {
        guard let popover = host.navigationBar.popover, let root = gtk_widget_get_root(host.gtkWindow),
              let focus = gtk_root_get_focus(root), gtk_widget_is_ancestor(focus, popover) != cgtk_false else { return nil }
        return label(in: focus)
    }

    /// The first label's text inside `widget`, depth first.
    @MainActor
    private static func label(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if String(cString: gtk_widget_get_css_name(widget)) == "label" {
            return String(cString: gtk_label_get_text(cgtk_label(widget)))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = label(in: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
