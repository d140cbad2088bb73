import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A recognizer written the way UIKit apps write them: it begins on the first move, changes on
/// later ones and ends when the touch lifts, by setting `state` from the `touches…` methods.
@MainActor
private final class DragRecognizer: UIGestureRecognizer {
    var start = CGPoint.zero
    var calls: [String] = []
    var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        calls.append("began")
        start = location(in: view?.window)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        calls.append("moved")
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        calls.append("ended")
        if state == .began || state == .changed { state = .ended }
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

@MainActor
private final class DragController: UIViewController {
    let knob = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    lazy var drag = DragRecognizer(target: self, action: Selector("dragged:"))
    var reports: [(UIGestureRecognizer.State, CGPoint)] = []

    override func registerActions() {
        super.registerActions()
        implement("dragged:", by: DragController.dragged)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(knob)
        knob.addGestureRecognizer(drag)
    }

    func dragged(_ recognizer: DragRecognizer) {
        let now = recognizer.location(in: nil)
        reports.append((recognizer.state, CGPoint(x: now.x - recognizer.start.x, y: now.y - recognizer.start.y)))
    }
}

@MainActor
@Suite(.serialized)
struct CustomGestureRecognizerTests {
    @Test func aSubclassFollowsAPointerDragAndItsStatesReachTheTarget() {
        let controller = DragController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 110, y: 110))
        host.pointerMove(to: CGPoint(x: 130, y: 115))
        host.pointerMove(to: CGPoint(x: 150, y: 100))
        host.pointerUp(at: CGPoint(x: 150, y: 100))
        #expect(controller.drag.calls == ["began", "moved", "moved", "ended"])
        #expect(controller.reports.map(\.0) == [.began, .changed, .ended])
        #expect(controller.reports.map(\.1) == [CGPoint(x: 20, y: 5), CGPoint(x: 40, y: -10), CGPoint(x: 40, y: -10)])
        #expect(controller.drag.state == .possible, "ready for the next touch")
        #expect(controller.drag.resets == 1)
    }

    @Test func aFingerDragReachesItToo() {
        let controller = DragController()
        let host = makeHost(showing: controller)
        host.touchDrag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 200, y: 120), steps: 4)
        #expect(controller.reports.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        #expect(controller.reports.last?.1 == CGPoint(x: 80, y: 0))
    }

    @Test func pressesElsewhereAndDisabledRecognizersGetNothing() {
        let controller = DragController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 20, y: 20))
        host.pointerMove(to: CGPoint(x: 60, y: 60))
        host.pointerUp(at: CGPoint(x: 60, y: 60))
        controller.drag.isEnabled = false
        host.pointerDown(at: CGPoint(x: 110, y: 110))
        host.pointerMove(to: CGPoint(x: 160, y: 110))
        host.pointerUp(at: CGPoint(x: 160, y: 110))
        #expect(controller.drag.calls.isEmpty)
        #expect(controller.reports.isEmpty)
    }

    @Test func aClickWithoutMovingNeverBegins() {
        let controller = DragController()
        let host = makeHost(showing: controller)
        host.pointerClick(at: CGPoint(x: 110, y: 110))
        #expect(controller.drag.calls == ["began", "ended"])
        #expect(controller.reports.isEmpty)
    }
}
