import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A shape with hover, pinch and tap recognizers, as the pointer interactions sample sets up;
/// it records what each reports and may refuse to begin as their delegate.
@MainActor
private final class ShapeController: UIViewController, UIGestureRecognizerDelegate {
    let shape = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 60))
    lazy var hover = UIHoverGestureRecognizer(target: self, action: Selector("hovered:"))
    lazy var pinch = UIPinchGestureRecognizer(target: self, action: Selector("pinched:"))
    lazy var tap = UITapGestureRecognizer(target: self, action: Selector("tapped:"))
    var hovers: [(UIGestureRecognizer.State, CGPoint, Bool)] = []
    var pinches: [(UIGestureRecognizer.State, CGFloat)] = []
    var taps = 0
    var refuseTapsWithShift = true

    override func registerActions() {
        super.registerActions()
        implement("hovered:", by: ShapeController.hovered)
        implement("pinched:", by: ShapeController.pinched)
        implement("tapped:", by: ShapeController.tapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(shape)
        shape.addGestureRecognizer(hover)
        shape.addGestureRecognizer(pinch)
        shape.addGestureRecognizer(tap)
        tap.delegate = self
    }

    func hovered(_ sender: Any?) {
        hovers.append((hover.state, hover.location(in: shape), hover.modifierFlags.contains(.command)))
    }

    func pinched(_ sender: Any?) {
        pinches.append((pinch.state, pinch.scale))
        // As the sample does: apply each step to the view, then measure the next from 1.
        if pinch.state == .changed {
            shape.transform = shape.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
    }

    func tapped(_ sender: Any?) { taps += 1 }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(refuseTapsWithShift && gestureRecognizer is UITapGestureRecognizer && gestureRecognizer.modifierFlags.contains(.shift))
    }
}

@MainActor
@Suite(.serialized)
struct HoverAndPinchGestureRecognizerTests {
    @Test func hoverBeginsOnEnteringChangesWhileOverTheViewAndEndsOnLeaving() {
        let controller = ShapeController()
        let host = makeHost(showing: controller)
        host.hover(at: CGPoint(x: 50, y: 50))
        #expect(controller.hovers.isEmpty, "the pointer is not over the shape yet")
        host.hover(at: CGPoint(x: 110, y: 120))
        host.hover(at: CGPoint(x: 150, y: 130), modifiers: .command)
        host.hover(at: CGPoint(x: 150, y: 130), modifiers: .command)
        host.hover(at: CGPoint(x: 300, y: 300))
        #expect(controller.hovers.map(\.0) == [.began, .changed, .ended])
        #expect(controller.hovers.map(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 30), CGPoint(x: 50, y: 30)])
        #expect(controller.hovers.map(\.2) == [false, true, true], "the modifier keys held are the recognizer's")
        #expect(controller.hover.state == .possible)
    }

    @Test func leavingTheWindowEndsTheHover() {
        let controller = ShapeController()
        let host = makeHost(showing: controller)
        host.hover(at: CGPoint(x: 110, y: 120))
        host.pointerExit()
        #expect(controller.hovers.map(\.0) == [.began, .ended])
    }

    @Test func pinchScaleIsTheSpreadSinceTheAppLastResetIt() {
        let controller = ShapeController()
        let host = makeHost(showing: controller)
        #expect(host.pinch(at: CGPoint(x: 140, y: 130), scale: 2, steps: [1.25, 1.5]))
        #expect(controller.pinches.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        // 1.25 from 1, then 1.5 / 1.25 = 1.2 after the app reset it, then 2 / 1.5 as the fingers lift.
        let scales = controller.pinches.map(\.1)
        #expect(scales[0] == 1 && scales[4] == 1)
        #expect(abs(scales[1] - 1.25) < 1e-9 && abs(scales[2] - 1.2) < 1e-9 && abs(scales[3] - 2 / 1.5) < 1e-9)
        #expect(abs(controller.shape.transform.a - 2) < 1e-9, "the steps the app applied add up to the whole spread")
    }

    @Test func aPinchAwayFromTheViewDrivesNoRecognizer() {
        let controller = ShapeController()
        let host = makeHost(showing: controller)
        #expect(!host.pinch(at: CGPoint(x: 20, y: 20), scale: 2, steps: [1.5]))
        #expect(controller.pinches.isEmpty)
    }

    @Test func theDelegateKeepsATapFromBeginning() {
        let controller = ShapeController()
        let host = makeHost(showing: controller)
        host.pointerDown(at: CGPoint(x: 120, y: 120), modifiers: .shift)
        host.pointerUp(at: CGPoint(x: 120, y: 120), modifiers: .shift)
        #expect(controller.taps == 0, "shift held: the delegate refused")
        host.pointerDown(at: CGPoint(x: 120, y: 120))
        host.pointerUp(at: CGPoint(x: 120, y: 120))
        #expect(controller.taps == 1)
    }

    @Test func movingTheAnchorPointKeepsTheViewWhereItIsAndCenterNamesTheAnchor() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 60))
        view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
        #expect(view.frame == CGRect(x: 120, y: 100, width: 80, height: 60), "the anchor's place stays, so the view moves")
        #expect(view.center == CGPoint(x: 140, y: 130))
        // The sample's pinch: put the anchor under the fingers, then the center back there.
        view.center = CGPoint(x: 120, y: 130)
        #expect(view.frame == CGRect(x: 100, y: 100, width: 80, height: 60))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 60)
        #expect(view.frame == CGRect(x: 110, y: 100, width: 40, height: 60), "a new size keeps the anchor in place")
    }
}
