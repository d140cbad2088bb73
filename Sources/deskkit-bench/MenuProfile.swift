import DeskKit
import DeskKitTesting
import Foundation

/// Splits the menu rebuild's cost into its parts, to see where time goes.
@MainActor
enum MenuProfile {
    static func run() -> String {
        // DESKKIT_PROFILE_FRESH=1 profiles the app that makes its menus anew on every rebuild.
        let fresh = ProcessInfo.processInfo.environment["DESKKIT_PROFILE_FRESH"] != nil
        let delegate: UIApplicationDelegate = fresh ? MenuBenchmark.FreshMenuDelegate() : MenuBenchmark.LargeMenuDelegate()
        let host = TestHost(delegate: delegate, name: "Bench")
        let menu = host.mainMenu
        var commands: [UICommand] = []
        func collect(_ m: UIMenu) { for e in m.children { if let s = e as? UIMenu { collect(s) } else if let c = e as? UICommand { commands.append(c) } } }
        collect(menu)
        let start = host.keyWindow!.rootViewController!
        let copy = BenchmarkReport.measure(iterations: 30) { for c in commands { _ = c.title; _ = UICommand(title: c.title, action: c.action) } }
        let target = BenchmarkReport.measure(iterations: 30) { for c in commands { _ = start.target(forAction: c.action, withSender: nil) } }
        let perform = BenchmarkReport.measure(iterations: 30) { for c in commands { _ = start.canPerformAction(c.action, withSender: nil) } }
        let next = BenchmarkReport.measure(iterations: 30) { for _ in commands { var r: UIResponder? = start; while let x = r { r = x.next } } }
        let build = BenchmarkReport.measure(iterations: 30) { UIMenuSystem.main.setNeedsRebuild(); _ = UIMenuSystem.main.diagnostics; _ = host.application.validatedMainMenu.children.count }
        return BenchmarkReport.tableHeader + copy.row("10k command allocations") + target.row("10k target(forAction:)") + perform.row("10k canPerformAction on start") + next.row("10k chain walks") + build.row("rebuild+validate")
    }
}
