import DeskKit
import DeskKitTesting
import Foundation

/// Launches an app that restores 50 saved windows, each with a text field's content and
/// interaction state. The peer is the same launch opening 50 new windows with nothing to
/// restore, measured in the same run.
@MainActor
enum RestoreBenchmark {
    static let windowCount = 50

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 400, height: 30))
        override init() { super.init() }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            let window = UIWindow(windowScene: scene as! UIWindowScene)
            let controller = UIViewController()
            controller.view.addSubview(field)
            window.rootViewController = controller
            self.window = window
            window.makeKeyAndVisible()
            field.text = session.stateRestorationActivity?.userInfo?["content"] as? String ?? "Document \(scene.session.persistentIdentifier.prefix(4))"
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            let activity = NSUserActivity(activityType: "org.deskkit.bench.editor")
            activity.addUserInfoEntries(from: ["content": field.text ?? "", "interactionState": field.interactionState])
            return activity
        }

        func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
            if let state = stateRestorationActivity.userInfo?["interactionState"] { field.interactionState = state }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        override init() { super.init() }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            application.supportedUserActivityTypes = ["org.deskkit.bench.editor"]
            application.stateRestorationSaveInterval = 0
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Editor", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }

    static func run() -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-bench-restore-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = TestHost(delegate: AppDelegate(), name: "Bench", stateRestorationDirectory: directory)
        for _ in 1..<windowCount { seed.press("n", modifiers: .command) }
        for (index, window) in seed.windows.enumerated() {
            let field = (window.windowScene?.delegate as? SceneDelegate)?.field
            field?.text = "Window \(index): " + String(repeating: "plan ", count: 200)
            field?.select(5..<9)
        }
        seed.application.saveSceneState()
        seed.application.terminate()

        var restoredCount = 0
        let restore = BenchmarkReport.measure(iterations: 30) {
            let host = TestHost(delegate: AppDelegate(), name: "Bench", stateRestorationDirectory: directory)
            restoredCount = host.windows.count
        }
        let fresh = BenchmarkReport.measure(iterations: 30) {
            let host = TestHost(delegate: AppDelegate(), name: "Bench")
            for _ in 1..<windowCount { host.press("n", modifiers: .command) }
        }
        return """
        ## Restore: relaunch with \(windowCount) saved windows

        Core time of a launch that reads the archive and reconnects \(restoredCount) scenes, each getting \
        its text and selection back. Target: < 100 ms.

        \(BenchmarkReport.tableHeader)\(restore.row("DeskKit launch restoring \(windowCount) windows"))\
        \(fresh.row("peer: launch opening \(windowCount) new windows, nothing restored"))

        """
    }
}
