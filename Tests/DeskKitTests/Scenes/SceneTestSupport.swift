import DeskKit
@_exported import DeskKitTestSupport
import DeskKitTesting
import Foundation

/// The seed's editor: a text field whose content and selection survive a restart.
@MainActor
final class SeedEditorViewController: UIViewController {
    let textField = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textField)
    }
}

/// Stands in for loading a document from disk: answers on a later main-queue turn.
@MainActor
func loadContentAsync(_ completion: @escaping @MainActor (_ result: (content: String, Void)) -> Void) {
    DispatchQueue.main.async {
        MainActor.assumeIsolated { completion((content: "Loaded later", ())) }
    }
}

/// The seed's scene delegate, with only the import changed.
@MainActor
final class SeedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var restoresAsynchronously = false
    static var continued: [String] = []

    override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let controller = SeedEditorViewController()
        window.rootViewController = controller
        self.window = window
        window.makeKeyAndVisible()
        if let activity = session.stateRestorationActivity ?? connectionOptions.userActivities.first {
            controller.textField.text = activity.userInfo?["content"] as? String
            scene.title = activity.title
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let viewController = self.window?.rootViewController as? SeedEditorViewController else {
            return nil
        }

        let stateActivity = NSUserActivity(activityType: "com.myapp.editorstate")
        stateActivity.addUserInfoEntries(from: [
            "content": viewController.textField.text ?? "",
            "interactionState": viewController.textField.interactionState
        ])

        return stateActivity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        guard let viewController = window?.rootViewController as? SeedEditorViewController else { return }
        if let state = stateRestorationActivity.userInfo?["interactionState"] {
            viewController.textField.interactionState = state
        }
    }

    func scene(_ scene: UIScene, restoreInteractionState stateRestorationActivity: NSUserActivity) {
        guard SeedSceneDelegate.restoresAsynchronously else { return }
        guard let viewController = window?.rootViewController as? SeedEditorViewController else { return }

        scene.extendStateRestoration()

        loadContentAsync { result in
            viewController.textField.text = result.content
            scene.completeStateRestoration()
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        SeedSceneDelegate.continued.append(userActivity.targetContentIdentifier ?? userActivity.activityType)
    }
}

@MainActor
final class SeedAppDelegate: UIResponder, UIApplicationDelegate {
    override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.supportedUserActivityTypes = ["com.myapp.editorstate", "com.myapp.detailscene"]
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Editor", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SeedSceneDelegate.self
        return configuration
    }
}

