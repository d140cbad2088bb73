/// Lets an object decide whether a gesture recognizer takes a touch or begins its gesture.
///
/// Every method is optional, as in UIKit: the defaults let every recognizer receive its touches
/// and begin, and recognize alone.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may begin the gesture it has recognized; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` sees `touch` at all; asked before it does anything with it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the two recognizers may recognize at the same time.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Begins.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// Recognizes alone.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIGestureRecognizer {
    /// Whether the delegate lets this recognizer take `touch` and begin its gesture with it.
    func delegateAllowsBeginning(with touch: UITouch) -> Bool {
        guard let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: touch) && delegate.gestureRecognizerShouldBegin(self)
    }
}
