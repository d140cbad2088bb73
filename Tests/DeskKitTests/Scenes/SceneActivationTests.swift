import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct SceneActivationTests {
    @Test func activationActionOpensANewScene() throws {
        let host = TestHost(delegate: SeedAppDelegate())
        let newSceneAction = UIWindowScene.ActivationAction { _ in
            let userActivity = NSUserActivity(activityType: "com.myapp.detailscene")
            return UIWindowScene.ActivationConfiguration(userActivity: userActivity)
        }
        #expect(newSceneAction.title == "Open in New Window")
        #expect(host.application.perform(newSceneAction))
        #expect(host.windows.count == 2)
        // Automatic from "Open in New Window" means prominent, over the scene it came from.
        let scene = try #require(host.windows.last?.windowScene)
        #expect(scene.presentationStyle == .prominent)
        #expect(scene.requestingScene === host.windows.first?.windowScene)

        // The configuration's options still decide when they name a style.
        let standardAction = UIWindowScene.ActivationAction { _ in
            let options = UIWindowScene.ActivationRequestOptions()
            options.preferredPresentationStyle = .standard
            return UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.myapp.detailscene"), options: options)
        }
        #expect(host.application.perform(standardAction))
        #expect(host.windows.count == 3)
        #expect(host.windows.last?.windowScene?.presentationStyle == .standard)
    }

    /// A request the app cannot fulfil (here an activity type it never declared) runs the alternate.
    @Test func alternateRunsWhenTheRequestFails() {
        let logs = LogCollector()
        let host = TestHost(delegate: SeedAppDelegate())
        var showedDetails = false
        let action = UIWindowScene.ActivationAction(alternate: UIAction(title: "Show Details") { _ in showedDetails = true }) { _ in
            UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.myapp.undeclared"))
        }
        #expect(action.title == "Open in New Window")
        host.application.perform(action)
        #expect(showedDetails)
        #expect(host.windows.count == 1)
        #expect(logs.messages.contains { $0.contains("com.myapp.undeclared") })
    }

    @Test func activationActionWorksFromAMenu() {
        final class MenuApp: UIResponder, UIApplicationDelegate {
            override init() { super.init() }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                application.supportedUserActivityTypes = ["com.myapp.detailscene"]
                return true
            }
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = SeedSceneDelegate.self
                return configuration
            }
            override func buildMenu(with builder: UIMenuBuilder) {
                guard builder.system == .main else { return }
                let action = UIWindowScene.ActivationAction { _ in
                    UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.myapp.detailscene"))
                }
                builder.insertChild(UIMenu(title: "Windows", children: [action]), atEndOfMenu: .view)
            }
        }
        let host = TestHost(delegate: MenuApp())
        #expect(host.performMainMenuItem(["View", "Windows", "Open in New Window"]))
        #expect(host.windows.count == 2)
    }

    @Test func hiddenWithoutWindowsOrAlternate() {
        let host = TestHost(delegate: SeedAppDelegate())
        host.application.supportsMultipleScenes = false
        let action = UIWindowScene.ActivationAction { _ in nil }
        #expect(action.attributes.contains(.hidden))
    }

    @Test func alternateRunsWhereWindowsCannotOpen() {
        let host = TestHost(delegate: SeedAppDelegate())
        host.application.supportsMultipleScenes = false
        var showedDetails = false
        let alternateAction = UIAction(title: "Show Details", image: nil) { _ in
            showedDetails = true
        }

        let newSceneAction = UIWindowScene.ActivationAction(
            alternate: alternateAction
        ) { _ in
            let userActivity = NSUserActivity(activityType: "com.myapp.detailscene")
            return UIWindowScene.ActivationConfiguration(userActivity: userActivity)
        }
        #expect(newSceneAction.title == "Show Details")
        host.application.perform(newSceneAction)
        #expect(showedDetails)
        #expect(host.windows.count == 1)
    }

    @Test func prominentSceneRemembersItsSource() throws {
        let host = TestHost(delegate: SeedAppDelegate())
        let source = try #require(host.keyWindow?.windowScene)
        let options = UIWindowScene.ActivationRequestOptions()
        options.preferredPresentationStyle = .prominent
        let activity = NSUserActivity(activityType: "com.myapp.detailscene")
        host.application.requestSceneSessionActivation(nil, userActivity: activity, options: options, errorHandler: nil)
        let prominent = try #require(host.windows.last?.windowScene)
        #expect(prominent.presentationStyle == .prominent)
        #expect(prominent.requestingScene === source)
        #expect(host.keyWindow?.windowScene === prominent)
    }

    @Test func requestForShownContentGoesToItsScene() throws {
        SeedSceneDelegate.continued = []
        let host = TestHost(delegate: SeedAppDelegate())
        let first = try #require(host.keyWindow?.windowScene)
        first.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { object, _ in
            (object as? String) == "doc-1"
        }
        let activity = NSUserActivity(activityType: "com.myapp.detailscene")
        activity.targetContentIdentifier = "doc-1"
        host.press("n", modifiers: .command)
        #expect(host.keyWindow?.windowScene !== first)
        host.application.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
        #expect(host.windows.count == 2)
        #expect(host.keyWindow?.windowScene === first)
        #expect(SeedSceneDelegate.continued == ["doc-1"])
        activity.targetContentIdentifier = "doc-2"
        host.application.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
        #expect(host.windows.count == 3)
    }

    @Test func undeclaredOrIncompleteActivitiesAreRefused() {
        let host = TestHost(delegate: SeedAppDelegate())
        var errors: [String] = []
        host.application.requestSceneSessionActivation(
            nil, userActivity: NSUserActivity(activityType: "com.other.thing"), options: nil,
            errorHandler: { errors.append("\($0)") })
        let incomplete = NSUserActivity(activityType: "com.myapp.detailscene")
        incomplete.requiredUserInfoKeys = ["documentID"]
        host.application.requestSceneSessionActivation(nil, userActivity: incomplete, options: nil, errorHandler: { errors.append("\($0)") })
        #expect(host.windows.count == 1)
        #expect(errors.count == 2)
        #expect(errors[0].contains("'com.other.thing' is not declared"))
        #expect(errors[1].contains("'documentID'"))
    }

    @Test func userInfoValuesSurviveArchiving() throws {
        let directory = temporaryStateDirectory()
        final class Delegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            nonisolated(unsafe) static var restored: [AnyHashable: Any]?
            override init() { super.init() }
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                Delegate.restored = session.stateRestorationActivity?.userInfo
                window = UIWindow(windowScene: scene as! UIWindowScene)
                window?.makeKeyAndVisible()
            }
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "com.myapp.editorstate")
                activity.userInfo = [
                    "text": "ß → 𝄞", "count": 42, "ratio": 0.25, "flag": true,
                    "when": Date(timeIntervalSince1970: 1_700_000_000), "bytes": Data([1, 2, 3]),
                    "list": [1, 2, 3], "nested": ["a": ["b": "c"]], "none": NSNull(),
                ]
                return activity
            }
        }
        final class App: UIResponder, UIApplicationDelegate {
            override init() { super.init() }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                application.supportedUserActivityTypes = ["com.myapp.editorstate"]
                return true
            }
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                configuration.delegateClass = Delegate.self
                return configuration
            }
        }
        TestHost(delegate: App(), stateRestorationDirectory: directory).press("q", modifiers: .command)
        _ = TestHost(delegate: App(), stateRestorationDirectory: directory)
        let info = try #require(Delegate.restored)
        #expect(info["text"] as? String == "ß → 𝄞")
        #expect(info["count"] as? Int == 42)
        #expect(info["ratio"] as? Double == 0.25)
        #expect(info["flag"] as? Bool == true)
        #expect(info["when"] as? Date == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(info["bytes"] as? Data == Data([1, 2, 3]))
        #expect(info["list"] as? [Int] == [1, 2, 3])
        #expect((info["nested"] as? [String: Any])?["a"] as? [String: String] == ["b": "c"])
        #expect(info["none"] is NSNull)
    }
}
