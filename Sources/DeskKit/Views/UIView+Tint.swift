import Foundation

// MARK: - Tint

extension UIView {
    /// How a view's tint shows.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top of the hierarchy).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint in grey, for views behind something modal.
        case dimmed
    }

    /// The tint the view inherits when it sets none: the superview's, else the system's.
    private var inheritedTintColor: UIColor { superview?.effectiveTintColor ?? .tintColor }

    /// The mode the view shows with: its own unless automatic, else its superview's, else normal.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    /// The tint as drawn: the view's or inherited colour, grey while dimmed.
    var effectiveTintColor: UIColor {
        let color = ownTintColor ?? inheritedTintColor
        guard effectiveTintAdjustmentMode == .dimmed else { return color }
        return UIView.dimmed(color)
    }

    /// A colour's grey of the same lightness, as dimmed tints show.
    static func dimmed(_ color: UIColor) -> UIColor {
        let luminance = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(white: luminance, alpha: color.alpha)
    }

    /// What decides the tint, compared before and after a change to tell whether it changed.
    var tintState: TintState { TintState(color: effectiveTintColor, mode: effectiveTintAdjustmentMode) }

    /// The drawn tint colour and mode.
    struct TintState: Equatable {
        let color: UIColor
        let mode: TintAdjustmentMode
    }

    /// Sets the view's own tint and mode, and tells it and the descendants that inherit from it.
    func setTint(_ color: UIColor?, mode: TintAdjustmentMode) {
        let old = tintState
        ownTintColor = color
        ownTintAdjustmentMode = mode
        if tintState != old { notifyTintChange() }
    }

    /// Calls ``tintColorDidChange()`` on the view and on the descendants that inherit from it.
    func notifyTintChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil || subview.ownTintAdjustmentMode == .automatic {
            subview.notifyTintChange()
        }
    }
}
