import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A controller whose square reports what its long-press recognizer sees.
@MainActor
private final class LongPressController: UIViewController {
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    lazy var longPress = UILongPressGestureRecognizer(target: self, action: Selector("pressed:"))
    var events: [(UIGestureRecognizer.State, CGPoint, UIKeyModifierFlags)] = []

    override func registerActions() {
        super.registerActions()
        implement("pressed:", by: LongPressController.pressed)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        square.addGestureRecognizer(longPress)
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        events.append((recognizer.state, recognizer.location(in: view), recognizer.modifierFlags))
    }
}

@MainActor
@Suite(.serialized)
struct LongPressGestureRecognizerTests {
    @Test func withNoDelayAPressBeginsAtOnceAndFollowsTheDrag() {
        let controller = LongPressController()
        controller.longPress.minimumPressDuration = 0
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 110, y: 110), modifiers: .shift)
        #expect(controller.events.map(\.0) == [.began])
        #expect(controller.events.first?.2 == .shift)
        host.pointerMove(to: CGPoint(x: 130, y: 125), modifiers: .shift)
        host.pointerUp(at: CGPoint(x: 150, y: 125), modifiers: .shift)
        // Coming up elsewhere is a last move, then the end.
        #expect(controller.events.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(controller.events.last?.1 == CGPoint(x: 150, y: 125))
        #expect(controller.events.first?.1 == CGPoint(x: 110, y: 110))
        #expect(controller.longPress.state == .possible)
    }

    @Test func aQuickClickOrAnEarlyMoveFails() {
        let controller = LongPressController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 110, y: 110))
        host.pointerUp(at: CGPoint(x: 110, y: 110))
        host.pointerDown(at: CGPoint(x: 110, y: 110))
        host.pointerMove(to: CGPoint(x: 125, y: 110))
        host.pointerUp(at: CGPoint(x: 125, y: 110))
        #expect(controller.events.isEmpty)
        #expect(controller.longPress.state == .possible)
    }

    @Test func aPressHeldPastTheDelayBegins() async throws {
        let controller = LongPressController()
        controller.longPress.minimumPressDuration = 0.02
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 110, y: 110))
        #expect(controller.events.isEmpty)
        try await Task.sleep(for: .milliseconds(200))
        #expect(controller.events.map(\.0) == [.began])
        host.pointerUp(at: CGPoint(x: 110, y: 110))
        #expect(controller.events.map(\.0) == [.began, .ended])
    }
}
