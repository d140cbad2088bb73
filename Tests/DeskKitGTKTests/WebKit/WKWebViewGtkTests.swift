import CGtk
import DeskKit
import DeskKitTestSupport
import DeskKitWebKit
import Foundation
import XCTest
@testable import DeskKitGTK


/// A web view in a DeskKit window runs on WebKitGTK: it loads HTML strings and files, runs the
/// app's scripts and hands back their results, tells its navigation delegate of each step, goes
/// back and forward through its history, and prints its page to a PDF.
final class WKWebViewGtkTests: XCTestCase {
    /// Everything the navigation delegate heard, in order, and the actions it was asked about.
    @MainActor
    private final class NavigationLog: WKNavigationDelegate {
        var events: [String] = []
        var actions: [WKNavigationAction] = []
        var finished: [WKNavigation] = []
        var errors: [any Error] = []
        /// Links whose file name is here are cancelled.
        var blockedFileNames: Set<String> = []

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            actions.append(navigationAction)
            events.append("decide")
            decisionHandler(blockedFileNames.contains(navigationAction.request.url?.lastPathComponent ?? "") ? .cancel : .allow)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            events.append("finish")
            finished.append(navigation)
        }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("fail provisional")
            errors.append(error)
        }
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
            events.append("fail")
            errors.append(error)
        }
    }

    /// Iterates GTK's loop until `condition` holds; WebKit's web process starts in a few seconds.
    @MainActor
    private static func wait(_ what: String, until condition: () -> Bool) {
        XCTAssertTrue(GtkApplicationLoop.iterate(until: condition, timeout: .seconds(30)), "timed out waiting for \(what)")
    }

    /// Runs a script with the completion handler and waits for its result.
    @MainActor
    private static func evaluate(_ script: String, in webView: WKWebView) -> (value: Any?, error: (any Error)?) {
        var outcome: (Any?, (any Error)?)?
        webView.evaluateJavaScript(script) { value, error in outcome = (value, error) }
        Self.wait("the result of \(script)") { outcome != nil }
        return outcome ?? (nil, nil)
    }

    func testAWebViewInAWindowLoadsHTMLRunsScriptsAndTellsItsDelegate() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = try XCTUnwrap(fixture.presenter)
            let window = try XCTUnwrap(fixture.host.window)
            let previous = window.firstResponder
            let webView = WKWebView(frame: CGRect(x: 30, y: 40, width: 320, height: 200), configuration: WKWebViewConfiguration())
            let log = NavigationLog()
            webView.navigationDelegate = log
            window.addSubview(webView)
            defer {
                webView.removeFromSuperview()
                _ = previous?.becomeFirstResponder()
            }

            let navigation = webView.loadHTMLString("""
                <html><head><title>Léa's notes</title></head>
                <body><p id="greeting">Grüße aus dem Web</p><ul><li>one</li><li>two</li></ul></body></html>
                """, baseURL: nil)
            XCTAssertNotNil(navigation)
            Self.wait("didFinish") { !log.finished.isEmpty }
            XCTAssertEqual(log.events, ["decide", "start", "commit", "finish"])
            XCTAssertTrue(log.finished.first === navigation, "didFinish came with another navigation than the load returned")
            XCTAssertEqual(log.actions.first?.navigationType, .other)
            XCTAssertEqual(webView.title, "Léa's notes")
            XCTAssertFalse(webView.isLoading)
            XCTAssertFalse(webView.canGoBack)

            // Scripts' results come back as Foundation's JSON types.
            XCTAssertEqual(Self.evaluate("document.getElementById('greeting').textContent", in: webView).value as? String, "Grüße aus dem Web")
            XCTAssertEqual(Self.evaluate("document.querySelectorAll('li').length + 0.5", in: webView).value as? Double, 2.5)
            XCTAssertEqual(Self.evaluate("[...document.querySelectorAll('li')].map(li => li.textContent)", in: webView).value as? [String], ["one", "two"])
            let object = Self.evaluate("({ title: document.title, count: 3 })", in: webView).value as? [String: Any]
            XCTAssertEqual(object?["title"] as? String, "Léa's notes")
            XCTAssertEqual((object?["count"] as? NSNumber)?.intValue, 3)
            let undefined = Self.evaluate("void 0", in: webView)
            XCTAssertNil(undefined.value)
            XCTAssertNil(undefined.error)
            let thrown = Self.evaluate("missingFunction()", in: webView)
            XCTAssertEqual((thrown.error as? WKError)?.code, .javaScriptExceptionOccurred)
            XCTAssertEqual((Self.evaluate("(() => 1)", in: webView).error as? WKError)?.code, .javaScriptResultTypeIsUnsupported)

            // The async variant, driven by GTK's loop (which drains the main queue).
            var asyncResult: String?
            Task { @MainActor in asyncResult = try await webView.evaluateJavaScript("document.title + '!'") as? String }
            Self.wait("the async result") { asyncResult != nil }
            XCTAssertEqual(asyncResult, "Léa's notes!")

            // The page shows where the view is in the window, and the keyboard going into it makes
            // the view first responder.
            Self.wait("the web view's widget in the window") { presenter.backedWidgetAllocation(of: webView) != nil }
            XCTAssertEqual(presenter.backedWidgetAllocation(of: webView), CGRect(x: 30, y: 40, width: 320, height: 200))
            XCTAssertTrue(gtk_widget_grab_focus(webView.backingWidget) != cgtk_false)
            XCTAssertTrue(webView.isFirstResponder, "focusing the page did not make the web view first responder")

            // Taken out of the view tree, its widget leaves the window.
            webView.removeFromSuperview()
            Self.wait("the widget to leave") { presenter.backedWidgetAllocation(of: webView) == nil }
            XCTAssertTrue(gtk_widget_get_parent(webView.backingWidget) == nil)
        }
    }

    func testLinksFilesAndHistoryGoBackAndForwardAndThePolicyCanCancel() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let folder = try temporaryFolder("webkit-history")
            defer { try? FileManager.default.removeItem(at: folder) }
            let first = folder.appendingPathComponent("first.html")
            let second = folder.appendingPathComponent("second.html")
            try #"<title>First</title><a id="next" href="second.html">Next</a> <a id="blocked" href="blocked.html">Blocked</a>"#
                .write(to: first, atomically: true, encoding: .utf8)
            try "<title>Second</title><p>The second page</p>".write(to: second, atomically: true, encoding: .utf8)
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let log = NavigationLog()
            log.blockedFileNames = ["blocked.html"]
            webView.navigationDelegate = log
            window.addSubview(webView)
            defer { webView.removeFromSuperview() }

            webView.loadFileURL(first, allowingReadAccessTo: folder)
            Self.wait("the first page") { log.finished.count == 1 }
            XCTAssertEqual(webView.url?.standardizedFileURL, first.standardizedFileURL)
            XCTAssertEqual(webView.title, "First")

            _ = Self.evaluate("document.getElementById('next').click()", in: webView)
            Self.wait("the second page") { log.finished.count == 2 }
            XCTAssertEqual(log.actions.last?.navigationType, .linkActivated)
            XCTAssertEqual(log.actions.last?.request.url?.lastPathComponent, "second.html")
            XCTAssertEqual(webView.title, "Second")
            XCTAssertTrue(webView.canGoBack)
            XCTAssertFalse(webView.canGoForward)

            XCTAssertNotNil(webView.goBack())
            Self.wait("back to the first page") { log.finished.count == 3 }
            XCTAssertEqual(webView.title, "First")
            XCTAssertEqual(log.actions.last?.navigationType, .backForward)
            XCTAssertTrue(webView.canGoForward)
            XCTAssertNil(webView.goBack(), "going back with no page before returned a navigation")

            XCTAssertNotNil(webView.goForward())
            Self.wait("forward to the second page") { log.finished.count == 4 }
            XCTAssertEqual(webView.title, "Second")
            XCTAssertFalse(webView.canGoForward)

            XCTAssertNotNil(webView.goBack())
            Self.wait("back again") { log.finished.count == 5 }
            // A link the delegate cancels loads nothing.
            let decisions = log.actions.count
            _ = Self.evaluate("document.getElementById('blocked').click()", in: webView)
            Self.wait("the cancelled link's decision") { log.actions.count == decisions + 1 }
            GtkApplicationLoop.iterate(for: .milliseconds(300))
            XCTAssertEqual(webView.url?.lastPathComponent, "first.html")
            XCTAssertEqual(log.events.last, "decide")

            webView.reload()
            Self.wait("the reload") { log.finished.count == 6 }
            XCTAssertEqual(log.actions.last?.navigationType, .reload)

            // A missing file fails before anything commits.
            webView.loadFileURL(folder.appendingPathComponent("missing.html"), allowingReadAccessTo: folder)
            Self.wait("the failure") { !log.errors.isEmpty }
            XCTAssertEqual(log.events.last, "fail provisional")
            XCTAssertEqual(log.finished.count, 6, "a failed load was reported finished")
        }
    }

    @MainActor
    private final class ScrollLog: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    func testTheScrollViewFollowsThePageAndScrollsIt() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let log = NavigationLog()
            webView.navigationDelegate = log
            let scrolls = ScrollLog()
            webView.scrollView.delegate = scrolls
            window.addSubview(webView)
            defer { webView.removeFromSuperview() }
            webView.loadHTMLString("<body style='margin:0'><div style='height:3000px'>A tall page</div></body>", baseURL: nil)
            Self.wait("the page") { !log.finished.isEmpty }
            Self.wait("the page's size") { webView.scrollView.contentSize.height == 3000 }
            XCTAssertEqual(webView.scrollView.bounds.size, CGSize(width: 300, height: 200))

            // The page scrolled by its own script: the offset follows and the delegate hears it.
            _ = Self.evaluate("window.scrollTo(0, 1200)", in: webView)
            Self.wait("the offset to follow the page") { webView.scrollView.contentOffset.y == 1200 }
            XCTAssertEqual(scrolls.offsets.last, CGPoint(x: 0, y: 1200))

            // The app sets the offset: the page scrolls there.
            webView.scrollView.contentOffset = CGPoint(x: 0, y: 450)
            var pageOffset: Double?
            Self.wait("the page to scroll") {
                pageOffset = (Self.evaluate("window.scrollY", in: webView).value as? NSNumber)?.doubleValue
                return pageOffset == 450
            }
            XCTAssertEqual(pageOffset, 450)
        }
    }

    func testTheEditMenusCommandsActOnThePage() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let previous = window.firstResponder
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let log = NavigationLog()
            webView.navigationDelegate = log
            window.addSubview(webView)
            defer {
                webView.removeFromSuperview()
                _ = previous?.becomeFirstResponder()
            }
            webView.loadHTMLString("<body><div id='note' contenteditable>Buy oat milk</div></body>", baseURL: nil)
            Self.wait("the page") { !log.finished.isEmpty }
            XCTAssertTrue(webView.becomeFirstResponder())
            _ = Self.evaluate("document.getElementById('note').focus()", in: webView)
            XCTAssertTrue(webView.canPerformAction(.selectAll, withSender: nil))

            // Through the responder chain, as the Edit menu and its shortcuts reach it.
            XCTAssertTrue(UIApplication.shared.sendAction(.selectAll, to: nil, from: nil, for: nil))
            Self.wait("a selection to cut") { webView.canPerformAction(.cut, withSender: nil) }
            XCTAssertTrue(webView.canPerformAction(.copy, withSender: nil))
            XCTAssertTrue(UIApplication.shared.sendAction(.cut, to: nil, from: nil, for: nil))
            Self.wait("the text to go") { Self.evaluate("document.getElementById('note').textContent", in: webView).value as? String == "" }
            Self.wait("something to paste") { webView.canPerformAction(.paste, withSender: nil) }
            webView.paste(nil)
            Self.wait("the text to come back") {
                Self.evaluate("document.getElementById('note').textContent", in: webView).value as? String == "Buy oat milk"
            }

            // Keys typed while the page has the keyboard reach the page, through the window's key
            // handling (which offers them to the app's key commands first).
            guard BlueprintsGtkFixture.hasXdotool else { return }
            _ = Self.evaluate("getSelection().collapseToEnd()", in: webView)
            fixture.type(" and rye")
            Self.wait("the typed text") {
                Self.evaluate("document.getElementById('note').textContent", in: webView).value as? String == "Buy oat milk and rye"
            }
        }
    }

    func testDataDetectorTypesLinkPhoneNumbersAndAddressesInThePage() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let configuration = WKWebViewConfiguration()
            configuration.dataDetectorTypes = [.phoneNumber, .link]
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), configuration: configuration)
            let log = NavigationLog()
            webView.navigationDelegate = log
            webView.loadHTMLString("""
                <p>Call +1 415 555 0100 or write to help@example.org.</p>
                <p><a href="https://www.example.com/">www.example.com</a> stays one link.</p>
                """, baseURL: nil)
            Self.wait("the page") { !log.finished.isEmpty }
            let links = Self.evaluate("[...document.querySelectorAll('a')].map(a => a.getAttribute('href') + ' ' + a.textContent)", in: webView)
            XCTAssertEqual(links.value as? [String], ["tel:+14155550100 +1 415 555 0100", "mailto:help@example.org help@example.org",
                                                      "https://www.example.com/ www.example.com"])

            // Without detector types the page stays as written.
            let plain = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let plainLog = NavigationLog()
            plain.navigationDelegate = plainLog
            plain.loadHTMLString("<p>Call +1 415 555 0100.</p>", baseURL: nil)
            Self.wait("the plain page") { !plainLog.finished.isEmpty }
            XCTAssertEqual((Self.evaluate("document.querySelectorAll('a').length", in: plain).value as? NSNumber)?.intValue, 0)
        }
    }

    func testCreatePDFWritesThePageAsAPDF() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let log = NavigationLog()
            webView.navigationDelegate = log
            window.addSubview(webView)
            defer { webView.removeFromSuperview() }
            webView.loadHTMLString("<h1>Quarterly report</h1><p>Revenue went up in every region.</p>", baseURL: nil)
            Self.wait("the page") { !log.finished.isEmpty }

            var result: Result<Data, any Error>?
            webView.createPDF { result = $0 }
            Self.wait("the PDF") { result != nil }
            let data = try XCTUnwrap(result).get()
            XCTAssertTrue(data.starts(with: Array("%PDF".utf8)), "the file does not start with %PDF")

            // The PDF holds the page's text, as poppler reads it.
            let folder = try temporaryFolder("webkit-pdf")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("page.pdf")
            try data.write(to: file)
            let pdftotext = Process()
            pdftotext.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
            pdftotext.arguments = [file.path, "-"]
            let output = Pipe()
            pdftotext.standardOutput = output
            try pdftotext.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            pdftotext.waitUntilExit()
            XCTAssertTrue(text.contains("Quarterly report"), "the PDF's text: \(text)")
            XCTAssertTrue(text.contains("Revenue went up in every region."), "the PDF's text: \(text)")
        }
    }
}
