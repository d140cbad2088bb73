import Foundation

/// Which way the keyboard moved the focus.
public struct UIFocusHeading: OptionSet, Sendable {
    /// The bits of the headings.
    public let rawValue: UInt
    /// Headings from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up, down, left, right: an arrow key.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// On to the next group: Tab.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Back to the previous group: Shift+Tab.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// One move of the focus: from where, to where, and which way.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    /// The item that had the focus, if any.
    public let previouslyFocusedItem: UIView?
    /// The item that has it now, if any.
    public let nextFocusedItem: UIView?
    /// Which way the focus moved; empty when code moved it.
    public let focusHeading: UIFocusHeading

    init(previouslyFocusedItem: UIView?, nextFocusedItem: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedItem = previouslyFocusedItem
        self.nextFocusedItem = nextFocusedItem
        self.focusHeading = focusHeading
    }

    /// The previously focused item as a view.
    public var previouslyFocusedView: UIView? { previouslyFocusedItem }
    /// The newly focused item as a view.
    public var nextFocusedView: UIView? { nextFocusedItem }
}

/// Runs animations alongside a focus move. DeskKit moves the focus at once, so they run at once.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations`, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }

    /// Runs `animations` as the focus arrives, then `completion`.
    open func addCoordinatedFocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(UIFocusAnimationContext())
        completion?()
    }

    /// Runs `animations` as the focus leaves, then `completion`.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(UIFocusAnimationContext())
        completion?()
    }
}

/// How long a coordinated focus animation lasts: no time, on DeskKit.
public struct UIFocusAnimationContext: Sendable {
    /// The animation's length in seconds.
    public var duration: TimeInterval { 0 }
}

/// How a focused view shows its focus.
@preconcurrency @MainActor
open class UIFocusEffect {
    /// The platform's effect.
    public init() {}
}

/// A ring drawn around the focused view, following its corner radius.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// The view the ring is drawn around, when not the focused view itself.
    open var referenceView: UIView?
    /// A halo around the focused view's bounds.
    public override init() { super.init() }
}

/// An invisible region of a view that takes part in keyboard focus moves: a move by an arrow key
/// that would pass through it goes to its preferred environment instead.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide {
    /// Where focus goes when a move enters the guide; the first focusable one wins.
    open var preferredFocusEnvironments: [UIView] = []
    /// Whether the guide redirects moves.
    open var isEnabled = true

    /// A guide with nowhere to send focus yet.
    public override init() { super.init() }
}
