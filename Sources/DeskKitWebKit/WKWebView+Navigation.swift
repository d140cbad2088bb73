import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

// MARK: - WebKitGTK's signals as navigation delegate calls

extension WKWebView {
    func connectSignals() {
        let instance = UnsafeMutableRawPointer(backingWidget)
        GtkSignal.connectInt(instance, "load-changed") { [weak self] event in
            self?.loadChanged(WebKitLoadEvent(rawValue: UInt32(event)))
        }
        GtkSignal.connectIntStringPointerReturningBool(instance, "load-failed") { [weak self] _, uri, error in
            guard let self else { return false }
            self.loadFailed(uri: uri, error: error?.assumingMemoryBound(to: GError.self))
            // No error page of WebKit's: as in UIKit, the app decides what a failure shows.
            return true
        }
        GtkSignal.connectPointer(instance, "notify::title") { [weak self] _ in
            guard let self else { return }
            self.pageTitle = webkit_web_view_get_title(self.webView).map { String(cString: $0) }
        }
        GtkSignal.connectPointerIntReturningBool(instance, "decide-policy") { [weak self] decision, type in
            guard let self, let decision else { return false }
            return self.decidePolicy(decision, type: WebKitPolicyDecisionType(rawValue: UInt32(type)))
        }
        connectContextMenuSignals()
        connectEditorState()
        GtkSignal.connectInt(instance, "web-process-terminated") { [weak self] _ in
            guard let self else { return }
            self.navigationDelegate?.webViewWebContentProcessDidTerminate(self)
        }
    }

    private func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED:
            let navigation = pendingNavigation ?? WKNavigation()
            pendingNavigation = nil
            currentNavigation = navigation
            navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        case WEBKIT_LOAD_REDIRECTED:
            navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: startedNavigation)
        case WEBKIT_LOAD_COMMITTED:
            let navigation = startedNavigation
            navigation.committed = true
            navigationDelegate?.webView(self, didCommit: navigation)
        case WEBKIT_LOAD_FINISHED:
            let navigation = startedNavigation
            currentNavigation = nil
            // A failed load finishes too; its delegate already heard of the failure.
            guard !navigation.failed else { return }
            // WebKitGTK's title property can follow the load's end by a while: the title is read
            // from the page itself, so the delegate sees the finished page's title as in UIKit.
            // The page's data is linked first, so the delegate finds the finished page.
            evaluateJavaScript("document.title") { [weak self] value, _ in
                guard let self else { return }
                if let title = value as? String { self.pageTitle = title }
                self.linkDetectedData { [weak self] in
                    guard let self else { return }
                    self.navigationDelegate?.webView(self, didFinish: navigation)
                }
            }
        default:
            break
        }
    }

    /// The navigation loading now (one WebKit started on its own, such as a link, has none yet).
    private var startedNavigation: WKNavigation {
        if let currentNavigation { return currentNavigation }
        let navigation = WKNavigation()
        currentNavigation = navigation
        return navigation
    }

    private func loadFailed(uri: String?, error: UnsafeMutablePointer<GError>?) {
        let navigation = startedNavigation
        navigation.failed = true
        let failure = Self.navigationError(error, uri: uri)
        if navigation.committed {
            navigationDelegate?.webView(self, didFail: navigation, withError: failure)
        } else {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: failure)
        }
    }

    /// A GError of a failed load as UIKit reports one: a URL error for what the network or file
    /// system refused, WebKit's own error domain for what a policy stopped.
    static func navigationError(_ error: UnsafeMutablePointer<GError>?, uri: String?) -> any Error {
        let message = error.map { String(cString: $0.pointee.message) } ?? "The load failed."
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let uri, let url = URL(string: uri) {
            userInfo[NSURLErrorFailingURLErrorKey] = url
        }
        guard let error else { return URLError(.unknown, userInfo: userInfo) }
        let code = Int(error.pointee.code)
        switch error.pointee.domain {
        case webkit_policy_error_quark():
            // WebKitGTK numbers its policy errors as WebKit's error domain does (102: interrupted).
            return NSError(domain: "WebKitErrorDomain", code: code, userInfo: userInfo)
        case webkit_network_error_quark():
            let kind: URLError.Code = switch code {
            case Int(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue): .cancelled
            case Int(WEBKIT_NETWORK_ERROR_FILE_DOES_NOT_EXIST.rawValue): .fileDoesNotExist
            case Int(WEBKIT_NETWORK_ERROR_UNKNOWN_PROTOCOL.rawValue): .unsupportedURL
            default: .cannotLoadFromNetwork
            }
            return URLError(kind, userInfo: userInfo)
        case g_resolver_error_quark():
            return URLError(.cannotFindHost, userInfo: userInfo)
        case g_io_error_quark() where code == Int(G_IO_ERROR_CONNECTION_REFUSED.rawValue):
            return URLError(.cannotConnectToHost, userInfo: userInfo)
        case g_io_error_quark() where code == Int(G_IO_ERROR_TIMED_OUT.rawValue):
            return URLError(.timedOut, userInfo: userInfo)
        default:
            return URLError(.unknown, userInfo: userInfo)
        }
    }

    // MARK: - Policy decisions

    /// Asks the delegate about a navigation or response; false lets WebKit decide (no delegate).
    private func decidePolicy(_ decision: UnsafeMutableRawPointer, type: WebKitPolicyDecisionType) -> Bool {
        guard let delegate = navigationDelegate else { return false }
        let policyDecision = OpaquePointer(decision)
        switch type {
        case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
            guard let webKitAction = webkit_navigation_policy_decision_get_navigation_action(policyDecision) else { return false }
            let action = navigationAction(webKitAction, newWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION)
            let decide = Self.decisionHandler(policyDecision)
            delegate.webView(self, decidePolicyFor: action) { policy in decide(policy.rawValue) }
            return true
        case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
            guard let response = navigationResponse(policyDecision) else { return false }
            let decide = Self.decisionHandler(policyDecision)
            delegate.webView(self, decidePolicyFor: response) { policy in decide(policy.rawValue) }
            return true
        default:
            return false
        }
    }

    /// Applies the policy the delegate gave (0 cancel, 1 allow, 2 download) to `decision`, once,
    /// on the main thread whichever thread the delegate answered from.
    private static func decisionHandler(_ decision: OpaquePointer) -> (Int) -> Void {
        g_object_ref(UnsafeMutableRawPointer(decision))
        nonisolated(unsafe) let decision = UnsafeMutablePointer<WebKitPolicyDecision>(decision)
        nonisolated(unsafe) var decided = false
        let apply: @Sendable (Int) -> Void = { policy in
            MainActor.assumeIsolated {
                guard !decided else { return }
                decided = true
                switch policy {
                case 0: webkit_policy_decision_ignore(decision)
                case 2: webkit_policy_decision_download(decision)
                default: webkit_policy_decision_use(decision)
                }
                g_object_unref(UnsafeMutableRawPointer(decision))
            }
        }
        return { policy in
            if Thread.isMainThread { apply(policy) } else { DispatchQueue.main.async { apply(policy) } }
        }
    }

    private func navigationAction(_ action: OpaquePointer, newWindow: Bool) -> WKNavigationAction {
        let request = Self.urlRequest(webkit_navigation_action_get_request(action))
        let mainFrame = WKFrameInfo(isMainFrame: true, request: request, webView: self)
        let type: WKNavigationType = switch webkit_navigation_action_get_navigation_type(action) {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .linkActivated
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: .formResubmitted
        default: .other
        }
        let modifiers = webkit_navigation_action_get_modifiers(action)
        var flags: UIKeyModifierFlags = []
        // As DeskKit maps the keyboard: Ctrl is Command, Super is Control.
        if modifiers & GDK_SHIFT_MASK.rawValue != 0 { flags.insert(.shift) }
        if modifiers & GDK_CONTROL_MASK.rawValue != 0 { flags.insert(.command) }
        if modifiers & GDK_ALT_MASK.rawValue != 0 { flags.insert(.alternate) }
        if modifiers & GDK_SUPER_MASK.rawValue != 0 { flags.insert(.control) }
        return WKNavigationAction(request: request, navigationType: type, targetFrame: newWindow ? nil : mainFrame,
                                  sourceFrame: mainFrame, modifierFlags: flags)
    }

    private func navigationResponse(_ decision: OpaquePointer) -> WKNavigationResponse? {
        guard let webKitResponse = webkit_response_policy_decision_get_response(decision),
              let uri = webkit_uri_response_get_uri(webKitResponse), let url = URL(string: String(cString: uri)) else { return nil }
        let mimeType = webkit_uri_response_get_mime_type(webKitResponse).map { String(cString: $0) }
        let length = Int(truncatingIfNeeded: webkit_uri_response_get_content_length(webKitResponse))
        let status = Int(webkit_uri_response_get_status_code(webKitResponse))
        let response: URLResponse
        if status > 0, ["http", "https"].contains(url.scheme?.lowercased()),
           let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: nil,
                                      headerFields: mimeType.map { ["Content-Type": $0] }) {
            response = http
        } else {
            response = URLResponse(url: url, mimeType: mimeType, expectedContentLength: length == 0 ? -1 : length, textEncodingName: nil)
        }
        return WKNavigationResponse(response: response,
                                    isForMainFrame: webkit_response_policy_decision_is_main_frame_main_resource(decision) != cgtk_false,
                                    canShowMIMEType: webkit_response_policy_decision_is_mime_type_supported(decision) != cgtk_false)
    }

    private static func urlRequest(_ request: OpaquePointer?) -> URLRequest {
        let uri = request.flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) } ?? "about:blank"
        var urlRequest = URLRequest(url: URL(string: uri) ?? URL(string: "about:blank")!)
        if let method = request.flatMap({ webkit_uri_request_get_http_method($0) }) { urlRequest.httpMethod = String(cString: method) }
        return urlRequest
    }
}
