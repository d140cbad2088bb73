import Foundation

/// The running app: its delegate, scenes, menu systems and the end of the responder chain.
@MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
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
    public private(set) var connectedScenes: Set<UIScene> = []
    public private(set) var openSessions: Set<UISceneSession> = []
    /// Scenes in the order they connected, for deterministic iteration.
    private(set) var sceneOrder: [UIScene] = []
    /// Draws the app; the headless host or the GTK layer.
    public internal(set) var presenter: (any DeskKitPresenter)?
    var menuUpdateScheduledFlag = false
    var lastPresentedMenu: UIMenu?
    public private(set) var isTerminated = false

    public required init() {
        super.init()
    }

    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: - Launching

    /// Starts the app: the delegate launches, then the first scene connects.
    public func launch(name: String, presenter: (any DeskKitPresenter)?) {
        UIApplication.current = self
        applicationName = name
        self.presenter = presenter
        UIMenuSystem.main.reset(for: self)
        UIMenuSystem.context.reset(for: self)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        connectNewScene()
        updateMenusIfNeeded()
    }

    /// Creates a session and connects a scene for it.
    @discardableResult
    func connectNewScene(options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> UIWindowScene? {
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIWindowScene.Type ?? UIWindowScene.self
        let scene = sceneType.init()
        scene.session = session
        scene.application = self
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let responderType = delegateClass as? UIResponder.Type, let sceneDelegate = responderType.init() as? UISceneDelegate {
                scene.delegate = sceneDelegate
            } else {
                DeskKitLog.report("The scene delegate class '\(delegateClass)' is not a UIResponder subclass adopting UISceneDelegate; the scene has no delegate. Make the class inherit from UIResponder.")
            }
        }
        openSessions.insert(session)
        connectedScenes.insert(scene)
        sceneOrder.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        presenter?.sceneDidConnect(scene)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        responderChainDidChange()
        return scene
    }

    /// Closes a scene's windows and ends its session.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: Any?, errorHandler: ((Error) -> Void)?) {
        if let scene = sceneSession.scene { disconnect(scene) }
        openSessions.remove(sceneSession)
    }

    func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        scene.delegate?.sceneWillResignActive(scene)
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
        sceneOrder.removeAll { $0 === scene }
        scene.delegate?.sceneDidDisconnect(scene)
        presenter?.sceneDidDisconnect(scene)
        if keyWindow == nil, let window = allWindows.last { window.makeKey() }
        responderChainDidChange()
    }

    /// Ends the app: the delegate hears of it, scenes disconnect and the presenter stops.
    public func terminate() {
        guard !isTerminated else { return }
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

    open override func registerActions() {
        super.registerActions()
        implement("terminate:", by: UIApplication.terminateFromMenu)
        implement("showKeyboardShortcuts:", by: UIApplication.showKeyboardShortcuts)
        implement("requestNewWindow:", by: UIApplication.requestNewWindow)
    }

    private func terminateFromMenu(_ sender: Any?) { terminate() }

    private func requestNewWindow(_ sender: Any?) { connectNewScene() }

    private func showKeyboardShortcuts(_ sender: Any?) {
        presenter?.showShortcutOverlay(shortcutOverlay())
    }
}

extension UIScene: Hashable {
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UISceneSession: Hashable {
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
