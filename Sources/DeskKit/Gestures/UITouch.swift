import Foundation

/// A finger, pencil or pointer touching the window. DeskKit routes touch taps and pointer clicks
/// as touches of different types, so gesture recognizers can tell them apart.
@preconcurrency @MainActor
public final class UITouch {
    /// What produced a touch.
    public enum TouchType: Int, Hashable, Sendable {
        /// A finger on a touch screen.
        case direct = 0
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect = 1
        /// A stylus touch; kept so a recognizer's allowed touch types can name it.
        case pencil = 2
        /// A mouse or trackpad click.
        case indirectPointer = 3
    }

    /// What made the touch: a finger, the pointer…
    public let type: TouchType
    /// The view that was hit.
    public let view: UIView?
    /// The window the touch is in.
    public let window: UIWindow?
    /// Where the touch is now, in window coordinates; it moves as a drag goes on.
    var windowLocation: CGPoint

    init(type: TouchType, locationInWindow: CGPoint, view: UIView?, window: UIWindow?) {
        self.type = type
        self.windowLocation = locationInWindow
        self.view = view
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }
}

/// The kind of touch being handled now, so a menu presented from its handler matches the input.
@MainActor
enum _TouchInputContext {
    static var current: UITouch.TouchType?

    static func handling<Result>(_ type: UITouch.TouchType, _ body: () -> Result) -> Result {
        let previous = current
        current = type
        defer { current = previous }
        return body()
    }
}

extension UITouch: Hashable {
    /// Touches are the same only when they are the same object, as in UIKit.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
