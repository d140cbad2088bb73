import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A presented sheet is a GTK dialog: a second toplevel, transient for the presenter's window and
/// modal, titled and sized from the controller. Its close button dismisses the controller unless
/// `isModalInPresentation` refuses (the delegate hears it); dismissing from code closes it.
final class GtkSheetTests: XCTestCase {
    @MainActor
    private final class DelegateLog: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempted") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    }

    func testASheetIsAModalWindowOverThePresentersAndClosingItDismisses() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let parent = fixture.host
            let editor = try XCTUnwrap(fixture.editor)
            let sheet = UIViewController()
            sheet.title = "Sheet Settings"
            sheet.modalPresentationStyle = .formSheet
            sheet.preferredContentSize = CGSize(width: 420, height: 320)
            let delegate = DelegateLog()
            sheet.presentationController?.delegate = delegate
            defer { if editor.presentedViewController === sheet { editor.dismiss(animated: false) } }

            editor.present(sheet, animated: true)
            let sheetHost = try XCTUnwrap(presenter.sheetHost(for: sheet))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { gtk_widget_get_mapped(sheetHost.gtkWindow) != cgtk_false }),
                          "the sheet's window never showed")
            let gtkSheet = cgtk_window(sheetHost.gtkWindow)
            XCTAssertEqual(presenter.hosts.filter { gtk_widget_get_mapped($0.gtkWindow) != cgtk_false }.count, 2)
            XCTAssertTrue(gtk_window_get_transient_for(gtkSheet) == cgtk_window(parent.gtkWindow))
            XCTAssertNotEqual(gtk_window_get_modal(gtkSheet), cgtk_false)
            XCTAssertEqual(String(cString: gtk_window_get_title(gtkSheet)), "Sheet Settings")
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(gtkSheet, &width, &height)
            XCTAssertEqual([width, height], [420, 320])
            XCTAssertTrue(sheetHost.window?.isKeyWindow ?? false)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { sheetHost.renderer.drawCount > 0 }), "the sheet was never drawn")

            // Modal in presentation: the close button is refused and the delegate hears it.
            sheet.isModalInPresentation = true
            gtk_window_close(gtkSheet)
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            XCTAssertEqual(delegate.calls, ["attempted"])
            XCTAssertTrue(editor.presentedViewController === sheet)
            XCTAssertNotEqual(gtk_widget_get_mapped(sheetHost.gtkWindow), cgtk_false)

            sheet.isModalInPresentation = false
            gtk_window_close(gtkSheet)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.sheetHost(for: sheet) == nil }), "closing left the sheet open")
            XCTAssertEqual(delegate.calls, ["attempted", "will", "did"])
            XCTAssertNil(editor.presentedViewController)
            XCTAssertFalse(presenter.hosts.contains { $0 === sheetHost })
            XCTAssertTrue(parent.window?.isKeyWindow ?? false)
        }
    }

    func testEscAndDismissFromCodeCloseTheSheetsWindow() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let editor = try XCTUnwrap(fixture.editor)
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.topViewController?.title = "Options"
            defer { if editor.presentedViewController != nil { editor.dismiss(animated: false) } }

            editor.present(navigation, animated: true)
            var sheetHost = try XCTUnwrap(presenter.sheetHost(for: navigation))
            XCTAssertEqual(String(cString: gtk_window_get_title(cgtk_window(sheetHost.gtkWindow))), "Options",
                           "the sheet's title comes from its navigation item")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { sheetHost.isActive }), "the sheet never took the focus")
            if BlueprintsGtkFixture.canSendKeys {
                fixture.xdotool(["key", "Escape"])
            } else {
                presenter.handleKey(.keyDown(GtkKeyPress(input: UIKeyCommand.inputEscape, modifiers: [])), in: sheetHost)
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.sheetHost(for: navigation) == nil }), "Esc left the sheet open")
            XCTAssertNil(editor.presentedViewController)

            let again = UIViewController()
            editor.present(again, animated: true)
            sheetHost = try XCTUnwrap(presenter.sheetHost(for: again))
            let window = sheetHost.gtkWindow
            g_object_ref(UnsafeMutableRawPointer(window))
            defer { g_object_unref(UnsafeMutableRawPointer(window)) }
            editor.dismiss(animated: true)
            XCTAssertNil(presenter.sheetHost(for: again))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { gtk_widget_get_mapped(window) == cgtk_false }), "dismiss left the window shown")
        }
    }
}
