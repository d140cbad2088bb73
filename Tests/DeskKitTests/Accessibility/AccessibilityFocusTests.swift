import DeskKitTesting
import Foundation
import Testing
@testable import DeskKit

/// Where assistive technology's focus is, and what a screen reader's "activate" and custom actions
/// do to an element.
@MainActor
struct AccessibilityFocusTests {
    /// A shape-like view that counts what the reader does to it.
    private final class Shape: UIView {
        var activations = 0
        var focusEvents: [String] = []
        var ownsActivation = true
        override var isAccessibilityElement: Bool { get { true } set {} }
        override func accessibilityActivate() -> Bool {
            activations += 1
            return ownsActivation
        }
        override func accessibilityElementDidBecomeFocused() { focusEvents.append("became") }
        override func accessibilityElementDidLoseFocus() { focusEvents.append("lost") }
    }

    /// Records where its tap recognizer saw taps.
    private final class TapTarget: UIResponder {
        var taps: [CGPoint] = []
        override init() {
            super.init()
            implement("tapped:") { responder, sender in
                guard let target = responder as? TapTarget, let tap = sender as? UITapGestureRecognizer else { return }
                target.taps.append(tap.location(in: nil))
            }
        }
    }

    private func hostWithShapes(_ count: Int) -> (TestHost, UIWindow, [Shape]) {
        let host = TestHost(delegate: ScriptedAppDelegate())
        let window = host.keyWindow!
        let shapes = (0..<count).map { index in
            let shape = Shape(frame: CGRect(x: 20 + 120 * CGFloat(index), y: 20, width: 100, height: 60))
            shape.accessibilityLabel = "Shape \(index + 1)"
            window.addSubview(shape)
            return shape
        }
        return (host, window, shapes)
    }

    @Test func aLayoutChangeNamingAnElementFocusesIt() {
        let (_, window, shapes) = hostWithShapes(3)
        UIAccessibility.post(notification: .layoutChanged, argument: shapes[1])
        #expect(UIAccessibility.focusedElement(using: nil) as AnyObject? === shapes[1])
        #expect(shapes[1].accessibilityElementIsFocused())
        #expect(!shapes[0].accessibilityElementIsFocused())
        #expect(window.accessibilityNodes().map(\.isFocused) == [false, true, false])
        // An announcement (a string) moves nothing.
        UIAccessibility.post(notification: .announcement, argument: "Moved")
        #expect(shapes[1].accessibilityElementIsFocused())
    }

    @Test func theReaderMovingTellsBothElements() {
        let (host, window, shapes) = hostWithShapes(2)
        host.application.focusAccessibilityElement(ObjectIdentifier(shapes[0]), in: window)
        host.application.focusAccessibilityElement(ObjectIdentifier(shapes[1]), in: window)
        host.application.focusAccessibilityElement(ObjectIdentifier(shapes[1]), in: window)
        #expect(shapes[0].focusEvents == ["became", "lost"])
        #expect(shapes[1].focusEvents == ["became"], "moving onto the focused element again is no change")
    }

    @Test func activationUsesTheElementsOwnActionElseClicksItsMiddle() {
        let (host, window, shapes) = hostWithShapes(2)
        let target = TapTarget()
        shapes[1].addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector("tapped:")))
        #expect(host.application.activateAccessibilityElement(ObjectIdentifier(shapes[0]), in: window))
        #expect(shapes[0].activations == 1)
        shapes[1].ownsActivation = false
        #expect(host.application.activateAccessibilityElement(ObjectIdentifier(shapes[1]), in: window))
        #expect(shapes[1].activations == 1)
        #expect(target.taps == [CGPoint(x: 190, y: 50)], "no action of its own: a click at the middle of its frame")
        shapes[1].removeFromSuperview()
        #expect(!host.application.activateAccessibilityElement(ObjectIdentifier(shapes[1]), in: window), "gone")
    }

    @Test func customActionsRunByIndex() {
        let (host, window, shapes) = hostWithShapes(1)
        var performed: [String] = []
        shapes[0].accessibilityCustomActions = ["Duplicate", "Delete"].map { name in
            UIAccessibilityCustomAction(name: name) { action in performed.append(action.name); return true }
        }
        #expect(window.accessibilityNodes().first?.customActions == ["Duplicate", "Delete"])
        #expect(host.application.performAccessibilityCustomAction(1, of: ObjectIdentifier(shapes[0]), in: window))
        #expect(!host.application.performAccessibilityCustomAction(2, of: ObjectIdentifier(shapes[0]), in: window))
        #expect(performed == ["Delete"])
    }
}
