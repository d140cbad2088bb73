import Foundation

/// Recognizes two fingers spreading or closing on a touchpad or screen over its view.
///
/// ``scale`` is how far the fingers have spread since the gesture began (2 for twice as far
/// apart), or since the app last set it, as apps that apply each step and reset it to 1 do.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The spread since the gesture began or since it was last set.
    open var scale: CGFloat = 1
    /// How fast ``scale`` changes, per second, over the last step.
    open private(set) var velocity: CGFloat = 0

    /// The platform's total scale for the gesture at the last step, and when it came.
    private var lastGestureScale: CGFloat = 1
    private var lastStepTime: TimeInterval = 0

    /// The pinch began over the view at `touch`'s place.
    func beginPinch(_ touch: UITouch) {
        guard isEnabled, state == .possible, delegateAllowsBeginning(with: touch) else { return }
        lastTouch = touch
        scale = 1
        velocity = 0
        lastGestureScale = 1
        lastStepTime = ProcessInfo.processInfo.systemUptime
        state = .began
    }

    /// The fingers are `gestureScale` times as far apart as when the pinch began.
    func changePinch(to gestureScale: CGFloat) {
        guard state == .began || state == .changed, gestureScale > 0, gestureScale != lastGestureScale else { return }
        let now = ProcessInfo.processInfo.systemUptime
        let step = gestureScale / lastGestureScale
        let previous = scale
        scale *= step
        velocity = now > lastStepTime ? (scale - previous) / CGFloat(now - lastStepTime) : 0
        lastGestureScale = gestureScale
        lastStepTime = now
        state = .changed
    }

    /// The fingers lifted.
    func endPinch() {
        guard state == .began || state == .changed else { return }
        state = .ended
        returnToPossible()
    }
}
