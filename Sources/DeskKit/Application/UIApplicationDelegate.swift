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

    /// The Info.plist's first scene configuration unless implemented (or "Default Configuration").
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let name = _UISceneManifest.current?.configuration(named: nil)?.name ?? "Default Configuration"
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing unless implemented.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
