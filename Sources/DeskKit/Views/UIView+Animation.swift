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
        /// The options' bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from where a running animation has got to.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at both ends.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
