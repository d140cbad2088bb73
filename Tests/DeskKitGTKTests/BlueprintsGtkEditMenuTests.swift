import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Edit menus through the real GTK presenter under Xvfb: the compact touch popover with pages,
/// page arrows and submenus in place; the context popover on secondary click; closing by GTK
/// told to the core; the desktop clipboard behind Cut, Copy and Paste.
final class BlueprintsGtkEditMenuTests: XCTestCase {
    func testCompactMenuPagesSubmenusAndClosing() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            window.makeKey()
            let probe = PagingProbe()
            let root = try XCTUnwrap(window.rootViewController?.view)
            root.addSubview(probe.view)
            defer {
                probe.interaction.dismissMenu()
                probe.view.removeFromSuperview()
            }

            // Presented outside input handling: the compact menu, as for a finger.
            probe.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.compactEditMenu?.isVisible == true }), "no compact menu")
            let menu = try XCTUnwrap(host.compactEditMenu)
            XCTAssertFalse(host.isContextMenuVisible)

            // Thirty titles do not fit in one row: the first page ends with a next arrow only.
            XCTAssertTrue(menu.buttonKinds.contains(.nextPage), "\(menu.buttonKinds)")
            XCTAssertFalse(menu.buttonKinds.contains(.previousPage))
            XCTAssertEqual(menu.itemTitles.first, "Action 1")
            XCTAssertLessThan(menu.itemTitles.count, PagingProbe.titles.count)
            let windowWidth = Int(gtk_widget_get_width(host.renderer.widget))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.rowWidth > 0 }))
            XCTAssertLessThanOrEqual(menu.rowWidth, windowWidth, "the row is wider than the window")

            // Titles are measured with Pango: a longer title measures wider, in the popover's font.
            let presenter = fixture.presenter!
            let short = try XCTUnwrap(presenter.editMenuTitleWidth("Copy"))
            let long = try XCTUnwrap(presenter.editMenuTitleWidth("Copy Copy Copy"))
            XCTAssertGreaterThan(short, 10)
            XCTAssertGreaterThan(long, 2.5 * short)

            // Paging forward shows every title once, in order, then stops at the last page.
            var seen = menu.itemTitles
            var pages = 1
            while menu.buttonKinds.contains(.nextPage) {
                let before = menu.itemTitles
                XCTAssertTrue(menu.click(.nextPage))
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.itemTitles != before }), "next page did not show")
                XCTAssertTrue(menu.buttonKinds.contains(.previousPage))
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.rowWidth > 0 }))
                XCTAssertLessThanOrEqual(menu.rowWidth, windowWidth)
                seen += menu.itemTitles
                pages += 1
                if pages > 30 { break }
            }
            XCTAssertGreaterThanOrEqual(pages, 2)
            XCTAssertEqual(seen, PagingProbe.titles + ["More"])
            let last = menu.itemTitles
            XCTAssertTrue(menu.click(.previousPage))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.itemTitles != last }), "previous page did not show")

            // A submenu opens in place, with a back button; back returns to the parent's items.
            while !menu.itemTitles.contains("More"), menu.click(.nextPage) {
                let before = menu.itemTitles
                GtkApplicationLoop.iterate(until: { menu.itemTitles != before })
            }
            XCTAssertTrue(menu.clickItem(titled: "More"))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.itemTitles == ["Again", "Inner"] }), "\(menu.itemTitles)")
            XCTAssertEqual(menu.buttonKinds.first, .back)
            XCTAssertTrue(menu.isVisible)

            // keepsMenuPresented: the action runs and the popover stays up.
            XCTAssertTrue(menu.click(menu.buttonKinds[1]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { probe.performed == ["Again"] }), "\(probe.performed)")
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            XCTAssertTrue(menu.isVisible)
            XCTAssertTrue(probe.interaction.isMenuVisible)

            XCTAssertTrue(menu.click(.back))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.itemTitles.first == "Action 1" }), "\(menu.itemTitles)")

            // An ordinary action runs and closes the menu.
            XCTAssertTrue(menu.click(menu.buttonKinds[0]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { probe.performed == ["Again", "Action 1"] && !menu.isVisible }))
            XCTAssertFalse(probe.interaction.isMenuVisible)

            // GTK closing the popover (a click outside, Esc) is told to the core.
            probe.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.isVisible }))
            probe.events = []
            gtk_popover_popdown(cgtk_popover(menu.popover))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !probe.interaction.isMenuVisible }), "the core still shows the menu")
            XCTAssertEqual(probe.events, ["will dismiss"])

            // As a context menu (secondary click), keepsMenuPresented shows the menu again after
            // the action; an ordinary action closes it.
            let center = CGPoint(x: probe.view.frame.midX, y: probe.view.frame.midY)
            fixture.application.handleClick(at: center, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            XCTAssertFalse(menu.isVisible)
            let again = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Again" }?.key)
            host.contextMenus.activate(actionID: again)
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            XCTAssertTrue(host.isContextMenuVisible)
            XCTAssertTrue(probe.interaction.isMenuVisible)
            XCTAssertEqual(probe.performed.last, "Again")
            let inner = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Inner" }?.key)
            host.contextMenus.activate(actionID: inner)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.isContextMenuVisible && !probe.interaction.isMenuVisible }))
            XCTAssertEqual(probe.performed.last, "Inner")

            if BlueprintsGtkFixture.canSendKeys {
                probe.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.isVisible }))
                GtkApplicationLoop.iterate(for: .milliseconds(200))
                fixture.xdotool(["key", "Escape"])
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { !probe.interaction.isMenuVisible && !menu.isVisible }),
                              "Esc did not close the menu in GTK and in the core")
            }
            Self.settle(host)
        }
    }

    func testSecondaryClickShowsTheTextContextMenuAndTouchTheCompactOne() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let presenter = fixture.presenter!
            let application = fixture.application
            let window = try XCTUnwrap(host.window)
            window.makeKey()
            let editor = try XCTUnwrap(fixture.editor)
            let textView = editor.documentTextView
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.renderer.drawCount > 0 }))
            let selected = try XCTUnwrap(textView.text.utf8.firstRange(of: "2.4 m".utf8))
            let start = textView.text.utf8.distance(from: textView.text.utf8.startIndex, to: selected.lowerBound)
            textView.becomeFirstResponder()
            textView.select(start..<(start + 5))
            // The middle of the selection as drawn, in window coordinates.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                host.lastDrawnTextDecorations.contains { $0.style == .selection && $0.byteRange == start..<(start + 5) }
            }), "the selection was not drawn")
            let drawn = try XCTUnwrap(host.lastDrawnTextDecorations.first { $0.style == .selection }?.rects.first)
            let point = CGPoint(x: drawn.midX, y: drawn.midY)

            // Secondary click: the vertical context popover with the system actions, the
            // conversion, and the seed's Highlight and Insert Photo.
            application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            XCTAssertFalse(host.compactEditMenu?.isVisible ?? false)
            let titles = presenter.contextElements.sorted { $0.key < $1.key }.map(\.value.title)
            for title in ["Cut", "Copy", "Highlight", "Insert Photo"] { XCTAssertTrue(titles.contains(title), "\(titles)") }
            XCTAssertTrue(titles.contains { $0.hasPrefix("2.4 m = ") && $0.contains("ft") }, "no conversion in \(titles)")
            XCTAssertLessThan(try XCTUnwrap(titles.firstIndex(of: "Copy")), try XCTUnwrap(titles.firstIndex(of: "Highlight")))

            // Highlight really highlights, and the menu is gone in GTK and in the core.
            let highlight = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Highlight" }?.key)
            host.contextMenus.activate(actionID: highlight)
            XCTAssertEqual(textView.highlightedByteRanges, [start..<(start + 5)])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                host.lastDrawnTextDecorations.contains { $0.style == .marked && $0.byteRange == start..<(start + 5) }
            }), "the highlight was not drawn")
            XCTAssertFalse(textView.editMenuInteraction.isMenuVisible)

            // A context popover closed by GTK (a click outside) is closed in the core too.
            application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }))
            XCTAssertTrue(textView.editMenuInteraction.isMenuVisible)
            host.hideContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !textView.editMenuInteraction.isMenuVisible }),
                          "the core still shows the edit menu")

            // A finger (here the emulated one: the right button) on the selection shows the compact menu.
            presenter.secondaryButtonEmulatesTouch = true
            defer { presenter.secondaryButtonEmulatesTouch = false }
            for phase in [GtkPointerEvent.Phase.down, .up] {
                host.renderer.onPointer?(GtkPointerEvent(phase: phase, button: .secondary, location: point, clickCount: 1, modifiers: []))
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.compactEditMenu?.isVisible == true }), "no compact menu for touch")
            let compact = try XCTUnwrap(host.compactEditMenu)
            XCTAssertFalse(host.isContextMenuVisible)
            XCTAssertEqual(textView.selectedByteRange, start..<(start + 5), "the tap on the selection moved the caret")
            // It points at the selection as drawn, beside it rather than over it.
            let target = try XCTUnwrap(compact.content?.target)
            XCTAssertTrue(target.insetBy(dx: -1, dy: -1).contains(drawn), "target \(target), selection \(drawn)")
            XCTAssertEqual(compact.content?.side, .above)
            let shown = compact.titlesOfEveryPage()
            XCTAssertTrue(shown.contains("Copy") && shown.contains("Highlight") && shown.contains("Insert Photo"), "\(shown)")
            textView.editMenuInteraction.dismissMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !compact.isVisible }))
            textView.removeAllHighlights()
            Self.settle(host)
        }
    }

    func testHugeMenusAndTitlesStayBounded() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            window.makeKey()
            let probe = PagingProbe()
            probe.titlesOverride = [String(repeating: "Jello ", count: 200_000)] + (1...5_000).map { "Extra \($0)" }
            let root = try XCTUnwrap(window.rootViewController?.view)
            root.addSubview(probe.view)
            defer {
                probe.interaction.dismissMenu()
                probe.view.removeFromSuperview()
            }

            // Compact: the megabyte title is cut, the row stays in the window.
            probe.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.compactEditMenu?.isVisible == true }), "no compact menu")
            let menu = try XCTUnwrap(host.compactEditMenu)
            XCTAssertLessThanOrEqual(try XCTUnwrap(menu.itemTitles.first).count, 201)
            XCTAssertTrue(menu.buttonKinds.contains(.nextPage))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menu.rowWidth > 0 }))
            XCTAssertLessThanOrEqual(menu.rowWidth, Int(gtk_widget_get_width(host.renderer.widget)))
            probe.interaction.dismissMenu()

            // Secondary click: the context popover shows the menu the core cut short.
            let center = CGPoint(x: probe.view.frame.midX, y: probe.view.frame.midY)
            fixture.application.handleClick(at: center, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            XCTAssertLessThanOrEqual(fixture.presenter.contextElements.count, 2_000)
            host.hideContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !probe.interaction.isMenuVisible }))
            Self.settle(host)
        }
    }

    func testPasteboardFollowsTheDesktopClipboard() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let presenter = fixture.presenter!
            let application = fixture.application
            let window = try XCTUnwrap(host.window)
            window.makeKey()
            let clipboard = try XCTUnwrap(presenter.clipboard).clipboard
            let textView = try XCTUnwrap(fixture.editor).documentTextView
            textView.becomeFirstResponder()

            // The app's copy reaches the desktop clipboard.
            UIPasteboard.general.string = "Jello from DeskKit"
            XCTAssertEqual(Self.readClipboardText(clipboard), "Jello from DeskKit")

            // Text another program (here GTK itself) puts on the clipboard reaches the pasteboard.
            gdk_clipboard_set_text(clipboard, "Jello from GTK")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { UIPasteboard.general.string == "Jello from GTK" }),
                          "the pasteboard holds \(UIPasteboard.general.string ?? "nothing")")
            XCTAssertTrue(textView.canPerformAction(.paste, withSender: nil))

            // A clipboard without text: Paste is not offered.
            gdk_clipboard_set_content(clipboard, nil)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !UIPasteboard.general.hasStrings }))
            XCTAssertFalse(textView.canPerformAction(.paste, withSender: nil))

            // Copy from the edit menu puts the selection on the desktop clipboard; Paste reads it back.
            let text: String = textView.text
            textView.select(0..<6)
            let point = CGPoint(x: textView.frame.minX + 30, y: textView.frame.minY + 14)
            application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            XCTAssertFalse(presenter.contextElements.values.contains { $0.title == "Paste" }, "Paste offered with an empty clipboard")
            let copy = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Copy" }?.key)
            host.contextMenus.activate(actionID: copy)
            XCTAssertEqual(Self.readClipboardText(clipboard), String(text.prefix(6)))
            textView.select(text.utf8.count..<text.utf8.count)
            application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            let paste = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Paste" }?.key)
            host.contextMenus.activate(actionID: paste)
            XCTAssertEqual(textView.text, text + String(text.prefix(6)))
            textView.undoManager?.undo()
            XCTAssertEqual(textView.text, text)
            Self.settle(host)
        }
    }

    /// Lets the popovers' closing finish and the window take the keyboard back, so the next
    /// test's keys reach it.
    @MainActor
    private static func settle(_ host: GtkWindowHost) {
        GtkApplicationLoop.iterate(for: .milliseconds(300))
        XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isActive }), "the window did not get the keyboard back")
    }

    /// Reads the clipboard's text the way another program would: asynchronously, through GDK.
    @MainActor
    private static func readClipboardText(_ clipboard: OpaquePointer) -> String? {
        final class Result: @unchecked Sendable {
            var text: String?
            var done = false
        }
        let result = Result()
        let done: GAsyncReadyCallback = { source, asyncResult, data in
            let result = Unmanaged<Result>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), asyncResult, &error)
            result.text = text.map { String(cString: $0) }
            result.done = true
            g_free(text)
            g_clear_error(&error)
        }
        gdk_clipboard_read_text_async(clipboard, nil, done, Unmanaged.passRetained(result).toOpaque())
        XCTAssertTrue(GtkApplicationLoop.iterate(until: { result.done }), "the clipboard read never finished")
        return result.text
    }
}

/// A view whose edit menu is long enough to page: thirty actions and a submenu with an action
/// that keeps the menu up.
@MainActor
private final class PagingProbe: UIEditMenuInteractionDelegate {
    static let titles = (1...30).map { "Action \($0)" }
    let view = UIView(frame: CGRect(x: 400, y: 300, width: 200, height: 80))
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)
    var performed: [String] = []
    var events: [String] = []
    /// Other titles for the thirty actions.
    var titlesOverride: [String]?

    init() {
        view.addInteraction(interaction)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let record: @MainActor (UIAction) -> Void = { [weak self] action in self?.performed.append(action.title) }
        let actions: [UIMenuElement] = (titlesOverride ?? Self.titles).map { UIAction(title: $0, handler: record) }
        let more = UIMenu(title: "More", children: [
            UIAction(title: "Again", attributes: .keepsMenuPresented, handler: record),
            UIAction(title: "Inner", handler: record),
        ])
        return UIMenu(children: actions + [more])
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        events.append("will dismiss")
    }
}
