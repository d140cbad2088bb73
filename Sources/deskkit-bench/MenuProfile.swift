import DeskKit
import DeskKitTesting
import Foundation

/// Runs only the menu rebuild + validate, for a profiler (valgrind --tool=callgrind): the app
/// keeping its menus, or with DESKKIT_PROFILE_FRESH=1 the app making them anew (made outside
/// the rebuild, so the profile shows DeskKit's share). Also times the rebuild's two halves:
/// dropping the previous menus (freeing them) and building + validating the new ones.
@MainActor
enum MenuProfile {
    static func run() -> String {
        let fresh = ProcessInfo.processInfo.environment["DESKKIT_PROFILE_FRESH"] != nil
        let (timing, host) = fresh ? MenuBenchmark.timeFreshRebuilds(iterations: 20)
            : MenuBenchmark.timeRebuilds(of: MenuBenchmark.LargeMenuDelegate(), iterations: 20)
        let delegate = host.application.delegate as? MenuBenchmark.FreshMenuDelegate
        let drop = BenchmarkReport.measure(iterations: 20, setup: {
            delegate?.menus = MenuBenchmark.makeMenus()
            _ = host.application.validatedMainMenu
        }) { UIMenuSystem.main.setNeedsRebuild() }
        let build = BenchmarkReport.measure(iterations: 20, setup: {
            delegate?.menus = MenuBenchmark.makeMenus()
            UIMenuSystem.main.setNeedsRebuild()
        }) { _ = host.application.validatedMainMenu }
        let name = fresh ? "menus made anew" : "menus kept"
        return BenchmarkReport.tableHeader + timing.row("rebuild + validate, \(name)")
            + drop.row("of which dropping the previous menus") + build.row("of which building and validating")
    }
}
