import Foundation

// MARK: - Opening content in new windows

extension UIWindowScene {
    /// How a requested scene is shown.
    public final class ActivationRequestOptions {
        /// Whether a requested scene opens as a window of its own or over the one it came from.
        public enum PresentationStyle: Int, Sendable {
            /// The system decides: standard unless the request asks otherwise.
            case automatic
            /// A window of its own beside the others.
            case standard
            /// A focused window over its source, which is dimmed until it closes.
            case prominent
        }

        /// `.automatic` by default: prominent for an ``ActivationAction``, standard otherwise.
        public var preferredPresentationStyle = PresentationStyle.automatic
        /// The scene the request came from; a prominent scene is shown over it.
        public weak var requestingScene: UIScene?

        /// Options with the automatic style and no requesting scene (the key window's is used).
        public init() {}
    }

    /// What a new scene shows, and how its opening is presented.
    public final class ActivationConfiguration {
        /// What the new scene shows; its type must be declared by the app.
        public let userActivity: NSUserActivity
        /// How the new scene is shown; nil opens it prominently over the current window.
        public var options: ActivationRequestOptions?
        /// The view the opening transition starts from (``UIWindowScene/openingTransition``).
        public var preview: UITargetedPreview?

        /// A request to show `userActivity`; `preview` is where the opening transition starts.
        public init(userActivity: NSUserActivity, options: ActivationRequestOptions? = nil, preview: UITargetedPreview? = nil) {
            self.userActivity = userActivity
            self.options = options
            self.preview = preview
        }
    }

    /// An "Open in New Window" action: it asks for a configuration and opens a scene with it.
    ///
    /// Where the app cannot open windows (``UIApplication/supportsMultipleScenes`` is false),
    /// it performs `alternate` instead and shows the alternate's title.
    public final class ActivationAction: UIAction {
        /// Makes the configuration when the action runs; returning nil opens nothing.
        public typealias ConfigurationProvider = @MainActor (ActivationAction) -> ActivationConfiguration?

        /// Run instead where the app cannot open windows, or when the request fails.
        public let alternate: UIAction?

        /// An "Open in New Window" action; without windows and without `alternate` it is hidden.
        public init(alternate: UIAction? = nil, configuration: @escaping ConfigurationProvider) {
            self.alternate = alternate
            let usesAlternate = !UIApplication.shared.supportsMultipleScenes && alternate != nil
            // The handler captures what it needs instead of casting the action, so the copies
            // that menus show (plain UIActions) still open the scene.
            super.init(
                title: usesAlternate ? alternate?.title ?? "" : String(deskKit: "Open in New Window"),
                image: usesAlternate ? alternate?.image : UIImage(systemName: "macwindow.badge.plus"),
                identifier: nil, discoverabilityTitle: nil,
                // Without windows or an alternate there is nothing to offer, as UIKit hides it.
                attributes: UIApplication.shared.supportsMultipleScenes || alternate != nil ? [] : .hidden,
                state: .off,
                handler: { action in
                    ActivationAction.activate(action, configuration: configuration, alternate: alternate)
                })
        }

        /// Opens the configured scene (prominently unless its options say otherwise), or runs the
        /// alternate where windows cannot be opened or the request fails.
        private static func activate(_ action: UIAction, configuration: @escaping ConfigurationProvider, alternate: UIAction?) {
            let application = UIApplication.shared
            let sender = action.sender
            guard application.supportsMultipleScenes else {
                alternate?.performWithSender(sender, target: nil)
                return
            }
            let source = action as? ActivationAction ?? ActivationAction(alternate: alternate, configuration: configuration)
            guard let configuration = configuration(source) else { return }
            application.requestSceneSessionActivation(
                nil, userActivity: configuration.userActivity, options: configuration.options, automaticStyle: .prominent,
                preview: configuration.preview, errorHandler: { _ in alternate?.performWithSender(sender, target: nil) })
        }
    }
}
