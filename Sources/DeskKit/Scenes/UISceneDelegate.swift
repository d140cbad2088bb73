/// Receives a scene's life-cycle events.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Called as the scene connects, before its window shows; the place to make the window and
    /// restore content from `connectionOptions` or the session's restoration activity.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called as the scene disconnects, after ``sceneDidEnterBackground(_:)`` and just before the
    /// presenter closes its windows.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called once the scene is connected and any extended restoration has completed.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called as the scene starts to disconnect, before ``sceneDidEnterBackground(_:)``.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called during connection, after ``scene(_:willConnectTo:options:)`` and the restoring of
    /// interaction state.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called as the scene disconnects, after ``sceneWillResignActive(_:)``; save work here.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity that restores this scene's content later; nil saves nothing for it.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restores interaction state (selection, scroll) once the content is back.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// The same, under the name some WWDC material uses; both are called.
    func scene(_ scene: UIScene, restoreInteractionState stateRestorationActivity: NSUserActivity)
    /// The scene is asked to show an activity (a request routed to an existing scene).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The scene is asked to open files or links while it is connected (a second launch of the
    /// app with files, or a file manager's request).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing; implement it to set up the scene's window.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, restoreInteractionState stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing by default.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate that owns a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The window the delegate made for its scene; kept here, it lives as long as the delegate.
    var window: UIWindow? { get set }
}
