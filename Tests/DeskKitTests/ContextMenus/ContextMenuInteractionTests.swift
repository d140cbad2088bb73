import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Context menu interactions as delegates see them: showing, closing, updating in place, and
/// controls that are their own menu's delegate.
@MainActor
@Suite struct ContextMenuInteractionTests {
    /// A delegate that offers one menu and records what it is told, in order.
    final class Recorder: UIContextMenuInteractionDelegate {
        var events: [String] = []
        var appearanceWhenAsked: UIContextMenuInteraction.Appearance?
        let actions = [UIAction(title: "Mute") { _ in }, UIAction(title: "Pin") { _ in }]

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            appearanceWhenAsked = interaction.menuAppearance
            events.append("configure")
            return UIContextMenuConfiguration(identifier: "card", previewProvider: nil) { _ in UIMenu(children: self.actions) }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("display \(configuration.identifier)")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("end \(configuration.identifier)")
        }
    }

    private func hostWithCard() -> (TestHost, UIView, UIContextMenuInteraction, Recorder) {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        controller.view.addSubview(card)
        let recorder = Recorder()
        let interaction = UIContextMenuInteraction(delegate: recorder)
        card.addInteraction(interaction)
        return (host, card, interaction, recorder)
    }

    @Test func theDelegateHearsTheMenuShowAndEndWhenAnItemIsChosen() {
        let (host, _, interaction, recorder) = hostWithCard()
        #expect(interaction.menuAppearance == .unknown)
        #expect(host.rightClick(at: CGPoint(x: 50, y: 40))?.children.map(\.title) == ["Mute", "Pin"])
        #expect(recorder.appearanceWhenAsked == .compact)
        #expect(interaction.menuAppearance == .compact)
        #expect(interaction.location(in: nil) == CGPoint(x: 50, y: 40))
        #expect(host.chooseContextMenuItem(["Pin"]))
        #expect(recorder.events == ["configure", "display card", "end card"])
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func dismissingOrReplacingTheMenuEndsIt() {
        let (host, _, interaction, recorder) = hostWithCard()
        host.rightClick(at: CGPoint(x: 50, y: 40))
        interaction.dismissMenu()
        #expect(host.contextMenu == nil)
        host.rightClick(at: CGPoint(x: 60, y: 40))
        host.rightClick(at: CGPoint(x: 70, y: 40))
        #expect(recorder.events == ["configure", "display card", "end card",
                                    "configure", "display card", "end card", "configure", "display card"])
        // A primary click elsewhere closes the menu, as on the desktop.
        host.click(at: CGPoint(x: 300, y: 300))
        #expect(recorder.events.last == "end card")
    }

    @Test func updatingTheVisibleMenuShowsTheChangedElementsWithoutEndingIt() {
        let (host, _, interaction, recorder) = hostWithCard()
        var updates = 0
        interaction.updateVisibleMenu { menu in updates += 1; return menu }
        #expect(updates == 0, "no menu shows, so there is nothing to update")
        host.rightClick(at: CGPoint(x: 50, y: 40))
        interaction.updateVisibleMenu { menu in
            (menu.children.first as? UIAction)?.state = .on
            return UIMenu(children: menu.children + [UIAction(title: "Archive") { _ in }])
        }
        let shown = host.contextMenu
        #expect(shown?.children.map(\.title) == ["Mute", "Pin", "Archive"])
        #expect((shown?.children.first as? UIAction)?.state == .on)
        #expect(recorder.events == ["configure", "display card"])
        #expect(host.chooseContextMenuItem(["Archive"]))
        #expect(recorder.events == ["configure", "display card", "end card"])
    }

    @Test func removingTheInteractionClosesItsMenu() {
        let (host, card, interaction, recorder) = hostWithCard()
        host.rightClick(at: CGPoint(x: 50, y: 40))
        card.removeInteraction(interaction)
        #expect(host.contextMenu == nil)
        #expect(recorder.events.last == "end card")
        #expect(host.rightClick(at: CGPoint(x: 50, y: 40)) == nil)
    }

    /// A control whose menu lists choices, as a pop-up button written by hand does.
    final class ChoiceControl: UIControl {
        var choices = ["Small", "Large"]
        var highlightedWhileShown: [Bool] = []

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: self.choices.map { UIAction(title: $0) { _ in } })
            }
        }

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            isHighlighted = true
            highlightedWhileShown.append(true)
        }

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            isHighlighted = false
        }
    }

    @Test func aControlIsItsOwnMenusDelegate() {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let control = ChoiceControl(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
        controller.view.addSubview(control)
        var primary = 0, menuTriggered = 0
        control.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        control.addAction(UIAction { _ in menuTriggered += 1 }, for: .menuActionTriggered)

        #expect(host.rightClick(at: CGPoint(x: 20, y: 20)) == nil, "no menu until the interaction is enabled")
        control.isContextMenuInteractionEnabled = true
        #expect(control.contextMenuInteraction?.view === control)
        #expect(host.rightClick(at: CGPoint(x: 20, y: 20))?.children.map(\.title) == ["Small", "Large"])
        #expect(control.isHighlighted)
        host.click(at: CGPoint(x: 20, y: 20))
        #expect(!control.isHighlighted && host.contextMenu == nil)
        #expect(primary == 1 && menuTriggered == 0)

        control.showsMenuAsPrimaryAction = true
        host.click(at: CGPoint(x: 20, y: 20))
        #expect(host.contextMenu?.children.map(\.title) == ["Small", "Large"])
        #expect(primary == 1 && menuTriggered == 1)

        control.isContextMenuInteractionEnabled = false
        #expect(control.contextMenuInteraction == nil && host.contextMenu == nil)
        #expect(control.interactions.isEmpty)
    }

    @Test func aButtonsMenuOpensOnASecondaryClickToo() {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        controller.view.addSubview(button)
        #expect(!button.isContextMenuInteractionEnabled)
        button.menu = UIMenu(children: [UIAction(title: "Duplicate") { _ in }])
        #expect(button.isContextMenuInteractionEnabled)
        #expect(host.rightClick(at: CGPoint(x: 20, y: 20))?.children.map(\.title) == ["Duplicate"])
        button.menu = nil
        #expect(host.rightClick(at: CGPoint(x: 20, y: 20)) == nil)
    }

    @Test func menuElementsAreEqualOnlyToThemselves() {
        let first = UIAction(title: "Same") { _ in }
        let second = UIAction(title: "Same") { _ in }
        let items = [first, second]
        #expect(items.firstIndex(of: second) == 1)
        #expect(first != second)
        #expect(Set<UIMenuElement>([first, second, first]).count == 2)
    }

    @Test func aTargetedPreviewSitsAtItsTarget() {
        let controller = UIViewController()
        _ = makeHost(root: controller)
        let container = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        controller.view.addSubview(container)
        let snapshot = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let preview = UITargetedPreview(view: snapshot, parameters: UIPreviewParameters(),
                                        target: UIPreviewTarget(container: container, center: CGPoint(x: 60, y: 30)))
        #expect(preview.frameInWindow == CGRect(x: 140, y: 70, width: 40, height: 20))
        #expect(preview.size == CGSize(width: 40, height: 20))
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: .zero))
        #expect(moved.view === snapshot && moved.frameInWindow == CGRect(x: 80, y: 40, width: 40, height: 20))
        // Without a target, a preview sits where its view is.
        container.addSubview(snapshot)
        snapshot.center = CGPoint(x: 20, y: 10)
        #expect(UITargetedPreview(view: snapshot).target.container === container)
        #expect(UITargetedPreview(view: snapshot).frameInWindow == CGRect(x: 100, y: 50, width: 40, height: 20))
    }
}
