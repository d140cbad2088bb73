import Foundation

/// One rectangle of a selection: a selection over several lines has one per line.
@preconcurrency @MainActor
open class UITextSelectionRect {
    /// The rectangle, in the text view's content coordinates.
    open var rect: CGRect { storedRect }
    /// The direction the text in the rectangle runs.
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether the selection starts in this rectangle.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the selection ends in this rectangle.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text runs top to bottom; DeskKit lays text out in horizontal lines.
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// A rectangle of a selection, as text views make them.
    public init(rect: CGRect, writingDirection: NSWritingDirection = .natural, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }
}

/// The direction text runs in.
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's language (its first strong character).
    case natural = -1
    /// Left to right, as Latin scripts.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1
}
