import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation

/// Saves scene state in a loop and reports each finished save, so a test can kill it with
/// SIGKILL at any moment and check that every reported save survives.
///
/// Usage: deskkit-fault-probe STATE_DIRECTORY [blueprints]
/// With `blueprints`, it runs the Blueprints app instead: two editor windows whose carets move
/// before every save, reported as "saved GENERATION".
@MainActor
final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var generation = 0
    /// Large enough that a save takes a while, so kills land inside writes.
    static let padding = String(repeating: "restoration ", count: 40_000)

    required init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = UIWindow(windowScene: scene as! UIWindowScene)
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "org.deskkit.probe")
        activity.userInfo = ["generation": ProbeSceneDelegate.generation, "padding": ProbeSceneDelegate.padding]
        return activity
    }
}

@MainActor
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    required init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.supportedUserActivityTypes = ["org.deskkit.probe"]
        application.stateRestorationSaveInterval = 0
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        configuration.delegateClass = ProbeSceneDelegate.self
        return configuration
    }
}

/// Where each Blueprints window's caret is at a generation: inside the first line's ASCII text.
func blueprintsCarets(generation: Int) -> [Int] {
    [generation % 15, (generation * 7) % 15]
}

MainActor.assumeIsolated {
    guard (2...3).contains(CommandLine.arguments.count) else {
        FileHandle.standardError.write(Data("Usage: deskkit-fault-probe STATE_DIRECTORY [blueprints]\n".utf8))
        exit(2)
    }
    let directory = URL(fileURLWithPath: CommandLine.arguments[1])
    let runsBlueprints = CommandLine.arguments.count == 3 && CommandLine.arguments[2] == "blueprints"
    let host = runsBlueprints
        ? TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
        : TestHost(delegate: ProbeAppDelegate(), stateRestorationDirectory: directory)
    host.application.stateRestorationSaveInterval = 0
    host.press("n", modifiers: .command)
    for generation in 1...100_000 {
        ProbeSceneDelegate.generation = generation
        if runsBlueprints {
            for (window, caret) in zip(host.windows, blueprintsCarets(generation: generation)) {
                (window.rootViewController as? EditorViewController)?.documentTextView.select(caret..<caret)
            }
        }
        guard host.application.saveSceneState() else { exit(1) }
        FileHandle.standardOutput.write(Data("saved \(generation)\n".utf8))
    }
}
