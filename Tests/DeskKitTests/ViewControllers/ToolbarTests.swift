import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The navigation controller's toolbar, clicked through the headless host.
@MainActor
@Suite struct ToolbarTests {
    @Test func theTopControllersItemsShowAlongTheBottom() throws {
        var performed: [String] = []
        let first = UIViewController()
        first.toolbarItems = [
            UIBarButtonItem(primaryAction: UIAction(title: "Revert") { _ in performed.append("Revert") }),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [UIAction(title: "Info") { _ in }])),
        ]
        let navigation = UINavigationController(rootViewController: first)
        let host = makeHost(root: navigation)
        let window = try #require(host.keyWindow)
        window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(first.view.frame.height == window.bounds.height)

        navigation.setToolbarHidden(false, animated: true)
        window.layoutIfNeeded()
        let toolbar: UIToolbar = navigation.toolbar
        #expect(!toolbar.isHidden && toolbar.frame.height == 44 && toolbar.frame.maxY == window.bounds.height)
        #expect(first.view.frame.height == window.bounds.height - 44)

        let items = try #require(first.toolbarItems)
        let revert = try #require(toolbar.view(for: items[0]))
        let more = try #require(toolbar.view(for: items[2]))
        #expect(toolbar.view(for: items[1]) == nil)
        #expect(revert.frame.minX == 8 && more.frame.maxX == toolbar.bounds.width - 8, "the flexible space takes the room between")
        host.click(at: revert.convert(CGPoint(x: revert.bounds.midX, y: revert.bounds.midY), to: nil))
        #expect(performed == ["Revert"])
        host.click(at: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: nil))
        #expect(host.contextMenu?.children.map(\.title) == ["Info"])

        items[0].title = "Undo All"
        window.layoutIfNeeded()
        #expect((toolbar.view(for: items[0]) as? UIButton)?.currentTitle == "Undo All")

        let second = UIViewController()
        second.setToolbarItems([UIBarButtonItem(title: "Done")], animated: false)
        navigation.pushViewController(second, animated: false)
        #expect(toolbar.items?.map(\.title) == ["Done"])
        navigation.popViewController(animated: false)
        #expect(toolbar.items?.count == 3)
    }
}
