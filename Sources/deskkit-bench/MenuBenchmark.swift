import DeskKit
import DeskKitTesting
import Foundation

/// Rebuilds and validates a main menu of 10,000 commands, and looks up key commands.
///
/// The peer is the straightforward design measured in the same run (``DictionaryMenuModel``):
/// dictionaries that refuse duplicates, a validated copy of every command, and key commands
/// looked up in a dictionary. Both get the same menus and report the same counts.
@MainActor
enum MenuBenchmark {
    static let menuCount = 100
    static let commandsPerMenu = 100

    /// The app: 10,000 commands, 400 of them (``keyedPerMenu`` per menu) with distinct key
    /// combinations. It keeps its menus, made once, and inserts them on every rebuild.
    final class LargeMenuDelegate: BenchAppDelegate {
        let menus = (0..<MenuBenchmark.menuCount).map { MenuBenchmark.makeMenu($0) }

        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == .main else { return }
            for menu in menus {
                builder.insertChild(menu, atEndOfMenu: .view)
            }
        }
    }

    /// The same app making its 100 menus and 10,000 commands anew for every rebuild, the common
    /// UIKit pattern. The benchmark makes them before each rebuild, outside the timing, so the
    /// rebuild's time is DeskKit's share alone.
    final class FreshMenuDelegate: BenchAppDelegate {
        var menus: [UIMenu] = MenuBenchmark.makeMenus()

        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == .main else { return }
            for menu in menus {
                builder.insertChild(menu, atEndOfMenu: .view)
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

    static func makeMenus() -> [UIMenu] {
        (0..<menuCount).map(makeMenu)
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
        let keyCount = countKeyCommands(in: host.mainMenu)

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
        let perKey = lookup.divided(by: keys.count)

        let (fresh, freshHost) = timeFreshRebuilds(iterations: 60)
        let freshCommands = countCommands(in: freshHost.mainMenu)
        let making = BenchmarkReport.measure(iterations: 30) { _ = makeMenus() }

        // The peer gets the same menus: the standard menu's and the app's, made outside the timing.
        let start: UIResponder = freshHost.keyWindow?.rootViewController ?? freshHost.application
        let standard = StandardMenuOnly.standardMenus()
        var peerMenus: [UIMenu] = []
        var peer = DictionaryMenuModel(menus: [])
        let peerRebuild = BenchmarkReport.measure(iterations: 60, setup: { peerMenus = standard + makeMenus() }) {
            peer = DictionaryMenuModel(menus: peerMenus)
            _ = peer.validated(from: start)
        }
        let peerLookup = BenchmarkReport.measure(iterations: 200) {
            for key in keys { _ = peer.lookup(key.combination) }
        }
        let peerPerKey = peerLookup.divided(by: keys.count)
        guard peer.commandCount == commandCount, peer.keys.count == keyCount, freshCommands == commandCount else {
            FileHandle.standardError.write(Data("""
                The menu benchmark's counts differ: DeskKit \(commandCount) commands (\(freshCommands) made anew), \
                \(keyCount) keys; peer \(peer.commandCount) commands, \(peer.keys.count) keys.\n
                """.utf8))
            exit(1)
        }

        return """
        ## Menus: rebuild + validate, key lookup

        A main menu of \(commandCount) commands (standard menu plus \(menuCount) menus of \(commandsPerMenu)), \
        \(keyCount) with key combinations (\(menuCount * keyedPerMenu) of them the app's); half the app's actions have a \
        responder. Build diagnostics: \(diagnosticsCount). Target: rebuild + validate < 5 ms. The common UIKit \
        pattern makes the menus anew in every `buildMenu(with:)`: the first row times DeskKit's share of that, \
        with the app's menus made before each rebuild, outside the timing (the app's own making is the \
        second row). An app may also keep its menu objects and insert them again; the third row. The peer \
        gets the same menus and does the same work with dictionaries (`DictionaryMenuModel`: identifiers, \
        actions and key combinations refused when repeated, every command copied and validated through \
        the same responder chain); counts checked equal in the run: \(commandCount) commands, \(keyCount) keys.

        \(BenchmarkReport.tableHeader)\(fresh.row("DeskKit rebuild + validate, menus made anew each time", note: "DeskKit's share: buildMenu's insertions, indexes, validation, freeing the previous build"))\
        \(making.row("the app making its 100 menus (not timed above)", note: "UIMenu, UICommand and UIKeyCommand initializers, titles, selectors"))\
        \(rebuild.row("DeskKit rebuild + validate, menu objects kept by the app"))\
        \(revalidate.row("DeskKit validate only"))\
        \(perKey.row("DeskKit key press → command (routed, \(keys.count) keys)", note: "includes validation of the matched command"))\
        \(peerRebuild.row("peer: dictionary build + validate, menus made anew", note: "same menus, same responder chain"))\
        \(peerPerKey.row("peer: dictionary key lookup"))
        \(processSpread())
        """
    }

    /// Times rebuild + validate of the app that makes its menus anew: each rebuild gets menu
    /// objects never seen before, made outside the timing.
    static func timeFreshRebuilds(iterations: Int) -> (timing: BenchmarkReport.Timing, host: TestHost) {
        let logs = DeskKitLog.handler
        let delegate = FreshMenuDelegate()
        let host = TestHost(delegate: delegate, name: "Bench")
        _ = host.application.validatedMainMenu
        DeskKitLog.handler = logs
        let timing = BenchmarkReport.measure(iterations: iterations, setup: { delegate.menus = makeMenus() }) {
            UIMenuSystem.main.setNeedsRebuild()
            _ = host.application.validatedMainMenu
        }
        return (timing, host)
    }

    /// An app that adds nothing, for the standard menu's own top-level menus.
    final class StandardMenuOnly: BenchAppDelegate {
        static func standardMenus() -> [UIMenu] {
            let logs = DeskKitLog.handler
            defer { DeskKitLog.handler = logs }
            return TestHost(delegate: StandardMenuOnly(), name: "Bench").mainMenu.children.compactMap { $0 as? UIMenu }
        }
    }

    /// Presses of keyed commands spread over all menus, half of them performable.
    private static func keyPresses() -> [UIKey] {
        (0..<50).map { index in
            let key = keyList[(index * 8) % (menuCount * keyedPerMenu)]
            return UIKey(characters: key.input, charactersIgnoringModifiers: key.input, modifierFlags: key.flags)
        }
    }

    private static func countKeyCommands(in menu: UIMenu) -> Int {
        menu.children.reduce(0) { count, element in
            count + ((element as? UIMenu).map(countKeyCommands(in:)) ?? ((element as? UIKeyCommand)?.keyCombination == nil ? 0 : 1))
        }
    }

    private static func countCommands(in menu: UIMenu) -> Int {
        menu.children.reduce(0) { count, element in
            count + ((element as? UIMenu).map(countCommands(in:)) ?? (element is UICommand ? 1 : 0))
        }
    }
}

