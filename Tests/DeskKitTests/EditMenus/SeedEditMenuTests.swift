import DeskKit
import DeskKitTesting
import Foundation
import Testing

// The seed's edit menu interaction example, as written for UIKit. The only changes: the import,
// `Selector("didTap:")` for `#selector(didTap(_:))`, and no `@objc` (Linux has no Objective-C
// runtime); the action is declared in `registerActions()` as every DeskKit action is.

/// The "Jello there!" example: a view with selectable content and a tap-presented edit menu.
@MainActor
final class SeedEditMenuViewController: UIViewController {
    var editMenuInteraction: UIEditMenuInteraction?
    /// The selected content; the menu points at it instead of covering it.
    let selectedView = ActionView(frame: CGRect(x: 300, y: 250, width: 200, height: 80), actions: [.copy, .cut, .delete])
    var duplicated = 0

    override func registerActions() {
        super.registerActions()
        implement("didTap:", by: SeedEditMenuViewController.didTap)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(selectedView)

        // Create the edit menu interaction and add it to the view.
        editMenuInteraction = UIEditMenuInteraction(delegate: self)
        view.addInteraction(editMenuInteraction!)

        // Create a gesture recognizer to present the menu from, for direct touch only.
        let tapRecognizer = UITapGestureRecognizer(target: self, action: Selector("didTap:"))
        tapRecognizer.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
        view.addGestureRecognizer(tapRecognizer)
    }

    func didTap(_ recognizer: UIGestureRecognizer) {
        let location = recognizer.location(in: self.view)
        // Only content can show a menu.
        guard selectedView.frame.contains(location) else { return }
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)

        if let interaction = editMenuInteraction {
            // Present the edit menu interaction.
            interaction.presentEditMenu(with: configuration)
        }
    }
}

extension SeedEditMenuViewController: UIEditMenuInteractionDelegate {
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        return selectedView.frame
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let duplicateAction = UIAction(title: "Duplicate") { action in
            self.duplicated += 1
        }
        return UIMenu(children: suggestedActions + [duplicateAction])
    }
}

@MainActor
@Suite(.serialized)
struct SeedEditMenuTests {
    @Test func tapShowsTheCompactMenuAroundTheSelectedView() throws {
        let controller = SeedEditMenuViewController()
        let host = makeHost(showing: controller)
        host.tap(at: CGPoint(x: 400, y: 290))
        let menu = try #require(host.editMenu)
        #expect(menu.kind == .compact)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Duplicate"])
        #expect(menu.targetRect == controller.selectedView.frame)
        #expect(!menu.placement.frame.intersects(controller.selectedView.frame))
        #expect(menu.placement.arrowDirection == .down)
        #expect(host.chooseEditMenuItem(["Duplicate"]))
        #expect(controller.duplicated == 1)
        #expect(host.editMenu == nil)
    }

    @Test func tapOutsideTheContentShowsNothing() {
        let host = makeHost(showing: SeedEditMenuViewController())
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(host.editMenu == nil)
    }

    @Test func clickingDoesNotFireTheDirectTouchRecognizer() {
        let host = makeHost(showing: SeedEditMenuViewController())
        host.click(at: CGPoint(x: 400, y: 290))
        #expect(host.editMenu == nil)
    }

    @Test func rightClickShowsTheSameActionsAsAContextMenu() {
        let controller = SeedEditMenuViewController()
        let host = makeHost(showing: controller)
        #expect(host.rightClick(at: CGPoint(x: 400, y: 290)) != nil)
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Duplicate"])
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(controller.selectedView.performed == [.copy])
    }
}
