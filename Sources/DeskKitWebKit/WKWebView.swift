import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

/// A view that shows web content: pages from the network, files and HTML strings, with their
/// scripts, history and printing. WebKitGTK runs the page, in its own processes, and shows it in a
/// GTK widget the GTK presenter lays over the window's drawn content where this view is.
///
/// The view needs a display: a headless host cannot run web content. Make it once the app runs
/// (in a scene delegate or a view controller), as UIKit apps do.
@MainActor
open class WKWebView: UIView, GtkWidgetBackedView {
    /// The configuration the view was made with (a copy: changing it changes nothing).
    public var configuration: WKWebViewConfiguration { madeWith.copy() }
    /// Hears the view's navigations and decides which may happen.
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Shapes the page's link menus.
    public weak var uiDelegate: (any WKUIDelegate)?
    /// The link whose menu of the delegate's shows, told to the delegate when it closes.
    var shownContextMenuElement: WKContextMenuElementInfo?
    /// The WebKitWebView showing the page, owned by this view.
    package let backingWidget: UnsafeMutablePointer<GtkWidget>
    private let madeWith: WKWebViewConfiguration
    /// The navigation a load asked for that WebKit has not started yet.
    var pendingNavigation: WKNavigation?
    /// The navigation loading now.
    var currentNavigation: WKNavigation?
    /// The scroll view standing for the page's scrolling, once asked for.
    var scrollViewStorage: WebPageScrollView?
    /// The page's title as WebKit last reported it or the finished page had it.
    var pageTitle: String?

    /// A web view with `configuration`, laid out at `frame`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        madeWith = configuration.copy()
        backingWidget = Self.makeWidget(madeWith)
        super.init(frame: frame)
        connectSignals()
    }

    /// A web view with the default configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view with the default configuration; DeskKit reads no archives.
    public required init?(coder: NSCoder) {
        madeWith = WKWebViewConfiguration()
        backingWidget = Self.makeWidget(madeWith)
        super.init(coder: coder)
        connectSignals()
    }

    isolated deinit {
        webkit_web_view_stop_loading(webView)
        g_object_unref(UnsafeMutableRawPointer(backingWidget))
    }

    private static func makeWidget(_ configuration: WKWebViewConfiguration) -> UnsafeMutablePointer<GtkWidget> {
        if gtk_is_initialized() == cgtk_false, gtk_init_check() == cgtk_false {
            preconditionFailure("WKWebView needs a display: WebKitGTK shows pages in a GTK widget, and GTK could not open one.")
        }
        let settings = configuration.makeSettings()
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        let widget = cwebkit_web_view_new(configuration.websiteDataStore.session, settings)!
        g_object_ref_sink(widget)
        return widget
    }

    var webView: UnsafeMutablePointer<WebKitWebView> { cwebkit_web_view(backingWidget) }

    // MARK: - Loading

    /// Loads `request`'s URL with its header fields. WebKitGTK 6.0 loads a request with GET and
    /// no body: a request's other method and body are not sent.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        let uriRequest = webkit_uri_request_new(url.absoluteString)!
        defer { g_object_unref(UnsafeMutableRawPointer(uriRequest)) }
        if let headers = webkit_uri_request_get_http_headers(uriRequest) {
            for (name, value) in request.allHTTPHeaderFields ?? [String: String]() { soup_message_headers_replace(headers, name, value) }
        }
        return navigate { webkit_web_view_load_request(webView, uriRequest) }
    }

    /// Shows `string` as an HTML page; relative links in it resolve against `baseURL`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate { webkit_web_view_load_html(webView, string, baseURL?.absoluteString) }
    }

    /// Loads the file at `URL`, a file URL; the page may read the files under `readAccessURL`.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard URL.isFileURL, readAccessURL.isFileURL else { return nil }
        return navigate { webkit_web_view_load_uri(webView, URL.absoluteString) }
    }

    /// Shows `data` as content of `mimeType` in `characterEncodingName`, as if loaded from `baseURL`.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return navigate { webkit_web_view_load_bytes(webView, bytes, MIMEType, characterEncodingName, baseURL.absoluteString) }
    }

    /// Stops loading the current page.
    open func stopLoading() { webkit_web_view_stop_loading(webView) }

    /// Loads the current page again.
    @discardableResult
    open func reload() -> WKNavigation? {
        navigate { webkit_web_view_reload(webView) }
    }

    /// Loads the current page again, checking every resource with its server rather than caches.
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? {
        navigate { webkit_web_view_reload_bypass_cache(webView) }
    }

    /// Goes to the previous page of the history; nil when there is none.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        return navigate { webkit_web_view_go_back(webView) }
    }

    /// Goes to the next page of the history; nil when there is none.
    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        return navigate { webkit_web_view_go_forward(webView) }
    }

    /// Starts a navigation with `start` and returns the object that stands for it.
    private func navigate(_ start: () -> Void) -> WKNavigation {
        let navigation = WKNavigation()
        pendingNavigation = navigation
        start()
        return navigation
    }

    // MARK: - State

    /// The page's title; nil before a page with one has loaded.
    open var title: String? { pageTitle ?? webkit_web_view_get_title(webView).map { String(cString: $0) } }
    /// The URL of the page shown or loading.
    open var url: URL? { webkit_web_view_get_uri(webView).flatMap { Foundation.URL(string: String(cString: $0)) } }
    /// Whether a page is loading.
    open var isLoading: Bool { webkit_web_view_is_loading(webView) != cgtk_false }
    /// How much of the page has loaded, from 0 to 1.
    open var estimatedProgress: Double { webkit_web_view_get_estimated_load_progress(webView) }
    /// Whether the history has a page before this one.
    open var canGoBack: Bool { webkit_web_view_can_go_back(webView) != cgtk_false }
    /// Whether the history has a page after this one.
    open var canGoForward: Bool { webkit_web_view_can_go_forward(webView) != cgtk_false }

    /// The page's zoom, 1 for its own size.
    open var pageZoom: CGFloat {
        get { CGFloat(webkit_web_view_get_zoom_level(webView)) }
        set { webkit_web_view_set_zoom_level(webView, Double(newValue)) }
    }

    /// A user agent string sent in place of WebKit's; nil for WebKit's.
    open var customUserAgent: String? {
        didSet { webkit_settings_set_user_agent(settings, customUserAgent) }
    }

    /// Whether WebKit's web inspector may be opened on the page (from its context menu).
    open var isInspectable: Bool {
        get { webkit_settings_get_enable_developer_extras(settings) != cgtk_false }
        set { webkit_settings_set_enable_developer_extras(settings, newValue ? cgtk_true : cgtk_false) }
    }

    /// Whether two-finger swipes on a touchpad go back and forward through the history.
    open var allowsBackForwardNavigationGestures: Bool {
        get { webkit_settings_get_enable_back_forward_navigation_gestures(settings) != cgtk_false }
        set { webkit_settings_set_enable_back_forward_navigation_gestures(settings, newValue ? cgtk_true : cgtk_false) }
    }

    /// The page's background shows through where it draws none, as the view's background colour.
    open override var backgroundColor: UIColor? {
        didSet {
            let color = (backgroundColor ?? .white).resolvedColor(with: traitCollection)
            var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
            webkit_web_view_set_background_color(webView, &rgba)
        }
    }

    /// The page's scrolling: its offset and content size follow the page, and setting the offset
    /// scrolls the page.
    public var scrollView: UIScrollView { pageScrollView }
    private var pageScrollView: WebPageScrollView {
        if let scrollViewStorage { return scrollViewStorage }
        let scrollView = makePageScrollView()
        scrollViewStorage = scrollView
        return scrollView
    }

    /// Keeps the scroll view over the whole web view, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollViewStorage?.frame = bounds
    }

    // The Edit menu's commands, performed by WebKit on the page (see WKWebView+Editing.swift).
    /// Copies the page's selection to the clipboard.
    open override func copy(_ sender: Any?) { execute(WEBKIT_EDITING_COMMAND_COPY) }
    /// Copies the selection of an editable part of the page and removes it.
    open override func cut(_ sender: Any?) { execute(WEBKIT_EDITING_COMMAND_CUT) }
    /// Pastes the clipboard into an editable part of the page.
    open override func paste(_ sender: Any?) { execute(WEBKIT_EDITING_COMMAND_PASTE) }
    /// Selects the whole page, or the whole of the editable part that has the caret.
    open override func selectAll(_ sender: Any?) { execute(WEBKIT_EDITING_COMMAND_SELECT_ALL) }

    /// Declares the Edit menu's commands, which WebKit performs on the page.
    open override func registerActions() {
        super.registerActions()
        registerEditingActions()
    }

    /// Whether an Edit menu command applies to the page now, by WebKit's editor state.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditingAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// A web view takes the keyboard, as pages have fields and keys of their own.
    open override var canBecomeFirstResponder: Bool { true }

    /// Becomes first responder and, once in a window on screen, takes GTK's keyboard focus, so
    /// keys typed next reach the page.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        if gtk_widget_get_root(backingWidget) != nil, gtk_widget_has_focus(backingWidget) == cgtk_false {
            _ = gtk_widget_grab_focus(backingWidget)
        }
        return true
    }

    private var settings: OpaquePointer { webkit_web_view_get_settings(webView) }
    var madeWithDataDetectorTypes: WKDataDetectorTypes { madeWith.dataDetectorTypes }
}
