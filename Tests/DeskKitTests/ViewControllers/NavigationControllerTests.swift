import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A navigation stack as the window's root: pushing, popping, the bar and appearance callbacks.
@MainActor
@Suite struct NavigationControllerTests {
    @Test func pushShowsTheNewTopAndTheBarGoesBackToTheOneBelow() throws {
        let log = AppearanceLog()
        let documents = AppearanceLoggingController("Documents", log: log)
        let navigation = UINavigationController(rootViewController: documents)
        let host = makeHost(root: navigation)
        #expect(log.take() == ["Documents will appear", "Documents did appear"])
        #expect(host.navigationBar()?.backButton == nil)

        let plan = AppearanceLoggingController("Plan", log: log)
        navigation.pushViewController(plan, animated: true)
        #expect(navigation.topViewController === plan)
        #expect(plan.navigationController === navigation)
        let shown = navigation.view.subviews.filter { !($0 is UIToolbar) }
        #expect(shown.count == 1 && shown.first === plan.view)
        #expect(log.take() == ["Documents will disappear", "Documents did disappear", "Plan will appear", "Plan did appear"])
        #expect(host.navigationItem === plan.navigationItem)
        let back = try #require(host.navigationBar()?.backButton)
        #expect(back.title == "Documents")
        #expect(back.accessibilityLabel == "Documents")

        #expect(host.clickBarItem("Documents"))
        #expect(navigation.viewControllers.map(\.title) == ["Documents"])
        #expect(host.navigationItem === documents.navigationItem)
        #expect(host.navigationBar()?.backButton == nil)
        #expect(log.take() == ["Plan will disappear", "Plan did disappear", "Documents will appear", "Documents did appear"])
    }

    @Test func theBackMenuGoesBackSeveralLevelsAtOnce() throws {
        let log = AppearanceLog()
        let names = ["Root", "Floor", "Room"]
        let controllers = names.map { AppearanceLoggingController($0, log: log) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        let host = makeHost(root: navigation)
        navigation.pushViewController(controllers[1], animated: false)
        navigation.pushViewController(controllers[2], animated: false)
        let menu = try #require(host.navigationBar()?.backButton?.menu)
        #expect(menu.children.map(\.title) == ["Floor", "Root"])
        let root = try #require(menu.children.last as? UIAction)
        root.performWithSender(nil, target: nil)
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func popToViewControllerReturnsWhatItRemoved() {
        let log = AppearanceLog()
        let controllers = (0..<4).map { AppearanceLoggingController("\($0)", log: log) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        _ = makeHost(root: navigation)
        navigation.setViewControllers(controllers, animated: false)
        #expect(navigation.popToViewController(controllers[1], animated: false)?.elementsEqual([controllers[2], controllers[3]], by: ===) == true)
        #expect(controllers[3].parent == nil && controllers[3].navigationController == nil)
        #expect(navigation.popToRootViewController(animated: false)?.elementsEqual([controllers[1]], by: ===) == true)
        #expect(navigation.popToViewController(controllers[3], animated: false) == nil)
    }

    @Test func theDelegateHearsEachControllerShown() {
        final class Delegate: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                shown.append("will \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append("did \(viewController.title ?? "")")
            }
        }
        let log = AppearanceLog()
        let navigation = UINavigationController(rootViewController: AppearanceLoggingController("A", log: log))
        let delegate = Delegate()
        navigation.delegate = delegate
        _ = makeHost(root: navigation)
        navigation.pushViewController(AppearanceLoggingController("B", log: log), animated: true)
        navigation.popViewController(animated: true)
        #expect(delegate.shown == ["will B", "did B", "will A", "did A"])
    }
}
