import Foundation

/// The running app: its delegate, scenes, menu systems and the end of the responder chain.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static var current: UIApplication?

    /// The app launched last in this process.
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    /// Held strongly: the app owns its delegate for its whole life.
    public var delegate: UIApplicationDelegate?
    /// The name shown in the application menu and window titles.
    public var applicationName = "App"
    /// The scenes showing now.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// Every scene session the app keeps, shown or not.
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// Scenes in the order they connected, for deterministic iteration.
    var sceneOrder: [UIScene] = []
    /// Draws the app; the headless host or the GTK layer.
    package internal(set) var presenter: (any DeskKitPresenter)?
    var menuUpdateScheduledFlag = false
    var lastPresentedMenu: UIMenu?
    /// The context menu interaction whose menu shows, told when it closes.
    weak var visibleContextMenuInteraction: UIContextMenuInteraction?
    /// Whether the app has quit.
    public private(set) var isTerminated = false
    /// Keys down whose presses went to the responder chain, by the key's input.
    var heldPresses: [String: HeldPress] = [:]
    /// Holding Ctrl alone to see the shortcut overlay.
    package private(set) lazy var shortcutOverlayHold = ShortcutOverlayHold(
        show: { [weak self] in
            guard let self, let presenter = self.presenter else { return false }
            return presenter.showShortcutOverlay(self.shortcutOverlay(), openedByHold: true)
        },
        dismiss: { [weak self] in self?.presenter?.dismissShortcutOverlay() })

    // MARK: - Scenes and restoration settings

    /// Whether the app may open more than one window; when false, activation actions perform
    /// their alternate and the File menu has no New Window. An app started from its Info.plist
    /// takes its `UIApplicationSupportsMultipleScenes`; others may open windows.
    public var supportsMultipleScenes = _UISceneManifest.current?.supportsMultipleScenes ?? true {
        didSet { if supportsMultipleScenes != oldValue { UIMenuSystem.main.setNeedsRebuild() } }
    }
    /// The activity types the app uses; others are refused in requests and restoration.
    public var supportedUserActivityTypes: Set<String> = []
    /// The app's own ``UserActivityArchivable`` types, which saved user info values decode to;
    /// set it with ``supportedUserActivityTypes``, before restoration reads the saved state.
    ///
    /// DeskKit's own types, such as ``TextViewInteractionState``, need no listing. A saved value of
    /// a type missing here is left out with
    /// ``RestorationError/unregisteredArchivableType(activityType:key:typeName:)``.
    public var userActivityArchivableTypes: [any UserActivityArchivable.Type] = []
    /// Where scene state is saved and restored from; nil turns both off.
    public var stateRestorationDirectory: URL?
    /// How long a scene may extend its restoration before it is shown anyway.
    public var stateRestorationTimeout: TimeInterval = 5
    /// How often open scenes' state is saved while the app runs, besides the save a moment after
    /// each change; 0 leaves only those and the save on quit.
    public var stateRestorationSaveInterval: TimeInterval = 30
    /// The latest problem saving or restoring scene state, if any.
    public internal(set) var lastRestorationError: RestorationError?
    /// Set when an unread archive could not be moved aside: saving would overwrite it.
    var isSavingSceneStateHeld = false
    /// Saves scene state a moment after it changes (see ``setNeedsSceneStateSave()``).
    lazy var sceneStateSaveDebouncer = SaveDebouncer { [weak self] in self?.saveSceneStateInBackground() }

    /// An application; DeskKit makes the shared one at launch.
    public override init() {
        super.init()
    }

    /// The app delegate, last in the responder chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: - Launching

    /// Makes this app the process's `shared` one, with the menu systems built for it. One app
    /// runs in a real process; a test process runs several hosts, and each takes these back
    /// before it drives its app, so a host launched meanwhile cannot answer for it.
    package func makeCurrent() {
        guard UIApplication.current !== self else { return }
        UIApplication.current = self
        UIMenuSystem.main.reset(for: self)
        UIMenuSystem.context.reset(for: self)
    }

    /// Starts the app: the delegate launches, then saved scenes are restored (or one new scene
    /// connects when nothing was saved, with `urlContexts` in its options; restored scenes get
    /// them through their delegate's `scene(_:openURLContexts:)`).
    package func launch(name: String, presenter: (any DeskKitPresenter)?, urlContexts: Set<UIOpenURLContext> = []) {
        applicationName = name
        self.presenter = presenter
        UIApplication.current = nil
        makeCurrent()
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        let saved = loadSavedSessions()
        if saved.isEmpty {
            let options = UIScene.ConnectionOptions()
            options.urlContexts = urlContexts
            connectNewScene(options: options)
        } else {
            for session in saved { restore(session) }
            if !urlContexts.isEmpty { openURLContexts(urlContexts) }
        }
        schedulePeriodicSave()
        updateMenusIfNeeded()
    }

    /// Reports a launch that showed no window, which a window system calls once launched: the
    /// app would otherwise run on with nothing on screen.
    package func checkLaunchShowedWindow() {
        guard allWindows.isEmpty else { return }
        let delegateName = sceneOrder.first?.delegate.map { "'\(type(of: $0))'" } ?? "none"
        sceneCannotStart("no window was made (scene delegate: \(delegateName)). Give the scene configuration a storyboard (UISceneStoryboardFile in Info.plist) or make a window in scene(_:willConnectTo:options:).")
    }

    /// Ends the app: scene state and the drafts of unsaved documents are saved, the delegate hears
    /// of it, scenes disconnect and the presenter stops.
    public func terminate() {
        guard !isTerminated else { return }
        saveSceneState()
        UIDocument.writeWaitingDrafts()
        StateWriteQueue.drain()
        isTerminated = true
        delegate?.applicationWillTerminate(self)
        for scene in sceneOrder { disconnect(scene) }
        presenter?.terminate()
    }

    // MARK: - Windows

    /// Every window of every connected scene.
    public var allWindows: [UIWindow] {
        sceneOrder.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// The window receiving keyboard input.
    public var keyWindow: UIWindow? {
        allWindows.first { $0.isKeyWindow }
    }

    func windowDidBecomeKey(_ window: UIWindow) {
        cancelHeldPresses()
        presenter?.windowDidBecomeKey(window)
        responderChainDidChange()
    }

    /// Where key events and validation start: the key window's first responder, else its root.
    var keyResponder: UIResponder? {
        keyWindow?.keyEventStart
    }

    /// The responders, innermost first, that edit the main menu.
    var menuBuildingChain: [UIResponder] {
        var chain: [UIResponder] = []
        var visited = Set<ObjectIdentifier>()
        var responder: UIResponder? = keyResponder ?? self
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            chain.append(current)
            responder = current.next
        }
        return chain
    }

    // MARK: - Actions

    /// Sends `action` to `target`, or up the key window's responder chain when `target` is nil.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: UIResponder?
        if let target = target as? UIResponder {
            receiver = target.target(forAction: action, withSender: sender) as? UIResponder
        } else {
            receiver = (keyResponder ?? self).target(forAction: action, withSender: sender) as? UIResponder
        }
        guard let receiver, receiver.invokeAction(action, sender: sender) else { return false }
        UIMenuSystem.main.setNeedsRevalidate()
        return true
    }

    /// Declares the app-wide actions (quit, new window…).
    open override func registerActions() {
        super.registerActions()
        implement("terminate:", by: UIApplication.terminateFromMenu)
        implement("showKeyboardShortcuts:", by: UIApplication.showKeyboardShortcuts)
        implement("requestNewWindow:", by: UIApplication.requestNewWindow)
    }

    private func terminateFromMenu(_ sender: Any?) { terminateAfterConfirming() }

    private func requestNewWindow(_ sender: Any?) { connectNewScene() }

    private func showKeyboardShortcuts(_ sender: Any?) {
        if presenter?.showShortcutOverlay(shortcutOverlay(), openedByHold: false) == true {
            shortcutOverlayHold.overlayDidShow()
        }
    }
}

extension UISceneSession: Hashable {
    /// Sessions are equal only when they are the same object.
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
