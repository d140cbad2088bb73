import Foundation

/// A file or link the app was asked to open (from the command line, a file manager or another
/// launch of the app), handed to a scene as its connection options or its delegate's
/// `scene(_:openURLContexts:)`.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The file or link to open.
    public let url: URL
    /// How it was asked for.
    public let options: UIScene.OpenURLOptions

    /// A context for `url`; the desktop's requests are opened in place, from no named app.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }

    /// Contexts are equal when they open the same URL.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }
    /// Hashes the URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

extension UIScene {
    /// How a URL came to be opened.
    public final class OpenURLOptions: Sendable {
        /// The identifier of the app that asked, when the desktop says (it usually does not).
        public let sourceApplication: String?
        /// Whether the file is to be edited where it is rather than copied in: always, on the desktop.
        public let openInPlace: Bool

        /// Options for a request from `sourceApplication`.
        public init(sourceApplication: String? = nil, openInPlace: Bool = true) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
        }
    }
}
