import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The split view's display mode button hides and shows the sidebar, and the split tells
/// observers when collapsing changes where detail controllers go.
@MainActor
@Suite struct SplitViewDisplayModeButtonTests {
    private func makeSplit(style: UISplitViewController.Style = .unspecified) -> (UISplitViewController, UIViewController, UIViewController, TestHost) {
        let sidebar = UIViewController(), detail = UIViewController()
        let split = style == .unspecified ? UISplitViewController(nibName: nil, bundle: nil) : UISplitViewController(style: style)
        split.viewControllers = [UINavigationController(rootViewController: sidebar), UINavigationController(rootViewController: detail)]
        let host = makeHost(root: split)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        host.keyWindow?.layoutIfNeeded()
        return (split, sidebar, detail, host)
    }

    @Test func theButtonInTheDetailsBarHidesAndShowsTheSidebar() throws {
        let (split, sidebar, detail, host) = makeSplit()
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === split.displayModeButtonItem, "one item, kept up to date")
        #expect(!split.displayModeButtonItem.isHidden)
        #expect(host.navigationItem === detail.navigationItem)

        #expect(split.displayModeButtonItem.performPrimaryAction())
        host.keyWindow?.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(sidebar.view.window == nil)
        #expect(detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))

        #expect(split.displayModeButtonItem.performPrimaryAction())
        host.keyWindow?.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.window != nil)
    }

    @Test func collapsingHidesTheButtonAndPostsTheShowDetailTargetChange() throws {
        let (split, _, _, host) = makeSplit()
        let button = split.displayModeButtonItem
        var posts: [ObjectIdentifier] = []
        let token = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification,
                                                           object: nil, queue: nil) { note in
            nonisolated(unsafe) let object = note.object as AnyObject?
            MainActor.assumeIsolated { if let object { posts.append(ObjectIdentifier(object)) } }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        host.keyWindow?.layoutIfNeeded()
        #expect(split.isCollapsed && button.isHidden)
        #expect(posts == [ObjectIdentifier(split)])

        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        host.keyWindow?.layoutIfNeeded()
        #expect(!split.isCollapsed && !button.isHidden)
        #expect(posts.count == 2)
        host.keyWindow?.layoutIfNeeded()
        #expect(posts.count == 2, "only changes are posted")
    }

    @Test func withoutTheGestureAColumnSplitHidesTheButton() {
        let (split, _, _, _) = makeSplit(style: .doubleColumn)
        #expect(!split.displayModeButtonItem.isHidden)
        split.presentsWithGesture = false
        #expect(split.displayModeButtonItem.isHidden)
        // A classic split keeps it, as the context menus sample expects.
        let (classic, _, _, _) = makeSplit()
        classic.presentsWithGesture = false
        #expect(!classic.displayModeButtonItem.isHidden)
    }
}
