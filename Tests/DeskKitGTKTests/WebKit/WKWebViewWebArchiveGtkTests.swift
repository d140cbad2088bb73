import DeskKit
import DeskKitWebKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A web view saves its page as a web archive, which on Linux is MHTML: a MIME message holding
/// the page and what it loaded, as WebKitGTK saves it.
final class WKWebViewWebArchiveGtkTests: XCTestCase {
    @MainActor
    private final class FinishLog: WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }

    /// Debian's own guide to users and groups, which every Debian system has (base-passwd).
    private static let page = URL(fileURLWithPath: "/usr/share/doc/base-passwd/users-and-groups.html")

    func testCreateWebArchiveDataSavesThePageAsMHTML() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let log = FinishLog()
            webView.navigationDelegate = log
            window.addSubview(webView)
            defer { webView.removeFromSuperview() }
            webView.loadFileURL(Self.page, allowingReadAccessTo: Self.page.deletingLastPathComponent())
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { log.finished > 0 }, timeout: .seconds(30)), "the page did not load")

            var result: Result<Data, any Error>?
            webView.createWebArchiveData { result = $0 }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { result != nil }, timeout: .seconds(30)), "no web archive came")
            let archive = String(decoding: try XCTUnwrap(result).get(), as: UTF8.self)
            XCTAssertTrue(archive.contains("MIME-Version: 1.0"), String(archive.prefix(400)))
            XCTAssertTrue(archive.contains("multipart/related"), String(archive.prefix(400)))
            XCTAssertTrue(archive.contains("Subject: Users and Groups in the Debian System"), String(archive.prefix(400)))
            XCTAssertTrue(archive.contains(Self.page.absoluteString), "the archive names the page it saved")
        }
    }
}
