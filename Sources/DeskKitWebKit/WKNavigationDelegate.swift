import DeskKit
import Foundation

/// Hears a web view's navigations as they start, commit, finish or fail, and decides which may
/// happen. Every method is optional: left out, a navigation is allowed and nothing else is done.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// Allows or cancels a navigation the page or the app asked for, before it starts.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Allows or cancels showing a response once its headers arrived.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    /// A navigation started loading its main frame.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The server redirected a navigation that had not committed yet.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// A navigation failed before its content started to arrive.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The content of a navigation started to arrive and replace the page.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// A navigation finished loading.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A committed navigation failed while loading.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The process that runs the page's content ended (crashed or was killed).
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Allows every navigation.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }
    /// Allows what the web view can show and cancels the rest.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(navigationResponse.canShowMIMEType ? .allow : .cancel)
    }
    /// Does nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// One navigation of a web view, from its start to its end: the object each load returns and the
/// navigation delegate is handed, to tell navigations apart.
@MainActor
public final class WKNavigation {
    /// Whether the navigation already failed, so its end is not reported as a finish.
    var failed = false
    /// Whether its content started to arrive.
    var committed = false

    init() {}
}

/// What asked for a navigation.
public enum WKNavigationType: Int, Sendable {
    /// A click on a link.
    case linkActivated = 0
    /// A form sent.
    case formSubmitted = 1
    /// Back or forward through the history.
    case backForward = 2
    /// A reload.
    case reload = 3
    /// A form sent again (a reload or history move to a form's result).
    case formResubmitted = 4
    /// Anything else: a load from the app, a script.
    case other = -1
}

/// Whether a navigation action may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Stop the navigation.
    case cancel = 0
    /// Let it load.
    case allow = 1
    /// Download its target instead of showing it.
    case download = 2
}

/// Whether a response may be shown.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Stop the navigation.
    case cancel = 0
    /// Show the response.
    case allow = 1
    /// Download the response instead of showing it.
    case download = 2
}

/// A frame of a page: the main frame or one inside it.
@MainActor
public final class WKFrameInfo {
    /// Whether this is the page's main frame.
    public let isMainFrame: Bool
    /// The request the frame's content came from.
    public let request: URLRequest
    /// The web view showing the frame.
    public private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, request: URLRequest, webView: WKWebView?) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.webView = webView
    }
}

/// A navigation asked for, handed to the navigation delegate before it happens.
@MainActor
public final class WKNavigationAction {
    /// The request to load.
    public let request: URLRequest
    /// What asked for it.
    public let navigationType: WKNavigationType
    /// The frame it would load into; nil when it asks for a new window.
    public let targetFrame: WKFrameInfo?
    /// The frame that asked, which WebKitGTK reports as the main frame.
    public let sourceFrame: WKFrameInfo
    /// The modifier keys held when it was asked for (a link Ctrl-clicked).
    public let modifierFlags: UIKeyModifierFlags

    init(request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?, sourceFrame: WKFrameInfo,
         modifierFlags: UIKeyModifierFlags) {
        self.request = request
        self.navigationType = navigationType
        self.targetFrame = targetFrame
        self.sourceFrame = sourceFrame
        self.modifierFlags = modifierFlags
    }
}

/// A response on its way, handed to the navigation delegate before it is shown.
@MainActor
public final class WKNavigationResponse {
    /// The response's URL, MIME type, length and (for HTTP) status and headers.
    public let response: URLResponse
    /// Whether it is for the page's main frame.
    public let isForMainFrame: Bool
    /// Whether the web view can show this MIME type.
    public let canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}
