import DeskKit
import Foundation

/// A view controller that shows one web page for the user to read, with a Done button that
/// dismisses it: a web view that loads the page, titled by it.
///
/// Apps port `import SafariServices` to `import DeskKitWebKit`. It is no separate browser: links
/// open in the same view, and it shares no cookies with the desktop's browser.
@MainActor
open class SFSafariViewController: UIViewController {
    /// How the page's controller is set up.
    @MainActor
    open class Configuration {
        /// The default set-up.
        public init() {}
    }

    /// The kinds of button that closes the page.
    public enum DismissButtonStyle: Int, Sendable {
        /// Done.
        case done
        /// Close.
        case close
        /// Cancel.
        case cancel
    }

    /// Hears the page's first load and the Done button.
    public weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The set-up the controller was made with.
    public let configuration: Configuration
    /// The button that dismisses the controller.
    public var dismissButtonStyle: DismissButtonStyle = .done {
        didSet { if isViewLoaded { updateDismissButton() } }
    }
    /// The web view showing the page.
    private let webView = WKWebView(frame: .zero)
    private let initialURL: URL
    private lazy var loadObserver = InitialLoadObserver(controller: self)

    /// A controller that shows `URL`, set up with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller that shows `URL`.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// Not available: a page's controller is made with its URL.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the web view and starts loading the page.
    open override func loadView() {
        view = webView
        webView.navigationDelegate = loadObserver
        updateDismissButton()
        webView.load(URLRequest(url: initialURL))
    }

    private func updateDismissButton() {
        let close = UIAction { [weak self] _ in
            guard let self else { return }
            self.dismiss(animated: true)
            self.delegate?.safariViewControllerDidFinish(self)
        }
        navigationItem.leftBarButtonItem = switch dismissButtonStyle {
        case .done: UIBarButtonItem(systemItem: .done, primaryAction: close)
        case .cancel: UIBarButtonItem(systemItem: .cancel, primaryAction: close)
        case .close: UIBarButtonItem(title: String(localized: "Close"), primaryAction: close)
        }
    }

    /// Follows the web view's first load for the delegate, and its title for the controller's.
    private final class InitialLoadObserver: WKNavigationDelegate {
        weak var controller: SFSafariViewController?
        var reportedInitialLoad = false

        init(controller: SFSafariViewController) { self.controller = controller }

        func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
            guard let controller, !reportedInitialLoad, let url = webView.url else { return }
            controller.delegate?.safariViewController(controller, initialLoadDidRedirectTo: url)
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            guard let controller else { return }
            controller.title = webView.title
            guard !reportedInitialLoad else { return }
            reportedInitialLoad = true
            controller.delegate?.safariViewController(controller, didCompleteInitialLoad: true)
        }

        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            guard let controller, !reportedInitialLoad else { return }
            reportedInitialLoad = true
            controller.delegate?.safariViewController(controller, didCompleteInitialLoad: false)
        }
    }
}

/// Hears a page controller's first load and its Done button; every method is optional.
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user closed the page with the Done button.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page loaded (`true`) or failed to (`false`).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page's server redirected it to `URL`.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}
