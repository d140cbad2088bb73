import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A view that records what its pan recognizer reports.
@MainActor
private final class PanRecordingController: UIViewController {
    let handle = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    lazy var pan = UIPanGestureRecognizer(target: self, action: Selector("panned:"))
    var events: [(UIGestureRecognizer.State, CGPoint)] = []

    override func registerActions() {
        super.registerActions()
        implement("panned:", by: PanRecordingController.panned)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(handle)
        handle.addGestureRecognizer(pan)
    }

    var onPan: ((UIPanGestureRecognizer) -> Void)?

    func panned(_ recognizer: UIPanGestureRecognizer) {
        events.append((recognizer.state, recognizer.translation(in: view)))
        onPan?(recognizer)
    }
}

@MainActor
@Suite(.serialized)
struct PanGestureRecognizerTests {
    @Test func pointerDragBeginsPastTheClickToleranceChangesAndEnds() {
        let controller = PanRecordingController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 120, y: 120))
        host.pointerMove(to: CGPoint(x: 122, y: 121))
        #expect(controller.events.isEmpty, "within a click's tolerance nothing begins")
        host.pointerMove(to: CGPoint(x: 130, y: 125))
        host.pointerMove(to: CGPoint(x: 150, y: 110))
        host.pointerUp(at: CGPoint(x: 160, y: 110))
        #expect(controller.events.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(controller.events.map(\.1) == [CGPoint(x: 10, y: 5), CGPoint(x: 30, y: -10), CGPoint(x: 40, y: -10), CGPoint(x: 40, y: -10)])
        #expect(controller.pan.state == .possible)
    }

    @Test func setTranslationRestartsFromTheCurrentLocation() {
        let controller = PanRecordingController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 120, y: 120))
        host.pointerMove(to: CGPoint(x: 140, y: 120))
        controller.pan.setTranslation(.zero, in: nil)
        host.pointerMove(to: CGPoint(x: 145, y: 123))
        #expect(controller.events.last?.1 == CGPoint(x: 5, y: 3))
        host.pointerUp(at: CGPoint(x: 145, y: 123))
    }

    @Test func aClickOrADragElsewhereNeverBegins() {
        let controller = PanRecordingController()
        let host = makeHost(showing: controller)
        host.pointerClick(at: CGPoint(x: 120, y: 120))
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 400, y: 400))
        #expect(controller.events.isEmpty)
    }

    @Test func fingersDriveItTooUnlessOnlyThePointerIsAllowed() {
        let controller = PanRecordingController()
        let host = makeHost(showing: controller)
        host.touchDrag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 120, y: 180), steps: 2)
        #expect(controller.events.map(\.0) == [.began, .changed, .ended])
        #expect(controller.events.last?.1 == CGPoint(x: 0, y: 60))
        controller.events = []
        controller.pan.allowedTouchTypes = [UITouch.TouchType.indirectPointer.rawValue as NSNumber]
        host.touchDrag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 120, y: 180))
        #expect(controller.events.isEmpty)
    }

    @Test func velocityFollowsTheDirectionOfTheDrag() {
        let controller = PanRecordingController()
        let host = makeHost(showing: controller)
        var velocities: [CGPoint] = []
        controller.onPan = { velocities.append($0.velocity(in: nil)) }
        host.pointerDown(at: CGPoint(x: 120, y: 120))
        host.pointerMove(to: CGPoint(x: 140, y: 120))
        host.pointerMove(to: CGPoint(x: 160, y: 120))
        host.pointerUp(at: CGPoint(x: 160, y: 120))
        #expect(velocities.count == 3)
        #expect(velocities.dropFirst().allSatisfy { $0.x > 0 && $0.y == 0 }, "rightwards: \(velocities)")
        #expect(controller.pan.velocity(in: nil) == .zero, "no velocity once the drag is over")
    }
}
