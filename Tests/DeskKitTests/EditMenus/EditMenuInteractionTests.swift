import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct EditMenuInteractionTests {
    private func launch() -> (TestHost, EditMenuHostController) {
        let controller = EditMenuHostController()
        return (makeHost(showing: controller), controller)
    }

    @Test func rightClickShowsTheContextMenuPresentation() {
        let (host, _) = launch()
        let menu = host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(menu != nil)
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(host.editMenu?.placement.arrowDirection == nil)
        #expect(host.editMenu?.placement.frame.origin == CGPoint(x: 150, y: 250))
    }

    @Test func programmaticPresentationOutsideInputIsCompact() {
        let (host, controller) = launch()
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a", sourcePoint: CGPoint(x: 20, y: 20)))
        #expect(host.editMenu?.kind == .compact)
        #expect(host.editMenu?.configuration.identifier == AnyHashable("a"))
        #expect(controller.interaction.isMenuVisible)
    }

    @Test func onlyPerformableActionsAppearInUIKitsOrder() {
        let (host, _) = launch()
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(host.editMenuTitles == ["Cut", "Copy", "Paste", "Delete", "Select All"])
    }

    @Test func validationAndBuildMenuApplyThroughTheContextSystem() {
        let (host, controller) = launch()
        controller.content.supported.remove(.cut)
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(host.editMenuTitles == ["Copy", "Paste", "Delete", "Select All"])
    }

    @Test func suggestedActionsComeFromTheViewAtTheSourcePoint() {
        let (host, controller) = launch()
        let other = ActionView(frame: CGRect(x: 500, y: 200, width: 100, height: 100), actions: [.copy])
        controller.view.addSubview(other)
        controller.view.addInteraction(UIEditMenuInteraction(delegate: nil))
        host.rightClick(at: CGPoint(x: 550, y: 250))
        #expect(host.editMenuTitles == ["Copy"])
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(other.performed == [.copy])
        #expect(controller.content.performed.isEmpty)
    }

    @Test func nilFromTheDelegateGivesTheSystemMenuAndAnEmptyMenuGivesNone() {
        let (host, controller) = launch()
        controller.menuDelegate.menu = { _ in nil }
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(host.editMenuTitles.first == "Cut")
        controller.interaction.dismissMenu()
        #expect(host.editMenu == nil)
        controller.menuDelegate.menu = { _ in UIMenu(children: []) }
        #expect(host.rightClick(at: CGPoint(x: 150, y: 250)) == nil)
        #expect(host.editMenu == nil)
        #expect(!controller.interaction.isMenuVisible)
    }

    @Test func choosingACommandPerformsItAndCloses() {
        let (host, controller) = launch()
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(host.chooseEditMenuItem(["Paste"]))
        #expect(controller.content.performed == [.paste])
        #expect(host.editMenu == nil)
        #expect(controller.menuDelegate.events == ["will present", "present animations", "present completion", "will dismiss", "dismiss completion"])
    }

    @Test func keepsMenuPresentedKeepsTheMenuUpAndReloadsIt() {
        let (host, controller) = launch()
        var count = 0
        controller.menuDelegate.menu = { suggested in
            UIMenu(children: suggested + [UIAction(title: "Count \(count)", attributes: .keepsMenuPresented) { _ in count += 1 }])
        }
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(host.chooseEditMenuItem(["Count 0"]))
        #expect(count == 1)
        #expect(host.editMenu != nil)
        #expect(host.editMenuTitles.last == "Count 1")
        #expect(host.chooseEditMenuItem(["Count 1"]))
        #expect(count == 2)
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(host.editMenu == nil)
    }

    @Test func disabledActionsCannotBeChosen() {
        let (host, controller) = launch()
        var ran = false
        controller.menuDelegate.menu = { suggested in
            UIMenu(children: suggested + [UIAction(title: "Off", attributes: .disabled) { _ in ran = true }])
        }
        host.rightClick(at: CGPoint(x: 150, y: 250))
        #expect(!host.chooseEditMenuItem(["Off"]))
        #expect(!ran)
        #expect(host.editMenu != nil)
    }

    @Test func targetRectIsPointedAtAndNotCovered() {
        let (host, controller) = launch()
        controller.menuDelegate.targetRect = controller.content.bounds
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 150, y: 60)))
        let presentation = try! #require(host.editMenu)
        #expect(presentation.targetRect == CGRect(x: 100, y: 200, width: 300, height: 120))
        #expect(presentation.placement.arrowDirection == .down)
        #expect(!presentation.placement.frame.intersects(presentation.targetRect))
        #expect(presentation.placement.frame.maxY <= 200)
    }

    @Test func nullTargetRectPresentsFromTheSourcePoint() {
        let (host, controller) = launch()
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 150, y: 60)))
        #expect(host.editMenu?.targetRect == CGRect(x: 250, y: 260, width: 0, height: 0))
        #expect(controller.interaction.location(in: nil) == CGPoint(x: 250, y: 260))
        #expect(controller.interaction.location(in: controller.content) == CGPoint(x: 150, y: 60))
    }

    @Test func updatePositionFollowsTheTarget() {
        let (host, controller) = launch()
        controller.menuDelegate.targetRect = CGRect(x: 0, y: 0, width: 50, height: 20)
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        let before = host.editMenu?.placement.frame
        controller.menuDelegate.targetRect = CGRect(x: 200, y: 100, width: 50, height: 20)
        controller.interaction.updateVisibleMenuPosition(animated: true)
        #expect(host.editMenu?.placement.frame != before)
        #expect(host.editMenu?.targetRect == CGRect(x: 300, y: 300, width: 50, height: 20))
    }

    @Test func reloadAsksTheDelegateAgain() {
        let (host, controller) = launch()
        var title = "First"
        controller.menuDelegate.menu = { _ in UIMenu(children: [UIAction(title: title) { _ in }]) }
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(host.editMenuTitles == ["First"])
        title = "Second"
        controller.interaction.reloadVisibleMenu()
        #expect(host.editMenuTitles == ["Second"])
    }

    @Test func aClickElsewhereOrATapClosesTheMenu() {
        let (host, controller) = launch()
        host.rightClick(at: CGPoint(x: 150, y: 250))
        host.click(at: CGPoint(x: 700, y: 600))
        #expect(host.editMenu == nil)
        #expect(!controller.interaction.isMenuVisible)
    }

    @Test func submenusShowInTheContextMenuAndOpenInPlaceWhenCompact() {
        let (host, controller) = launch()
        var chosen: [String] = []
        controller.menuDelegate.menu = { suggested in
            UIMenu(children: suggested + [UIMenu(title: "Shapes", image: UIImage(systemName: "square"), children: [
                UIAction(title: "Square", image: UIImage(systemName: "square")) { _ in chosen.append("Square") },
                UIAction(title: "Circle") { _ in chosen.append("Circle") },
            ])])
        }
        host.rightClick(at: CGPoint(x: 150, y: 250))
        let shapes = host.editMenu.flatMap { MenuQuery.element(at: ["Shapes"], in: $0.menu) as? UIMenu }
        #expect(shapes?.children.map(\.title) == ["Square", "Circle"])
        #expect(shapes?.image?.name == "square")
        controller.interaction.dismissMenu()

        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
        let interaction = controller.interaction
        let item = host.editMenu?.items.first { $0.title == "Shapes" }
        #expect(item?.kind == .submenu)
        #expect(interaction.chooseMenuElement(item!.element!))
        #expect(host.editMenu?.showsBackButton == true)
        #expect(host.editMenu?.visibleItems.map(\.title) == ["Square", "Circle"])
        interaction.closeSubmenu()
        #expect(host.editMenu?.showsBackButton == false)
        #expect(host.chooseEditMenuItem(["Shapes", "Circle"]))
        #expect(chosen == ["Circle"])
    }
}
