import Foundation

/// Recognizes the pointer over its view with no button held: it begins when the pointer enters
/// the view, changes as it moves there, and ends when the pointer leaves it (or the window).
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer entered the view (`began`) or moved over it (`changed`) at `touch`'s place.
    func pointerHovers(_ touch: UITouch, modifierFlags: UIKeyModifierFlags) {
        guard isEnabled else { return }
        self.modifierFlags = modifierFlags
        switch state {
        case .possible:
            guard delegateAllowsBeginning(with: touch) else { return }
            lastTouch = touch
            state = .began
        case .began, .changed:
            guard touch.location(in: nil) != lastTouch?.location(in: nil) else { return }
            lastTouch = touch
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// The pointer left the view: the gesture ends.
    func pointerLeft() {
        guard state == .began || state == .changed else { return }
        state = .ended
        returnToPossible()
    }
}

extension UIApplication {
    /// Tells the hover recognizers of the view under `point` and its ancestors that the pointer
    /// is over them, and those it left that it has gone.
    func updateHoverRecognizers(at point: CGPoint?, modifierFlags: UIKeyModifierFlags, in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        var now: [UIHoverGestureRecognizer] = []
        var hit = point.flatMap { window.hitTest($0, with: UIEvent(type: .hover, modifierFlags: modifierFlags)) }
        while let current = hit {
            now += current.gestureRecognizerStorage.compactMap { $0 as? UIHoverGestureRecognizer }
            hit = current.superview
        }
        for recognizer in routing.hoverRecognizers where !now.contains(where: { $0 === recognizer }) {
            recognizer.pointerLeft()
        }
        routing.hoverRecognizers = now
        guard let point else { return }
        for recognizer in now {
            recognizer.pointerHovers(UITouch(type: .indirectPointer, locationInWindow: point, view: recognizer.view, window: window),
                                     modifierFlags: modifierFlags)
        }
    }
}
