import Foundation

/// Recognizes a drag of a finger or of the pointer with its primary button held, such as
/// dragging a resize handle.
///
/// The gesture begins once the drag leaves a click's tolerance, changes on every move and ends
/// when the button or finger comes up; the targets hear each of those. A band selection that
/// starts on the same press wins over a recognizer on the view itself or its ancestors.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the drag needs; DeskKit delivers one.
    open var minimumNumberOfTouches = 1
    /// The most fingers the drag allows.
    open var maximumNumberOfTouches = Int.max

    /// Where the drag started, in window coordinates, moved by ``setTranslation(_:in:)``.
    private var origin: CGPoint = .zero
    /// The translation at ``origin``.
    private var baseTranslation: CGPoint = .zero
    /// Recent locations (window coordinates) and when they were reported, for ``velocity(in:)``.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// Where scrolling has moved the gesture to (window coordinates) while scrolling drives it;
    /// the pointer itself stays where it is.
    private var scrolledPoint: CGPoint?

    /// The kinds of scrolling that drive this recognizer as a drag does: `.continuous` for a
    /// touchpad's two-finger glide, `.discrete` for a mouse wheel's steps. Scrolling the content
    /// moves the other way, so fingers gliding up translate the gesture up.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the drag has gone since it began (or since the last ``setTranslation(_:in:)``).
    /// It is measured in window points whatever `view` is: a view's ``UIView/transform`` is not
    /// applied to it.
    open func translation(in view: UIView?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended, let point = currentPoint else { return .zero }
        return CGPoint(x: baseTranslation.x + point.x - origin.x, y: baseTranslation.y + point.y - origin.y)
    }

    /// Restarts the translation from `translation` at the current location, as handles that
    /// apply each step and reset to zero do.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        if let currentPoint { origin = currentPoint }
        baseTranslation = translation
    }

    /// Where the drag is now, in window coordinates: the touch's location, or where scrolling moved it.
    private var currentPoint: CGPoint? { scrolledPoint ?? lastTouch?.location(in: nil) }

    /// How fast the drag moves now, in points per second, over its last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended,
              let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
    }

    /// Forgets the drag's speed samples.
    open override func reset() {
        super.reset()
        samples = []
        scrolledPoint = nil
    }

    private func recordSample(_ point: CGPoint, at time: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        samples.append((time, point))
        // Keep one sample from before the last tenth of a second, to measure across it.
        while samples.count > 2, time - samples[1].time > 0.1 { samples.removeFirst() }
    }

    // MARK: - Driven by the pointer and touch routing

    /// One finger or one pointer: a recognizer asking for more never begins.
    func acceptsDrag(of type: UITouch.TouchType) -> Bool {
        accepts(type) && minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1
    }

    /// The drag left the click tolerance: the gesture begins from `start` (window coordinates).
    func beginDrag(_ touch: UITouch, from start: CGPoint) {
        guard delegateAllowsBeginning(with: touch) else {
            state = .failed
            return
        }
        origin = start
        baseTranslation = .zero
        lastTouch = touch
        samples = [(ProcessInfo.processInfo.systemUptime, touch.location(in: nil))]
        state = .began
    }

    /// The drag moved on; a report of the same location changes nothing.
    func continueDrag(_ touch: UITouch) {
        guard state == .began || state == .changed,
              touch.location(in: nil) != lastTouch?.location(in: nil) else { return }
        lastTouch = touch
        recordSample(touch.location(in: nil))
        state = .changed
    }

    /// Whether scrolling of `type` drives this recognizer.
    func acceptsScroll(of type: UIScrollType) -> Bool {
        isEnabled && allowedScrollTypesMask.contains(type == .discrete ? .discrete : .continuous)
    }

    /// Scrolling begins to drive the gesture with the pointer at `touch`'s location.
    func beginScroll(_ touch: UITouch) {
        let point = touch.location(in: nil)
        origin = point
        baseTranslation = .zero
        lastTouch = touch
        scrolledPoint = point
        samples = [(ProcessInfo.processInfo.systemUptime, point)]
        state = .began
    }

    /// Scrolling moved the gesture by `translation` (content scrolled the other way).
    func continueScroll(by translation: CGPoint) {
        guard state == .began || state == .changed, let point = scrolledPoint, translation != .zero else { return }
        let moved = CGPoint(x: point.x + translation.x, y: point.y + translation.y)
        scrolledPoint = moved
        recordSample(moved)
        state = .changed
    }

    /// The button or finger came up (`cancelled` when the drag was abandoned).
    func endDrag(_ touch: UITouch?, cancelled: Bool = false) {
        if state == .failed { returnToPossible() }
        guard state == .began || state == .changed else { return }
        if let touch { lastTouch = touch }
        state = cancelled ? .cancelled : .ended
        returnToPossible()
    }
}
