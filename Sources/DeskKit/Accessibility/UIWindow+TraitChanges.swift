import Foundation

// MARK: - Telling views the traits changed

extension UIWindow {
    /// Tells every view in the window (parents before children) and each view's controller that
    /// the traits changed, and lays the window out again.
    func notifyTraitChange(from previous: UITraitCollection) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.traitCollectionDidChange(previous)
            view.owningViewController?.traitCollectionDidChange(previous)
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
