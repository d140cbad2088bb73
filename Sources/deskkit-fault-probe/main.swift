import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation

/// Saves scene state in a loop and reports each finished save, so a test can kill it with
/// SIGKILL at any moment and check that every reported save survives.
///
/// Usage: deskkit-fault-probe STATE_DIRECTORY [blueprints | full-disk GENERATION | customization | typing FILE...]
/// With `typing`, it runs Blueprints with one window per file and types into them until it is
/// killed (see ``typeIntoDocuments(directory:files:)``). With `blueprints`, it runs the Blueprints app instead: two editor windows whose carets move
/// before every save, reported as "saved GENERATION". With `full-disk`, it saves once (see
/// ``saveOnceReportingFailures(directory:generation:)``), for tests that run it with no room to write.
/// With `customization`, it saves toolbar arrangements in a loop instead (see
/// ``saveCustomizationsInALoop(directory:)``).
@MainActor
final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var generation = 0
    /// Large enough that a save takes a while, so kills land inside writes.
    static let padding = String(repeating: "restoration ", count: 40_000)

    override init() { super.init() }

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
    override init() { super.init() }

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

/// Saves window state and a navigation bar customization once, printing what happened, then
/// shows it is still working by opening a window; exits 0 unless it stopped working.
///
/// Window state at generation `generation`; the bar (groups A and B) gets B added at the first
/// generation and moved to the front at later ones. Prints "restoration: saved" or
/// "restoration: <error>", "customization: saved" or "customization: <report>", the groups
/// shown afterwards, and the number of windows after Ctrl+N.
@MainActor
func saveOnceReportingFailures(directory: URL, generation: Int) {
    let reports = ProbeReports()
    DeskKitLog.handler = { message in reports.append(message) }
    NavigationBarCustomizationStore.directory = directory.appendingPathComponent("navigation-bars", isDirectory: true)
    let host = TestHost(delegate: ProbeAppDelegate(), stateRestorationDirectory: directory)
    host.application.stateRestorationSaveInterval = 0
    ProbeSceneDelegate.generation = generation
    let saved = host.application.saveSceneState()
    print("restoration: \(saved ? "saved" : host.application.lastRestorationError.map { "\($0)" } ?? "failed without a reason")")

    let item = UINavigationItem(title: "Probe")
    item.customizationIdentifier = "org.deskkit.probe.bar"
    item.centerItemGroups = [
        UIBarButtonItem(title: "A").creatingOptionalGroup(customizationIdentifier: "A"),
        UIBarButtonItem(title: "B").creatingOptionalGroup(customizationIdentifier: "B", isInDefaultCustomization: false),
    ]
    let before = reports.count
    do {
        if generation == 1 {
            try item.addCenterItemGroup(withCustomizationIdentifier: "B")
        } else {
            try item.moveCenterItemGroup(withCustomizationIdentifier: "B", to: 0)
        }
    } catch {
        print("customization refused: \(error)")
    }
    print("customization: \(reports.count == before ? "saved" : reports.messages.last!)")
    print("shown: \(item.displayedCenterItemGroups.compactMap(\.customizationIdentifier).joined(separator: ","))")
    host.press("n", modifiers: .command)
    print("windows: \(host.windows.count)")
}

/// Moves a toolbar group to the front in a loop, each move saved, reporting "saved GENERATION";
/// at generation g the group `probeBarGroups[g % 5]` moves to the front.
@MainActor
func saveCustomizationsInALoop(directory: URL) {
    DeskKitLog.handler = { message in
        FileHandle.standardError.write(Data("failed: \(message)\n".utf8))
        exit(1)
    }
    NavigationBarCustomizationStore.directory = directory
    let host = TestHost(delegate: ProbeAppDelegate(), stateRestorationDirectory: nil)
    let item = UINavigationItem(title: "Probe")
    item.customizationIdentifier = "org.deskkit.probe.bar"
    item.centerItemGroups = probeBarGroups.map { UIBarButtonItem(title: $0).creatingOptionalGroup(customizationIdentifier: $0) }
    defer { withExtendedLifetime(host) {} }
    for generation in 1...100_000 {
        do {
            try item.moveCenterItemGroup(withCustomizationIdentifier: probeBarGroups[generation % probeBarGroups.count], to: 0)
        } catch {
            FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
            exit(1)
        }
        FileHandle.standardOutput.write(Data("saved \(generation)\n".utf8))
    }
}

/// The toolbar groups of ``saveCustomizationsInALoop(directory:)``.
let probeBarGroups = ["A", "B", "C", "D", "E"]

/// Messages DeskKit reported, collected from any thread.
final class ProbeReports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    var count: Int { messages.count }
    func append(_ message: String) { lock.withLock { stored.append(message) } }
}

MainActor.assumeIsolated {
    if CommandLine.arguments.count >= 4, CommandLine.arguments[2] == "typing" {
        typeIntoDocuments(directory: URL(fileURLWithPath: CommandLine.arguments[1]),
                          files: CommandLine.arguments[3...].map { URL(fileURLWithPath: $0) })
    }
    if CommandLine.arguments.count == 4, CommandLine.arguments[2] == "full-disk", let generation = Int(CommandLine.arguments[3]) {
        saveOnceReportingFailures(directory: URL(fileURLWithPath: CommandLine.arguments[1]), generation: generation)
        exit(0)
    }
    if CommandLine.arguments.count == 3, CommandLine.arguments[2] == "customization" {
        saveCustomizationsInALoop(directory: URL(fileURLWithPath: CommandLine.arguments[1]))
        exit(0)
    }
    guard (2...3).contains(CommandLine.arguments.count) else {
        FileHandle.standardError.write(Data("Usage: deskkit-fault-probe STATE_DIRECTORY [blueprints | full-disk GENERATION | customization | typing FILE...]\n".utf8))
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
