@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// An app's own restoration state: which rows of an outline are expanded.
struct OutlineState: UserActivityArchivable, Equatable {
    static let archiveTypeName = "org.deskkit.tests.outline-state"
    var expandedRows: [Int]
}

/// Saves an outline state and a plain title with its scene, and keeps what comes back.
@MainActor
final class OutlineSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static let activityType = "org.deskkit.tests.outline"
    static var restoredUserInfo: [AnyHashable: Any]?
    var window: UIWindow?

    override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        OutlineSceneDelegate.restoredUserInfo = session.stateRestorationActivity?.userInfo
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: OutlineSceneDelegate.activityType)
        activity.userInfo = ["outline": OutlineState(expandedRows: [2, 3, 7]), "title": "Plan"]
        return activity
    }
}

/// Declares the outline activity and, when `registersTypes`, its archivable type.
@MainActor
final class OutlineAppDelegate: UIResponder, UIApplicationDelegate {
    static var registersTypes = true

    override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.supportedUserActivityTypes = [OutlineSceneDelegate.activityType]
        if Self.registersTypes { application.userActivityArchivableTypes = [OutlineState.self] }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Outline", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = OutlineSceneDelegate.self
        return configuration
    }
}

/// An app's own ``UserActivityArchivable`` values survive a relaunch; values that cannot be read
/// are left out one by one, with a warning, and the archive as read is kept.
@MainActor
@Suite(.serialized)
struct ArchivableTypeTests {
    private func outlineApp(registersTypes: Bool) -> OutlineAppDelegate {
        OutlineAppDelegate.registersTypes = registersTypes
        return OutlineAppDelegate()
    }

    private func keptCopies(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("scenes.partial-") }
    }

    @Test func appTypeComesBackAsItself() throws {
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: outlineApp(registersTypes: true), stateRestorationDirectory: directory)
        first.application.terminate()

        OutlineSceneDelegate.restoredUserInfo = nil
        let second = TestHost(delegate: outlineApp(registersTypes: true), stateRestorationDirectory: directory)
        #expect(second.application.lastRestorationError == nil, "\(String(describing: second.application.lastRestorationError))")
        let info = try #require(OutlineSceneDelegate.restoredUserInfo)
        #expect(info["outline"] as? OutlineState == OutlineState(expandedRows: [2, 3, 7]))
        #expect(info["title"] as? String == "Plan")
        #expect(try keptCopies(in: directory).isEmpty)
    }

    @Test func unregisteredTypeIsLeftOutAndTheRestRestored() throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: outlineApp(registersTypes: true), stateRestorationDirectory: directory)
        let identifier = try #require(first.application.openSessions.first?.persistentIdentifier)
        first.application.terminate()
        let saved = try Data(contentsOf: directory.appendingPathComponent("scenes.json"))

        OutlineSceneDelegate.restoredUserInfo = nil
        let second = TestHost(delegate: outlineApp(registersTypes: false), stateRestorationDirectory: directory)
        #expect(second.application.openSessions.map(\.persistentIdentifier) == [identifier])
        let info = try #require(OutlineSceneDelegate.restoredUserInfo)
        #expect(info["title"] as? String == "Plan")
        #expect(info["outline"] == nil)
        let expected = RestorationError.unregisteredArchivableType(
            activityType: OutlineSceneDelegate.activityType, key: "outline", typeName: OutlineState.archiveTypeName)
        #expect(second.application.lastRestorationError == expected)
        #expect(logs.messages.contains(expected.description))
        #expect(expected.description.contains("Add the type to UIApplication.userActivityArchivableTypes."))

        // The next save drops the value it could not read, but the archive as read stays aside.
        second.application.terminate()
        let kept = try keptCopies(in: directory)
        #expect(kept.count == 1)
        if let kept = kept.first {
            #expect(try Data(contentsOf: directory.appendingPathComponent(kept)) == saved)
            #expect(logs.messages.contains { $0.contains(kept) })
        }

        // Registered again, the kept copy restores the value.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("scenes.json"))
        try saved.write(to: directory.appendingPathComponent("scenes.json"))
        OutlineSceneDelegate.restoredUserInfo = nil
        _ = TestHost(delegate: outlineApp(registersTypes: true), stateRestorationDirectory: directory)
        #expect(OutlineSceneDelegate.restoredUserInfo?["outline"] as? OutlineState == OutlineState(expandedRows: [2, 3, 7]))
    }

    /// Values that are damaged, of an unknown type or nested too deep are each left out with their
    /// own message; the values beside them, and the other windows, come back.
    @Test func damagedValuesAreLeftOutOneByOne() throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        let deep = String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)
        let archive = #"""
        {"format":"DeskKitSceneRestoration","version":1,"sessions":[
         {"id":"one","activity":{"type":"org.deskkit.tests.outline","userInfo":{
          "outline":{"$type":"org.deskkit.tests.outline-state","$value":{"expandedRows":"not rows"}},
          "blob":{"$data":"***"},"rocket":{"$type":"Rocket","$value":1},"deep":\#(deep),"title":"Kept"}}},
         {"id":"two","activity":{"type":"org.deskkit.tests.outline","userInfo":{
          "outline":{"$type":"org.deskkit.tests.outline-state","$value":{"expandedRows":[1]}}}}}
        ]}
        """#
        try Data(archive.utf8).write(to: directory.appendingPathComponent("scenes.json"))
        let host = TestHost(delegate: outlineApp(registersTypes: true), stateRestorationDirectory: directory)
        #expect(host.application.openSessions.map(\.persistentIdentifier).sorted() == ["one", "two"])
        let one = try #require(host.application.openSessions.first { $0.persistentIdentifier == "one" }?.stateRestorationActivity?.userInfo)
        #expect(one.keys.compactMap { $0.base as? String } == ["title"])
        #expect(one["title"] as? String == "Kept")
        let two = try #require(host.application.openSessions.first { $0.persistentIdentifier == "two" }?.stateRestorationActivity?.userInfo)
        #expect(two["outline"] as? OutlineState == OutlineState(expandedRows: [1]))
        let type = OutlineSceneDelegate.activityType
        let expected: [RestorationError] = [
            .unreadableValue(activityType: type, key: "blob", reason: "its data is not base64"),
            .unreadableValue(activityType: type, key: "deep", reason: "it nests values more than 32 deep"),
            .unreadableValue(activityType: type, key: "outline", reason: "its 'org.deskkit.tests.outline-state' value does not decode"),
            .unregisteredArchivableType(activityType: type, key: "rocket", typeName: "Rocket"),
        ]
        for error in expected {
            #expect(logs.messages.contains(error.description), "missing: \(error)")
        }
        #expect(try keptCopies(in: directory).count == 1)
    }

    /// A name far longer than any real one is shortened in the message, not quoted whole.
    @Test func longTypeNamesAreShortenedInMessages() throws {
        let name = String(repeating: "x", count: 100_000)
        let entry: [String: Any] = ["type": "t", "userInfo": ["k": ["$type": name, "$value": 1]]]
        var leftOut: [RestorationError] = []
        let activity = try RestorationArchive.decodeActivity(entry, types: [:], leftOut: &leftOut)
        #expect(activity.userInfo?.isEmpty == true)
        #expect(leftOut == [.unregisteredArchivableType(activityType: "t", key: "k", typeName: String(repeating: "x", count: 100) + "…")])
        #expect(leftOut[0].description.count < 400)
    }
}
