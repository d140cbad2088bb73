import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints' windows through the real GTK presenter under Xvfb: Ctrl+N opens a focused second
/// window; Show Details opens a modal prominent window over a dimmed editor; Done closes it.
final class BlueprintsGtkWindowsTests: XCTestCase {
    func testSecondWindowAndProminentWindowOverADimmedOne() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let application = fixture.application
            let host = fixture.host
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            host.window?.makeKey()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isActive }), "the first window never had the focus")

            // Ctrl+N: a second window that takes GTK's focus, and the core's key window follows.
            fixture.press("ctrl+n", input: "n", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 2 }), "Ctrl+N opened no window")
            let second = presenter.hosts[1]
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { second.isActive && second.renderer.drawCount > 0 }),
                          "the new window did not get the focus")
            XCTAssertTrue(application.keyWindow === second.window)
            _ = try fixture.screenshot("08-two-windows", of: second, in: shots)
            gtk_window_close(cgtk_window(second.gtkWindow))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 1 && host.isActive }),
                          "closing the second window did not give the focus back")
            XCTAssertTrue(application.keyWindow === host.window)

            // Right-click in the document, then Show Details from the popover: a prominent window.
            let window = try XCTUnwrap(host.window)
            application.handleClick(at: CGPoint(x: 200, y: 200), button: .secondary, in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            let showDetails = try XCTUnwrap(presenter.contextElements.first { $0.value.title == "Show Details" }?.key)
            _ = try fixture.screenshot("09-context-menu", of: host, in: shots)
            host.contextMenus.activate(actionID: showDetails)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 2 }), "Show Details opened no window")
            let details = presenter.hosts[1]
            XCTAssertEqual(details.scene?.presentationStyle, .prominent)
            XCTAssertTrue(details.scene?.requestingScene === host.scene)
            XCTAssertTrue(gtk_window_get_transient_for(cgtk_window(details.gtkWindow)) == cgtk_window(host.gtkWindow))
            XCTAssertNotEqual(gtk_window_get_modal(cgtk_window(details.gtkWindow)), cgtk_false)
            XCTAssertNotNil(details.prominentTitleBar)
            XCTAssertTrue(host.dimming.isVisible)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { details.isActive && details.renderer.drawCount > 0 }),
                          "the prominent window did not get the focus")
            XCTAssertTrue(application.keyWindow === details.window)
            let title = try XCTUnwrap(fixture.editor?.currentTab.document.title)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { details.lastDrawnTexts.contains(title) }),
                          "details drew \(details.lastDrawnTexts)")

            // The parent's white content shows through the dimming as mid grey (left of the
            // text's scroll bar).
            let dimmed = try fixture.screenshot("09-prominent-parent", of: host, in: shots)
            _ = try fixture.screenshot("09-prominent", of: details, in: shots)
            let grey = 1 - GtkDimmingLayer.opacity
            let corner = CGRect(x: Double(gtk_widget_get_width(host.gtkWindow)) - 100, y: Double(gtk_widget_get_height(host.gtkWindow)) - 40,
                                width: 40, height: 20)
            let share = try fixture.share(of: GtkRGBA(red: grey, green: grey, blue: grey), in: corner, ofPNGAt: dimmed)
            XCTAssertGreaterThan(share, 0.9, "the parent window is not dimmed in \(dimmed)")

            // Keys sent to the dimmed window go to the prominent one instead.
            let tabs = fixture.editor?.openTabs.count
            XCTAssertTrue(presenter.handleKey(.keyDown(GtkKeyPress(input: "t", modifiers: .control)), in: host))
            XCTAssertEqual(fixture.editor?.openTabs.count, tabs, "Ctrl+T reached the dimmed editor")

            // Done closes it, ends its session, undims the parent and gives it the keyboard back.
            details.prominentTitleBar?.clickDone()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 1 }), "Done did not close the window")
            XCTAssertFalse(host.dimming.isVisible)
            XCTAssertEqual(application.connectedScenes.count, 1)
            XCTAssertEqual(application.openSessions.count, 1)
            XCTAssertTrue(application.keyWindow === host.window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isActive }), "the editor did not get the focus back")
            print("GTK window screenshots: \(shots.path)")
        }
    }
}
