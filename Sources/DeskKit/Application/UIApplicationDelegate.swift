/// The app's delegate: launch, scene configuration and termination.
///
/// Make it a ``UIResponder`` subclass to put it at the end of the responder chain, where it can
/// build the main menu and implement app-wide actions.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Launch succeeds unless implemented.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// The default configuration for the session's role unless implemented.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing unless implemented.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
