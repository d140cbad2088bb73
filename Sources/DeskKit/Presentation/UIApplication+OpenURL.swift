import Foundation

// MARK: - Opening a URL resource

extension UIApplication {
    /// Keys of the options dictionary of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app other than a web browser handles the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Hands `url` to the desktop's handler through the presenter; the completion learns whether
    /// it opened. Without a presenter nothing opens and the completion gets false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        let opened = presenter?.openURL(url) ?? false
        if !opened { DeskKitLog.report("Nothing opened '\(url.absoluteString)'. Check that the desktop has a handler for '\(url.scheme ?? "")' URLs.") }
        completion?(opened)
    }

    /// Whether some app might open `url`: DeskKit asks no one ahead of time, so any URL with a
    /// scheme is worth trying.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme?.isEmpty == false
    }
}
