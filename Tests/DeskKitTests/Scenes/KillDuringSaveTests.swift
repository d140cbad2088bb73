import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Kills a process with SIGKILL while it saves window state, over and over, and checks that
/// every save it reported is still there and readable.
@MainActor
struct KillDuringSaveTests {
    @Test func killNineNeverLosesAReportedSave() throws {
        var generator = TestRandom("KillDuringSaveTests")
        for round in 0..<8 {
            let directory = temporaryStateDirectory()
            // Let it reach a random number of finished saves, then kill it wherever it is.
            let reported = try FaultProbe.killAfter(lines: Int.random(in: 1...6, using: &generator),
                                                    microseconds: UInt32.random(in: 0...20_000, using: &generator),
                                                    arguments: [directory.path])
            #expect(reported >= 1, "seed \(generator.seed), round \(round): the probe reported no save")

            let restored = RestoredGeneration()
            let host = TestHost(delegate: RestoringAppDelegate(restored: restored), stateRestorationDirectory: directory)
            #expect(host.application.lastRestorationError == nil, "seed \(generator.seed), round \(round): \(String(describing: host.application.lastRestorationError))")
            #expect(host.windows.count == 2, "seed \(generator.seed), round \(round)")
            #expect(restored.generations.count == 2)
            #expect(restored.generations.allSatisfy { $0 >= reported }, "seed \(generator.seed), round \(round): reported \(reported), restored \(restored.generations)")
        }
    }
}

@MainActor
final class RestoredGeneration {
    var generations: [Int] = []
}

@MainActor
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    let restored: RestoredGeneration
    nonisolated(unsafe) static var current: RestoredGeneration?

    init(restored: RestoredGeneration) {
        self.restored = restored
        super.init()
        RestoringAppDelegate.current = restored
    }

    override init() {
        restored = RestoredGeneration()
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.supportedUserActivityTypes = ["org.deskkit.probe"]
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        configuration.delegateClass = RestoringSceneDelegate.self
        return configuration
    }
}

@MainActor
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = UIWindow(windowScene: scene as! UIWindowScene)
        window?.makeKeyAndVisible()
        if let generation = session.stateRestorationActivity?.userInfo?["generation"] as? Int {
            RestoringAppDelegate.current?.generations.append(generation)
        }
    }
}
