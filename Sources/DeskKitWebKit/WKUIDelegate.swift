import DeskKit
import Foundation

/// Shapes the web view's own interface: here, the context menu of a link. Every method is
/// optional: left out, WebKit's own link menu shows.
@MainActor
public protocol WKUIDelegate: AnyObject {
    /// Gives the menu for a link the user asked a context menu for; hand nil to `completionHandler`
    /// for no menu. It must be called before this returns: WebKitGTK shows its menu at once.
    func webView(_ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
                 completionHandler: @escaping (UIContextMenuConfiguration?) -> Void)
    /// The link's menu is about to show.
    func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo)
    /// The link's menu closed.
    func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo)
    /// The user chose the menu's preview. WebKitGTK's menus have no preview, so it is never called.
    func webView(_ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
                 willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating)
}

extension WKUIDelegate {
    /// Shows WebKit's own link menu, as its suggested actions.
    public func webView(_ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
                        completionHandler: @escaping (UIContextMenuConfiguration?) -> Void) {
        completionHandler(UIContextMenuConfiguration())
    }
    /// Does nothing.
    public func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
                        willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// What a context menu was asked for on: a link.
@MainActor
public final class WKContextMenuElementInfo {
    /// The link's URL.
    public let linkURL: URL?

    init(linkURL: URL?) { self.linkURL = linkURL }
}
