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

    // MARK: Keyframes

    /// The keyframes added inside each ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// running now, innermost last.
    private static var keyframeGroups: [[(start: Double, animations: () -> Void)]] = []

    /// Runs `animations`, which adds keyframes with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``,
    /// then applies the keyframes in order of their start times and calls `completion` with `true`.
    ///
    /// DeskKit does not interpolate, so the views end as the last keyframes leave them, which
    /// is where UIKit's animation ends too.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: UIView.KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        keyframeGroups.append([])
        animations()
        let keyframes = keyframeGroups.removeLast()
        let ordered = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for keyframe in ordered { keyframe.element.animations() }
        completion?(true)
    }

    /// Adds a keyframe starting at `frameStartTime` (a fraction of the whole animation) to the
    /// keyframe animation being set up; outside one, applies `animations` at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard !keyframeGroups.isEmpty else { return animations() }
        keyframeGroups[keyframeGroups.count - 1].append((frameStartTime, animations))
    }

    /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``;
    /// DeskKit accepts them and applies the keyframes at once.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from where a running animation has got to.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation without end.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after each forward run.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Straight lines between keyframe values.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe value to the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed across all keyframes, ignoring their times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframe values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
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
