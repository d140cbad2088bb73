import Foundation

/// Recognizes a finger or the primary button held down for a while, then follows it as it moves
/// (began, changed on every move, ended when it comes up); with no delay, a press-and-drag.
///
/// Moving further than ``allowableMovement`` before the delay is over fails the gesture, as
/// does coming up early.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last before the gesture begins, in seconds; 0 begins at once.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the press may wander before the gesture begins.
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press; DeskKit delivers one.
    open var numberOfTouchesRequired = 1
    /// How many taps must come before the long press; DeskKit delivers none.
    open var numberOfTapsRequired = 0

    /// Where the press went down, in window coordinates, until the gesture begins or fails.
    private var pressStart: CGPoint?
    /// Begins the gesture when the press has lasted long enough.
    private var delay: DispatchWorkItem?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0, let touch = touches.first else {
            state = .failed
            return
        }
        pressStart = touch.location(in: nil)
        guard minimumPressDuration > 0 else {
            state = .began
            return
        }
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.pressStart != nil, self.state == .possible else { return }
                self.delay = nil
                self.state = .began
            }
        }
        delay = work
        DispatchQueue.main.asyncAfter(deadline: .now() + minimumPressDuration, execute: work)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .changed
        case .possible:
            guard let start = pressStart, let point = touches.first?.location(in: nil) else { return }
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { fail() }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: fail()
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: fail()
        default: break
        }
    }

    /// Forgets the press and any pending delay.
    open override func reset() {
        super.reset()
        delay?.cancel()
        delay = nil
        pressStart = nil
    }

    private func fail() {
        delay?.cancel()
        delay = nil
        state = .failed
    }
}
