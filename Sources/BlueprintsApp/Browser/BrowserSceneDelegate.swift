import Foundation
import DeskKit

/// Shows the document browser in its own window.
@MainActor
public final class BrowserSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let browser = DocumentBrowserViewController()
        window.rootViewController = browser
        self.window = window
        window.makeKeyAndVisible()
        windowScene.title = String(localized: "Documents", bundle: .module)
        // The browser is one per app: a second request brings this window forward.
        windowScene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { object, _ in
            (object as? String) == BlueprintsActivity.browser
        }
    }

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        BlueprintsActivity.browsing()
    }
}
