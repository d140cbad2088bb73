import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A sidebar beside the content, collapsing to one column in a narrow window.
@MainActor
@Suite struct SplitViewControllerTests {
    @Test func wideWindowsShowBothColumnsAndNarrowOnesOne() throws {
        let log = AppearanceLog()
        let sidebar = AppearanceLoggingController("Sidebar", log: log)
        let editor = AppearanceLoggingController("Editor", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: sidebar), for: .primary)
        split.setViewController(UINavigationController(rootViewController: editor), for: .secondary)
        let host = makeHost(root: split)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.window === window && editor.view.window === window)
        #expect(sidebar.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(editor.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 880, height: 800))
        #expect(host.navigationItem === editor.navigationItem)
        #expect(sidebar.splitViewController === split)

        log.entries = []
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(sidebar.view.window == nil)
        #expect(log.take() == ["Sidebar will disappear", "Sidebar did disappear"])
        split.show(.primary)
        #expect(sidebar.view.window === window && editor.view.window == nil)
        #expect(host.navigationItem === sidebar.navigationItem)
    }

    @Test func secondaryOnlyHidesTheSidebarUntilShown() {
        let log = AppearanceLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .secondaryOnly
        let sidebar = AppearanceLoggingController("Sidebar", log: log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(AppearanceLoggingController("Editor", log: log), for: .secondary)
        let host = makeHost(root: split)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        host.keyWindow?.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(sidebar.viewIfLoaded?.window == nil)
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.window != nil)
        split.hide(.primary)
        #expect(sidebar.view.window == nil)
    }
}

/// Records the split's collapsing and answers whether it handled the secondary column.
@MainActor
private final class CollapseDelegate: UISplitViewControllerDelegate {
    var handlesSecondary: Bool
    var events: [String] = []

    init(handlesSecondary: Bool) { self.handlesSecondary = handlesSecondary }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        events.append("collapse \(secondaryViewController.title ?? "") onto \(primaryViewController.title ?? "")")
        return handlesSecondary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
}

@MainActor
@Suite struct SplitViewControllerDelegateTests {
    private func makeSplit(_ delegate: CollapseDelegate) -> (UISplitViewController, UIViewController, UIViewController, UIWindow?) {
        let log = AppearanceLog()
        let list = AppearanceLoggingController("List", log: log)
        let detail = AppearanceLoggingController("Detail", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let host = makeHost(root: split)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        host.keyWindow?.layoutIfNeeded()
        return (split, list, detail, host.keyWindow)
    }

    @Test func aDelegateThatHandlesTheSecondaryColumnLeavesTheListShowingWhenCollapsed() throws {
        let delegate = CollapseDelegate(handlesSecondary: true)
        let (split, list, detail, window) = makeSplit(delegate)
        #expect(delegate.events.isEmpty)
        window?.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        window?.layoutIfNeeded()
        #expect(delegate.events == ["collapse Detail onto List", "collapsed"])
        #expect(split.displayMode == .oneOverSecondary)
        #expect(list.view.window === window && detail.viewIfLoaded?.window == nil)
        window?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        window?.layoutIfNeeded()
        #expect(delegate.events.last == "expanded")
        #expect(list.view.window === window && detail.view.window === window)
    }

    @Test func otherwiseTheSecondaryColumnStaysOnTop() {
        let delegate = CollapseDelegate(handlesSecondary: false)
        let (split, list, detail, window) = makeSplit(delegate)
        window?.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        window?.layoutIfNeeded()
        #expect(delegate.events == ["collapse Detail onto List", "collapsed"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.view.window === window && list.viewIfLoaded?.window == nil)
    }
}
