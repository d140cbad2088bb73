import DeskKit
import Foundation

/// Shows the blueprint canvas in its own window, one per app, back after a relaunch.
@MainActor
public final class CanvasSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = CanvasViewController()
        self.window = window
        window.makeKeyAndVisible()
        windowScene.title = String(localized: "Canvas", bundle: .module)
        windowScene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { object, _ in
            (object as? String) == BlueprintsActivity.canvas
        }
    }

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        BlueprintsActivity.showingCanvas()
    }
}
