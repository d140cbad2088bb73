import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

// MARK: - The page's scrolling as a scroll view

/// The page's scroll position, size and scrolling as a `UIScrollView`: the page reports each
/// scroll and size change, which moves the offset and tells the delegate; an offset the app
/// sets scrolls the page. The page's own scroll bars and wheel handling stay WebKit's.
@MainActor
final class WebPageScrollView: UIScrollView {
    weak var webView: WKWebView?
    /// Set while the page's report moves the offset, so it is not sent back to the page.
    var isFollowingPage = false

    override var contentOffset: CGPoint {
        didSet {
            guard !isFollowingPage, contentOffset != oldValue, let webView else { return }
            webView.evaluateJavaScript("window.scrollTo(\(Double(contentOffset.x)), \(Double(contentOffset.y)))")
        }
    }
}

extension WKWebView {
    /// The name of the channel the page reports its scrolling on.
    static let scrollMessageName = "deskkitScroll"

    /// Reports the page's scroll position and size on each scroll, resize and load.
    static let scrollReportScript = """
        (() => {
          if (window.__deskkitScrollReports) return;
          window.__deskkitScrollReports = true;
          const report = () => {
            const element = document.scrollingElement || document.documentElement;
            window.webkit.messageHandlers.\(scrollMessageName).postMessage(
              [window.scrollX, window.scrollY, element ? element.scrollWidth : 0, element ? element.scrollHeight : 0]);
          };
          addEventListener('scroll', report, { passive: true });
          addEventListener('resize', report);
          addEventListener('load', report);
          if (document.documentElement) new ResizeObserver(report).observe(document.documentElement);
          report();
        })();
        """

    /// Starts the page's reports: for every page loaded from now on, and for the one shown.
    func makePageScrollView() -> WebPageScrollView {
        let scrollView = WebPageScrollView(frame: bounds)
        scrollView.webView = self
        addSubview(scrollView)
        let manager = webkit_web_view_get_user_content_manager(webView)!
        _ = webkit_user_content_manager_register_script_message_handler(manager, Self.scrollMessageName, nil)
        GtkSignal.connectPointer(UnsafeMutableRawPointer(manager), "script-message-received::\(Self.scrollMessageName)") { [weak scrollView] value in
            guard let scrollView, let value,
                  case .success(let report) = WKWebView.javaScriptResult(OpaquePointer(value), error: nil),
                  let numbers = report.value as? [Any] else { return }
            let values = numbers.compactMap { ($0 as? NSNumber)?.doubleValue }
            guard values.count == 4 else { return }
            scrollView.isFollowingPage = true
            defer { scrollView.isFollowingPage = false }
            scrollView.contentSize = CGSize(width: values[2], height: values[3])
            scrollView.contentOffset = CGPoint(x: values[0], y: values[1])
        }
        let script = webkit_user_script_new(Self.scrollReportScript, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                                            WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END, nil, nil)!
        webkit_user_content_manager_add_script(manager, script)
        webkit_user_script_unref(script)
        evaluateJavaScript(Self.scrollReportScript)
        return scrollView
    }
}
