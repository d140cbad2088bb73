import DeskKit

/// Opens an editor window for each scene.
@MainActor
public final class BlueprintsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public required init() {
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = EditorViewController()
        self.window = window
        window.makeKeyAndVisible()
        windowScene.title = (window.rootViewController as? EditorViewController)?.openTabs.first?.document.title
    }
}
