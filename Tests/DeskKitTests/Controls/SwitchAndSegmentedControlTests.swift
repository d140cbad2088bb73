import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Switches and segmented controls clicked through the headless host.
@MainActor
@Suite struct SwitchAndSegmentedControlTests {
    private func host(with views: [UIView]) -> TestHost {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        for view in views { controller.view.addSubview(view) }
        return host
    }

    @Test func clickingASwitchFlipsItAndSendsItsActions() {
        var seen: [Bool] = []
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200), primaryAction: UIAction { action in
            seen.append((action.sender as? UISwitch)?.isOn ?? false)
        })
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31), "a switch has one size, whatever frame it is given")
        let host = host(with: [toggle])
        host.click(at: CGPoint(x: 30, y: 20))
        #expect(toggle.isOn && seen == [true] && changes == 1)
        #expect(toggle.accessibilityValue == "1")
        host.click(at: CGPoint(x: 30, y: 20))
        #expect(!toggle.isOn && seen == [true, false] && changes == 2)
        toggle.isOn = true
        #expect(seen.count == 2 && changes == 2, "setting the value in code sends nothing")
        toggle.isEnabled = false
        host.click(at: CGPoint(x: 30, y: 20))
        #expect(toggle.isOn && changes == 2)
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test func aSegmentedControlMadeWithActionsPerformsTheChosenSegment() throws {
        var performed: [String] = []
        let actions = ["Red", "Green", "Blue"].map { name in
            UIAction(title: name) { action in
                #expect(action.sender is UISegmentedControl)
                performed.append(name)
            }
        }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 300, height: 32), actions: actions)
        control.selectedSegmentIndex = 0
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let host = host(with: [control])
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Blue")
        host.click(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1 && performed == ["Green"] && changes == 1)
        host.click(at: CGPoint(x: 150, y: 16))
        #expect(performed == ["Green"] && changes == 1, "the selected segment does nothing again")
        control.setEnabled(false, forSegmentAt: 2)
        host.click(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1 && !control.isEnabledForSegment(at: 2))
        #expect(control.segmentIndex(identifiedBy: actions[2].identifier) == 2)
        #expect(control.actionForSegment(at: 0) === actions[0])

        control.isMomentary = true
        host.click(at: CGPoint(x: 50, y: 16))
        host.click(at: CGPoint(x: 50, y: 16))
        #expect(performed == ["Green", "Red", "Red"] && changes == 3)
    }

    @Test func segmentsCanBeInsertedRemovedAndSized() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Two")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.widthForSegment(at: 0) == 60)
        let natural = control.intrinsicContentSize
        #expect(natural.height == 32 && natural.width > 60)
        control.setImage(UIImage(systemName: "photo"), forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) == UIImage(systemName: "photo"))
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }
}
