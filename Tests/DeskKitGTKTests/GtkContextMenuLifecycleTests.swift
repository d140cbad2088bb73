import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A context menu interaction's delegate hears the GTK popover close: when the user dismisses it
/// (the popover pops down), and when another menu replaces it.
final class GtkContextMenuLifecycleTests: XCTestCase {
    @MainActor
    private final class Recorder: UIContextMenuInteractionDelegate {
        var events: [String] = []

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "card", previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Pin") { _ in }])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("display")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("end")
        }
    }

    func testTheDelegateHearsThePopoverCloseAndItsReplacement() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let root = try XCTUnwrap(window.rootViewController?.view)
            let card = UIView(frame: CGRect(x: 300, y: 300, width: 80, height: 60))
            let recorder = Recorder()
            card.addInteraction(UIContextMenuInteraction(delegate: recorder))
            root.addSubview(card)
            defer { card.removeFromSuperview() }
            let point = CGPoint(x: 320, y: 320)

            fixture.application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "the context menu did not show")
            XCTAssertEqual(recorder.events, ["display"])
            host.hideContextMenu()  // what Esc or a click elsewhere does to the popover
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { recorder.events == ["display", "end"] }), "the close was not heard: \(recorder.events)")

            fixture.application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }))
            fixture.application.handleClick(at: point, button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }))
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            XCTAssertEqual(recorder.events, ["display", "end", "display", "end", "display"])
            fixture.presenter.dismissContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { recorder.events.last == "end" && !host.isContextMenuVisible }))
            XCTAssertEqual(recorder.events.count, 6)
        }
    }
}

/// The drawn content asks the core for tool tips.
final class GtkToolTipTests: XCTestCase {
    func testTheDrawingAreaAsksForToolTips() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            XCTAssertNotEqual(gtk_widget_get_has_tooltip(fixture.host.renderer.widget), cgtk_false)
        }
    }
}
