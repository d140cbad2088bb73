import Foundation

/// One finger or primary-button press, followed from down to up, and the gesture recognizers
/// that get its `touches…` calls: those of the view pressed and of its ancestors, nearest first.
@MainActor
struct _GestureTouches {
    let touch: UITouch
    let event: UIEvent
    private let recognizers: [UIGestureRecognizer]

    /// Starts the sequence and sends `touchesBegan` to every recognizer that accepts `type`;
    /// nil when none does.
    init?(type: UITouch.TouchType, at point: CGPoint, hit: UIView, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        var found: [UIGestureRecognizer] = []
        var view: UIView? = hit
        while let current = view {
            found += current.gestureRecognizerStorage.filter { $0.accepts(type) }
            view = current.superview
        }
        guard !found.isEmpty else { return nil }
        touch = UITouch(type: type, locationInWindow: point, view: hit, window: window)
        event = UIEvent(type: .touches, modifierFlags: modifierFlags)
        recognizers = found
        deliver { $0.touchesBegan([touch], with: event) }
    }

    /// The touch moved to `point` (window coordinates).
    func moved(to point: CGPoint) {
        touch.windowLocation = point
        deliver { $0.touchesMoved([touch], with: event) }
    }

    /// The touch lifted: `touchesEnded`, then every recognizer that finished, failed or was
    /// cancelled returns to `.possible` for the next touch.
    func ended() {
        deliver { $0.touchesEnded([touch], with: event) }
        for recognizer in recognizers where recognizer.state != .possible && recognizer.state != .began && recognizer.state != .changed {
            recognizer.returnToPossible()
        }
    }

    private func deliver(_ call: (UIGestureRecognizer) -> Void) {
        for recognizer in recognizers where recognizer.view != nil {
            // A pan follows the drag through its own reports (see UIApplication+PointerDrag).
            if !(recognizer is UIPanGestureRecognizer) { recognizer.lastTouch = touch }
            recognizer.modifierFlags = event.modifierFlags
            call(recognizer)
        }
    }
}
