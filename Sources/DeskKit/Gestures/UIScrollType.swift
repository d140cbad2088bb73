import Foundation

/// The kinds of scrolling input: a mouse wheel's steps or a touchpad's two-finger glide.
public enum UIScrollType: Int, Sendable {
    /// A wheel that moves in steps.
    case discrete
    /// A touchpad or other device that reports smooth, ongoing movement.
    case continuous
}

/// A set of scroll types, as a pan recognizer's ``UIPanGestureRecognizer/allowedScrollTypesMask``.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wheel steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Touchpad glides.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Every kind of scrolling.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
