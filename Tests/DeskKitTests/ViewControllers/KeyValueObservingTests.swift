import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Observers hear of changes to the view controllers of DeskKit's containers, as the context
/// menus sample's detail manager watches its split view's.
@MainActor
@Suite struct KeyValueObservingTests {
    final class Observer: NSKeyValueObserving {
        var changes: [(keyPath: String?, object: AnyObject?, new: [UIViewController]?, old: [UIViewController]?, context: UnsafeMutableRawPointer?)] = []

        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            #expect(change?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
            changes.append((keyPath, object as AnyObject?, change?[.newKey] as? [UIViewController], change?[.oldKey] as? [UIViewController], context))
        }
    }

    @Test func showingADetailControllerReportsTheSplitsNewViewControllers() throws {
        let sidebar = UIViewController(), first = UIViewController(), second = UIViewController()
        let split = UISplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [sidebar, first]
        let host = makeHost(root: split)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        let observer = Observer()
        var marker = 0
        try withUnsafeMutablePointer(to: &marker) { context in
            split.addObserver(observer, forKeyPath: "viewControllers", options: [.new, .old], context: context)
            split.showDetailViewController(second, sender: nil)
            let change = try #require(observer.changes.first)
            #expect(observer.changes.count == 1)
            #expect(change.keyPath == "viewControllers" && change.object === split && change.context == UnsafeMutableRawPointer(context))
            #expect(change.new?.map(ObjectIdentifier.init) == [ObjectIdentifier(sidebar), ObjectIdentifier(second)])
            #expect(change.old?.map(ObjectIdentifier.init) == [ObjectIdentifier(sidebar), ObjectIdentifier(first)])

            // Setting the same controllers again is no change.
            split.viewControllers = [sidebar, second]
            #expect(observer.changes.count == 1)

            split.removeObserver(observer, forKeyPath: "viewControllers", context: context)
            split.showDetailViewController(first, sender: nil)
            #expect(observer.changes.count == 1, "removed observers hear nothing")
        }
    }

    @Test func initialReportsAtOnceAndNavigationStacksAreObservableToo() {
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let observer = Observer()
        navigation.addObserver(observer, forKeyPath: "viewControllers", options: [.initial, .new], context: nil)
        #expect(observer.changes.count == 1)
        #expect(observer.changes[0].new?.count == 1 && observer.changes[0].old == nil)
        navigation.pushViewController(pushed, animated: false)
        #expect(observer.changes.count == 2)
        #expect(observer.changes[1].new?.last === pushed)
        navigation.viewControllers = [pushed]
        #expect(observer.changes.count == 3)
        #expect(navigation.topViewController === pushed && navigation.viewControllers.count == 1)
        navigation.removeObserver(observer, forKeyPath: "viewControllers")
        navigation.popViewController(animated: false)
        #expect(observer.changes.count == 3)
    }

    @Test func anObserverThatWentAwayIsNotCalledAndUnknownKeysAreRefused() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        var observer: Observer? = Observer()
        navigation.addObserver(observer!, forKeyPath: "title", options: [.new], context: nil)
        navigation.title = "Renamed"
        #expect(observer?.changes.isEmpty == true, "DeskKit reports only the properties it says it does")
        navigation.addObserver(observer!, forKeyPath: "viewControllers", options: [.new], context: nil)
        weak let gone = observer
        observer = nil
        #expect(gone == nil)
        navigation.pushViewController(UIViewController(), animated: false)
    }

    @Test func tabBarControllersShowTheSelectedChildAndReportTheirChildren() throws {
        let first = UIViewController(), second = UIViewController()
        first.title = "Library"
        second.title = "Search"
        let tabs = UITabBarController()
        let observer = Observer()
        tabs.addObserver(observer, forKeyPath: "viewControllers", options: [.new], context: nil)
        tabs.viewControllers = [first, second]
        #expect(observer.changes.count == 1 && observer.changes[0].new?.count == 2)
        let host = makeHost(root: tabs)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.keyWindow?.layoutIfNeeded()
        #expect(tabs.selectedViewController === first && first.view.window != nil && second.viewIfLoaded?.window == nil)
        #expect(first.tabBarController === tabs)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 800, height: 556), "above the bar")

        tabs.selectedIndex = 1
        host.keyWindow?.layoutIfNeeded()
        #expect(tabs.selectedViewController === second && second.view.window != nil && first.view.window == nil)
        tabs.selectedViewController = first
        #expect(tabs.selectedIndex == 0)
    }
}
