import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Buttons, sliders and plain controls, clicked and tapped through the headless host.
@MainActor
@Suite struct ControlTests {
    /// A view controller that counts the button actions it receives, as UIKit code writes them.
    final class Panel: UIViewController {
        var taps: [String] = []

        override func registerActions() {
            super.registerActions()
            implement("buttonTapped:", by: Panel.buttonTapped)
        }

        func buttonTapped(_ sender: Any?) {
            taps.append((sender as? UIButton)?.currentTitle ?? "?")
        }
    }

    private func host(with views: [UIView]) -> (TestHost, Panel) {
        let panel = Panel()
        let host = makeHost(root: panel)
        for view in views { panel.view.addSubview(view) }
        return (host, panel)
    }

    @Test func clickingAButtonSendsItsActionToItsTarget() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        let (host, panel) = host(with: [button])
        button.addTarget(panel, action: "buttonTapped:", for: .touchUpInside)
        var primary = 0
        button.addAction(UIAction(title: "Count") { _ in primary += 1 }, for: .primaryActionTriggered)
        host.click(at: CGPoint(x: 30, y: 20))
        host.tap(at: CGPoint(x: 30, y: 20))
        #expect(panel.taps == ["Save", "Save"])
        #expect(primary == 2)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.actions(forTarget: panel, forControlEvent: .touchUpInside) == ["buttonTapped:"])

        button.isEnabled = false
        host.click(at: CGPoint(x: 30, y: 20))
        #expect(panel.taps.count == 2)
        button.isEnabled = true
        button.removeTarget(panel, action: nil, for: .touchUpInside)
        host.click(at: CGPoint(x: 30, y: 20))
        #expect(panel.taps.count == 2 && primary == 3)
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        let button = UIButton(primaryAction: nil)
        button.setTitle("Chain", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let (host, panel) = host(with: [button])
        button.addTarget(nil, action: "buttonTapped:", for: .touchUpInside)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(panel.taps == ["Chain"])
    }

    @Test func aMenuButtonOpensItsMenu() {
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let (host, _) = host(with: [button])
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(host.contextMenu?.children.map(\.title) == ["Rename"])
    }

    @Test func clickingASliderSetsItsValueFromWhereItLands() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 220, height: 30))
        slider.minimumValue = 0.5
        slider.maximumValue = 1.5
        slider.value = 1
        var values: [Float] = []
        slider.addAction(UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) }, for: .valueChanged)
        let (host, _) = host(with: [slider])
        host.click(at: CGPoint(x: 10, y: 15))
        host.click(at: CGPoint(x: 210, y: 15))
        host.click(at: CGPoint(x: 110, y: 15))
        #expect(values == [0.5, 1.5, 1.0])
        slider.value = 9
        #expect(slider.value == 1.5)
    }

    @Test func aPointerStyleProviderDecidesTheButtonsPointer() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        var suggested: UIPointerShape?
        button.pointerStyleProvider = { _, effect, shape in
            suggested = shape
            return UIPointerStyle(effect: .lift(effect.preview), shape: shape)
        }
        #expect(button.isPointerInteractionEnabled)
        let (host, _) = host(with: [button])
        host.hover(at: CGPoint(x: 20, y: 20))
        #expect(suggested != nil)
        #expect(host.pointer.name != PointerPresentation.system.name)
    }
}
