@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A window has one navigation bar: it follows whatever covers the window, a controller presented
/// in it, a child container, the root, and the presenter is told each time that changes.
@MainActor
@Suite(.serialized)
struct WindowNavigationBarTests {
    private func editor(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.navigationItem.title = title
        controller.navigationItem.style = .editor
        controller.navigationItem.trailingItemGroups = [
            UIBarButtonItem(title: "Share", image: nil, primaryAction: UIAction { _ in }).creatingFixedGroup(),
        ]
        return controller
    }

    @Test func aControllerPresentedFullScreenTakesTheBarAndGivesItBack() throws {
        let (host, _, root) = makeHost()
        let rootItem = host.navigationItem
        let document = UINavigationController(rootViewController: editor("Plan.md"))
        document.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(document, animated: true) { completed = true }
        #expect(completed)
        #expect(host.navigationItem?.title == "Plan.md", "the presented editor's item shows in the window's bar")
        #expect(host.lastChangedNavigationItem === host.navigationItem, "the presenter was told")

        document.dismiss(animated: true)
        #expect(host.navigationItem === rootItem)
        #expect(host.lastChangedNavigationItem === rootItem)
    }

    @Test func aPushOnThePresentedNavigationControllerIsShown() throws {
        let (host, _, root) = makeHost()
        let document = UINavigationController(rootViewController: editor("Plan.md"))
        document.modalPresentationStyle = .overFullScreen
        root.present(document, animated: false)
        document.pushViewController(editor("Details"), animated: false)
        #expect(host.navigationItem?.title == "Details")
        #expect(host.lastChangedNavigationItem?.title == "Details")
    }

    @Test func aSheetKeepsTheWindowsBar() throws {
        let (host, _, root) = makeHost()
        let rootItem = host.navigationItem
        let sheet = UINavigationController(rootViewController: editor("Settings"))
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let window = try #require(root.view.window)
        #expect(window.displayedNavigationItem === rootItem, "a sheet is a window of its own with its own bar")
    }

    @Test func aCustomContainerShowsItsChildNavigationControllersBar() throws {
        let (host, _, root) = makeHost()
        let child = UINavigationController(rootViewController: editor("Inside"))
        root.addChild(child)
        root.view.addSubview(child.view)
        #expect(host.navigationItem?.title == "Inside", "the root's own item shows no bar, so its child's does")
        #expect(host.lastChangedNavigationItem?.title == "Inside")
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(host.navigationItem === root.navigationItem)
    }

    @Test func aPresentedControllerFollowsTheWindowsSize() throws {
        let (host, _, root) = makeHost()
        let presented = editor("Plan.md")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(presented.view.frame == window.bounds)
    }
}
