import Foundation

// MARK: - Telling views the traits changed

extension UIView {
    /// Tells this view and every view below it (parents before children), and each view's
    /// controller, that the traits changed from `previous`, and lays them out again. A window
    /// does this when its theme changes; a view does it when it moves to a window with other traits.
    func notifyTraitChange(from previous: UITraitCollection) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            (view as? UILabel)?.adjustFontForContentSizeCategory(from: previous)
            view.traitCollectionDidChange(previous)
            view.owningViewController?.traitCollectionDidChange(previous)
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
