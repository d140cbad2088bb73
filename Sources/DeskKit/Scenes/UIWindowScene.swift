import Foundation

/// A scene that shows windows; on Linux, each one is a top-level desktop window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they were added; each is a top-level GTK window.
    public private(set) var windows: [UIWindow] = []
    /// The size new windows of this scene get.
    public var defaultWindowSize = CGSize(width: 1000, height: 700)
    /// How the scene was asked to be shown; prominent scenes sit over ``requestingScene``.
    public internal(set) var presentationStyle = ActivationRequestOptions.PresentationStyle.standard
    /// The scene whose window this one was opened from; a prominent scene stays over it.
    public internal(set) weak var requestingScene: UIScene?
    /// DeskKit addition: where the scene's opening transition starts, when the request that
    /// opened it came with a preview (``UIWindowScene/ActivationConfiguration/preview``).
    public internal(set) var openingTransition: OpeningTransition?

    /// The start of an opening transition: a preview's frame in the window it was in.
    public struct OpeningTransition {
        /// The window the preview was in; nil once it has closed.
        public weak var sourceWindow: UIWindow?
        /// The preview's frame in ``sourceWindow``'s coordinates.
        public let sourceFrame: CGRect
    }

    public required init() {
        super.init()
    }

    /// The scene's key window, if any.
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    // MARK: - Window actions

    open override func registerActions() {
        super.registerActions()
        implement("performClose:", by: UIWindowScene.performClose)
        implement("performMiniaturize:", by: UIWindowScene.performMiniaturize)
        implement("toggleFullScreen:", by: UIWindowScene.toggleFullScreen)
    }

    /// Closes the scene's windows and ends its session, as File ▸ Close Window does. Closing the
    /// last window is how Linux users quit, so it quits instead, keeping every window's state.
    /// A delegate with unsaved work is asked first (``UISceneCloseConfirming``).
    private func performClose(_ sender: Any?) {
        guard let application else { return }
        if application.connectedScenes.count == 1, application.connectedScenes.contains(self) {
            application.terminateAfterConfirming()
            return
        }
        application.confirmClosing([self]) { [weak self, weak application] agreed in
            guard agreed, let self, let application else { return }
            application.requestSceneSessionDestruction(self.session, options: nil, errorHandler: nil)
        }
    }

    private func performMiniaturize(_ sender: Any?) {
        if let window = keyWindow ?? windows.first { application?.presenter?.minimize(window) }
    }

    private func toggleFullScreen(_ sender: Any?) {
        if let window = keyWindow ?? windows.first { application?.presenter?.toggleFullScreen(window) }
    }

    func addWindow(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    func removeWindow(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}
