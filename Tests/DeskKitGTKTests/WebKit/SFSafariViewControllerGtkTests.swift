import CGtk
import DeskKit
import DeskKitTestSupport
import DeskKitWebKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A page's controller, presented as UIKit apps present Safari's: it loads its URL in a web view,
/// takes the page's title, tells its delegate of the first load, and Done dismisses it.
final class SFSafariViewControllerGtkTests: XCTestCase {
    @MainActor
    private final class PageLog: SFSafariViewControllerDelegate {
        var loads: [Bool] = []
        var finished = 0
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            loads.append(didLoadSuccessfully)
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished += 1 }
    }

    func testThePageLoadsTakesItsTitleAndDoneDismissesIt() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let folder = try temporaryFolder("safari-page")
            defer { try? FileManager.default.removeItem(at: folder) }
            let page = folder.appendingPathComponent("release-notes.html")
            try "<title>Release notes</title><p>Version 2 adds web views.</p>".write(to: page, atomically: true, encoding: .utf8)

            let controller = SFSafariViewController(url: page)
            let log = PageLog()
            controller.delegate = log
            defer { if editor.presentedViewController != nil { editor.dismiss(animated: false) } }
            editor.present(controller, animated: true)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { log.loads == [true] }, timeout: .seconds(30)), "the page never loaded")
            XCTAssertEqual(controller.title, "Release notes")
            XCTAssertTrue(controller.view is WKWebView)

            let done = try XCTUnwrap(controller.navigationItem.leftBarButtonItem?.primaryAction)
            done.performWithSender(nil, target: nil)
            XCTAssertEqual(log.finished, 1)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.presentedViewController == nil }), "Done did not dismiss the page")
        }
    }
}
