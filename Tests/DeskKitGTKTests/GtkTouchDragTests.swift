import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A finger dragging on a touch screen reaches the core's touch routing through the renderer's
/// touch-only drag gesture: a pan recognizer under the finger follows it; a finger that barely
/// moves stays a tap and never starts a drag.
final class GtkTouchDragTests: XCTestCase {
    @MainActor
    private final class PanTarget: UIResponder {
        var states: [UIGestureRecognizer.State] = []
        override init() { super.init() }

        override func registerActions() {
            super.registerActions()
            implement("panned:") { responder, sender in
                guard let recognizer = sender as? UIGestureRecognizer else { return }
                (responder as? PanTarget)?.states.append(recognizer.state)
            }
        }
    }

    func testFingerDragsDriveAPanRecognizer() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let pad = UIView(frame: CGRect(x: 100, y: 150, width: 300, height: 200))
            let target = PanTarget()
            let pan = UIPanGestureRecognizer(target: target, action: Selector("panned:"))
            pan.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
            pad.addGestureRecognizer(pan)
            window.addSubview(pad)
            defer { pad.removeFromSuperview() }

            // A finger that moves less than the threshold is a tap: no drag reaches the core.
            host.renderer.onTouchDrag?(.down, CGPoint(x: 200, y: 250))
            host.renderer.onTouchDrag?(.moved, CGPoint(x: 203, y: 252))
            host.renderer.onTouchDrag?(.up, CGPoint(x: 203, y: 252))
            XCTAssertTrue(target.states.isEmpty, "a tap started a pan: \(target.states)")

            // A drag: the recognizer begins, follows the finger and ends where it lifts.
            host.renderer.onTouchDrag?(.down, CGPoint(x: 200, y: 250))
            for step in 1...4 {
                host.renderer.onTouchDrag?(.moved, CGPoint(x: 200 + 15 * Double(step), y: 250 + 5 * Double(step)))
            }
            XCTAssertEqual(pan.translation(in: pad), CGPoint(x: 60, y: 20))
            host.renderer.onTouchDrag?(.up, CGPoint(x: 260, y: 270))
            XCTAssertEqual(target.states.first, .began)
            XCTAssertTrue(target.states.contains(.changed))
            XCTAssertEqual(target.states.last, .ended)
        }
    }
}
