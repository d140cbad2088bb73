import DeskKit
import Foundation

/// Connects a Details scene: a small window showing the details activity's document.
///
/// Details are not restored: a Details window open at quit belonged to an editor that comes back
/// without it, so a restored Details session (which has no activity) closes as soon as it is active.
@MainActor
public final class DetailsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    /// The size of a Details window.
    public static let windowSize = CGSize(width: 420, height: 190)

    public override init() {
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              let activity = connectionOptions.userActivities.first(where: { $0.activityType == BlueprintsActivity.details }),
              let document = BlueprintsActivity.document(in: activity) else { return }
        windowScene.defaultWindowSize = Self.windowSize
        windowScene.title = String(localized: "Details", bundle: .module)
        windowScene.userActivity = activity
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DetailsViewController(document: document)
        self.window = window
        window.makeKeyAndVisible()
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        guard window == nil, scene.activationState != .unattached else { return }
        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil, errorHandler: nil)
    }
}
