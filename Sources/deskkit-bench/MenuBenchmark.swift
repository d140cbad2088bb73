import DeskKit
import DeskKitTesting
import Foundation

/// Rebuilds and validates a main menu of 10,000 commands, and looks up key commands.
///
/// The peer is the straightforward design measured in the same run: duplicates found by
/// scanning every command already inserted, and key commands looked up by a linear scan.
@MainActor
enum MenuBenchmark {
    static let menuCount = 100
    static let commandsPerMenu = 100

    /// The app: 10,000 commands, 2,000 of them with distinct key combinations. It keeps its
    /// menus, made once, and inserts them on every rebuild, as an app with a large command set
    /// would.
    final class LargeMenuDelegate: BenchAppDelegate {
        let menus = (0..<MenuBenchmark.menuCount).map { MenuBenchmark.makeMenu($0) }

        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == .main else { return }
            for menu in menus {
                builder.insertChild(menu, atEndOfMenu: .view)
            }
        }
    }

    /// The same app, but making its 100 menus and 10,000 commands anew on every rebuild: the
    /// cost when nothing can be carried over from the previous build.
    final class FreshMenuDelegate: BenchAppDelegate {
        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == .main else { return }
            for menu in 0..<MenuBenchmark.menuCount {
                builder.insertChild(MenuBenchmark.makeMenu(menu), atEndOfMenu: .view)
            }
        }
    }

    /// What both apps share: a window per scene, and half of the menus' actions implemented.
    class BenchAppDelegate: UIResponder, UIApplicationDelegate {
        override init() { super.init() }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = WindowDelegate.self
            return configuration
        }

        override func registerActions() {
            super.registerActions()
            for menu in 0..<MenuBenchmark.menuCount where menu % 2 == 0 {
                for item in 0..<MenuBenchmark.commandsPerMenu {
                    implement(Selector("bench\(menu)_\(item):")) { _, _ in }
                }
            }
        }
    }

    static func makeMenu(_ menu: Int) -> UIMenu {
        UIMenu(title: "Menu \(menu)", identifier: UIMenu.Identifier("bench.\(menu)"), children: commands(forMenu: menu))
    }

    static let keyedPerMenu = 4

    /// Distinct key combinations that the standard menu does not use.
    static let keyList: [(input: String, flags: UIKeyModifierFlags)] = {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let digits = "0123456789".map(String.init)
        let functionKeys = [UIKeyCommand.inputF1, UIKeyCommand.inputF2, UIKeyCommand.inputF3, UIKeyCommand.inputF4,
                            UIKeyCommand.inputF5, UIKeyCommand.inputF6, UIKeyCommand.inputF7, UIKeyCommand.inputF8,
                            UIKeyCommand.inputF9, UIKeyCommand.inputF10, UIKeyCommand.inputF12]
        let unshifted: [UIKeyModifierFlags] = [[.control], [.alternate], [.command, .control], [.command, .alternate],
                                               [.control, .alternate], [.command, .control, .alternate]]
        let shifted: [UIKeyModifierFlags] = [[.control, .shift], [.alternate, .shift], [.control, .alternate, .shift], [.command, .control, .shift]]
        var list: [(String, UIKeyModifierFlags)] = []
        for flags in unshifted { for input in letters + digits + functionKeys { list.append((input, flags)) } }
        for flags in shifted { for input in letters + functionKeys { list.append((input, flags)) } }
        return list
    }()

    /// Gives the scene a window with a view controller, so keys and validation walk a real chain.
    final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        override init() { super.init() }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    static func commands(forMenu menu: Int) -> [UIMenuElement] {
        (0..<commandsPerMenu).map { item -> UIMenuElement in
            let action = Selector("bench\(menu)_\(item):")
            if item < keyedPerMenu {
                let key = keyList[menu * keyedPerMenu + item]
                return UIKeyCommand(title: "Command \(menu).\(item)", action: action, input: key.input, modifierFlags: key.flags)
            }
            return UICommand(title: "Command \(menu).\(item)", action: action)
        }
    }

    static func run() -> String {
        let logs = DeskKitLog.handler
        var diagnosticsCount = 0
        let host = TestHost(delegate: LargeMenuDelegate(), name: "Bench")
        _ = host.mainMenu
        diagnosticsCount = UIMenuSystem.main.diagnostics.count
        DeskKitLog.handler = logs
        let commandCount = countCommands(in: host.mainMenu)

        let rebuild = BenchmarkReport.measure(iterations: 60) {
            UIMenuSystem.main.setNeedsRebuild()
            _ = host.application.validatedMainMenu
        }
        let revalidate = BenchmarkReport.measure(iterations: 60) {
            UIMenuSystem.main.setNeedsRevalidate()
            _ = host.application.validatedMainMenu
        }
        let keys = keyPresses()
        let lookup = BenchmarkReport.measure(iterations: 200) {
            for key in keys { _ = host.application.handleKeyPress(key) }
        }
        let perKey = BenchmarkReport.Timing(median: lookup.median / Double(keys.count), p90: lookup.p90 / Double(keys.count), minimum: lookup.minimum / Double(keys.count))

        let fresh = timeRebuilds(of: FreshMenuDelegate(), iterations: 30).timing
        // What the app spends making (and freeing) its menus alone, to set beside that row.
        let making = BenchmarkReport.measure(iterations: 30) { _ = (0..<menuCount).map { makeMenu($0) } }

        let naiveBuild = BenchmarkReport.measure(iterations: 5, warmup: 1) { _ = NaiveMenuModel.build() }
        let naive = NaiveMenuModel.build()
        let naiveLookup = BenchmarkReport.measure(iterations: 200) {
            for key in keys { _ = naive.lookup(key.combination) }
        }
        let naivePerKey = BenchmarkReport.Timing(median: naiveLookup.median / Double(keys.count), p90: naiveLookup.p90 / Double(keys.count), minimum: naiveLookup.minimum / Double(keys.count))

        return """
        ## Menus: rebuild + validate, key lookup

        A main menu of \(commandCount) commands (standard menu plus \(menuCount) menus of \(commandsPerMenu)), \
        \(naive.keyCount) with key combinations; half the actions have a responder. Build diagnostics: \(diagnosticsCount). \
        Target: rebuild + validate < 5 ms. The app keeps its menu objects and inserts them on every \
        rebuild, as apps with large command sets do (menus are immutable, so a rebuild carries over what \
        it learned about each one); the third row is the app that makes them anew each time.

        \(BenchmarkReport.tableHeader)\(rebuild.row("DeskKit rebuild + validate (buildMenu, indexes, validation)"))\
        \(revalidate.row("DeskKit validate only"))\
        \(fresh.row("DeskKit rebuild + validate, menus made anew each time", note: "the app allocates the 10,000 commands in every buildMenu"))\
        \(making.row("of which the app making and freeing its 100 menus", note: "no DeskKit work: the commands' titles, selectors and objects"))\
        \(perKey.row("DeskKit key press → command (routed, \(keys.count) keys)", note: "includes validation of the matched command"))\
        \(naiveBuild.row("peer: naive build with linear duplicate scans", note: "same commands, O(n²) checks"))\
        \(naivePerKey.row("peer: linear scan key lookup"))
        \(processSpread())
        """
    }

    /// Presses of keyed commands spread over all menus, half of them performable.
    private static func keyPresses() -> [UIKey] {
        (0..<50).map { index in
            let key = keyList[(index * 8) % (menuCount * keyedPerMenu)]
            return UIKey(characters: key.input, charactersIgnoringModifiers: key.input, modifierFlags: key.flags)
        }
    }

    private static func countCommands(in menu: UIMenu) -> Int {
        menu.children.reduce(0) { count, element in
            count + ((element as? UIMenu).map(countCommands(in:)) ?? (element is UICommand ? 1 : 0))
        }
    }
}

