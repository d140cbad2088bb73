import Foundation

// MARK: - Animations

extension UIView {
    /// Applies the changes in `animations` and then calls `completion` with `true`.
    ///
    /// DeskKit's presenters draw each change as a new frame and do not interpolate, so the
    /// changes take effect at once, as they do in UIKit with animations turned off.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Applies the changes in `animations` and then calls `completion` with `true`; the spring
    /// parameters shape an interpolation DeskKit does not draw.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Applies the changes in `animations`, then calls `completion` with `true`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Applies the changes in `animations`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Applies the changes in `actionsWithoutAnimation` at once, which is how DeskKit applies
    /// every change.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Options for ``animate(withDuration:delay:options:animations:completion:)``; DeskKit
    /// accepts them and applies the changes at once.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
