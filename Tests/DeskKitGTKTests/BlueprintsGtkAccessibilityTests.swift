import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// The drawn content's accessibility elements as GTK widgets over it: one per tab, with the
/// button role, the tab's title as name, the current tab selected, and the tab's frame as bounds.
final class BlueprintsGtkAccessibilityTests: XCTestCase {
    func testTabsAreNamedSelectableButtonsAtTheirFrames() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let window = try XCTUnwrap(fixture.host.window)
            window.makeKey()
            fixture.press("ctrl+t", input: "t", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count >= 2 }), "Ctrl+T opened no tab")
            let titles = editor.openTabs.map(\.document.title)
            let layer = fixture.host.accessibility
            // Elements follow the drawn frames: wait until they show these tabs, the current one selected.
            let current = editor.currentTab.document.title
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                let buttons = layer.shownElements.filter { $0.role == GTK_ACCESSIBLE_ROLE_BUTTON }
                return buttons.map(\.name) == titles && buttons.filter(\.isSelected).map(\.name) == [current]
            }), "the tabs never showed as buttons: \(layer.shownElements.map(\.name)) against \(titles)")
            window.layoutIfNeeded()
            let buttons = layer.shownElements.filter { $0.role == GTK_ACCESSIBLE_ROLE_BUTTON }
            XCTAssertEqual(buttons.filter(\.isSelected).map(\.name), [editor.currentTab.document.title])
            XCTAssertEqual(buttons.map(\.frame), window.accessibilityNodes().filter { $0.traits.contains(.button) }.map(\.frame))

            // Each element is a widget in the content overlay that takes no clicks, placed at its frame.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.placedButtons(in: fixture.host.contentLayer) == buttons.map(\.frame) }),
                          "the widgets sit at \(Self.placedButtons(in: fixture.host.contentLayer)), not \(buttons.map(\.frame))")

            // Closing the tab removes its element.
            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count == titles.count - 1 }), "Ctrl+W closed no tab")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                layer.shownElements.filter { $0.role == GTK_ACCESSIBLE_ROLE_BUTTON }.map(\.name) == editor.openTabs.map(\.document.title)
            }), "the closed tab's element stayed")
        }
    }

    /// A screen reader's "activate" on a tab's element shows that tab, and the element the app names
    /// in a layout change takes GTK's keyboard focus (which GTK reports as `focused` on AT-SPI).
    func testTabElementsActivateAndFollowFocus() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let window = try XCTUnwrap(fixture.host.window)
            window.makeKey()
            fixture.press("ctrl+t", input: "t", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count >= 2 }), "Ctrl+T opened no tab")
            // Leaves the editor as it found it: the new tab closed, the first one shown.
            let opened = editor.selectedTabIndex
            defer {
                editor.selectTab(at: opened)
                fixture.press("ctrl+w", input: "w", modifiers: .control)
                _ = GtkApplicationLoop.iterate(until: {
                    editor.openTabs.count == opened
                        && fixture.host.accessibility.shownElements.filter { $0.role == GTK_ACCESSIBLE_ROLE_BUTTON }.count == opened
                })
            }
            let layer = fixture.host.accessibility
            let other = try XCTUnwrap(editor.openTabs.firstIndex { $0.document.title != editor.currentTab.document.title })
            let title = editor.openTabs[other].document.title
            var node: AccessibilityNode? {
                window.accessibilityNodes().first { $0.label == title && $0.traits.contains(.button) }
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { node.flatMap { layer.widget(for: $0.element) } != nil }),
                          "the tab \(title) has no element widget")
            let widget = try XCTUnwrap(node.flatMap { layer.widget(for: $0.element) })
            XCTAssertEqual(gtk_widget_get_focusable(widget), cgtk_true)

            XCTAssertNotEqual(gtk_widget_activate_action_variant(widget, "element.activate", nil), cgtk_false,
                              "the element offers no activate action")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == title }),
                          "activating the tab's element did not show \(title)")

            // While the text view is first responder it keeps the keyboard; with no first responder,
            // the element the app names takes it.
            let textView = try XCTUnwrap(window.firstResponder as? UITextView)
            _ = textView.resignFirstResponder()
            let label = try XCTUnwrap(window.accessibilityObject(for: try XCTUnwrap(node).element))
            UIAccessibility.post(notification: .layoutChanged, argument: label)
            // The strip made new labels for the switch: the element is the new label's widget.
            let focusedWidget = { node.flatMap { layer.widget(for: $0.element) } }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                focusedWidget() != nil && gtk_window_get_focus(cgtk_window(fixture.host.gtkWindow)) == focusedWidget()
            }), "GTK's focus did not move to the element the app focused")
            XCTAssertEqual(layer.focusedElement, node?.element)
            XCTAssertEqual(node?.isFocused, true)
            // The text view takes the keyboard back when it is first responder again.
            _ = textView.becomeFirstResponder()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { gtk_window_get_focus(cgtk_window(fixture.host.gtkWindow)) != focusedWidget() }),
                          "the element kept GTK's focus after the text view became first responder")
        }
    }

    /// The bounds of the button-role widgets in the overlay, in its coordinates; each must take no clicks.
    @MainActor
    private static func placedButtons(in overlay: UnsafeMutablePointer<GtkWidget>) -> [CGRect] {
        var child = gtk_widget_get_first_child(overlay)
        var placed: [CGRect] = []
        while let widget = child {
            if gtk_accessible_get_accessible_role(OpaquePointer(widget)) == GTK_ACCESSIBLE_ROLE_BUTTON {
                XCTAssertEqual(gtk_widget_get_can_target(widget), cgtk_false, "an element widget would take clicks")
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(widget, overlay, &bounds) != cgtk_false {
                    placed.append(CGRect(x: CGFloat(bounds.origin.x), y: CGFloat(bounds.origin.y),
                                         width: CGFloat(bounds.size.width), height: CGFloat(bounds.size.height)))
                }
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return placed
    }
}
