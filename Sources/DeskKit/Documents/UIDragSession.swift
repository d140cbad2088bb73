import Foundation

/// A drag under way, as the code that supplies its items sees it.
@preconcurrency @MainActor
public protocol UIDragSession: AnyObject {
    /// Items in the drag so far.
    var items: [UIDragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Anything the dragging app wants to keep with the drag.
    var localContext: Any? { get set }
}

/// The drag of a navigation bar title, started at a point of the window.
@MainActor
final class _TitleDragSession: UIDragSession {
    private(set) var items: [UIDragItem] = []
    var localContext: Any?
    let windowLocation: CGPoint

    init(windowLocation: CGPoint) {
        self.windowLocation = windowLocation
    }

    func location(in view: UIView) -> CGPoint {
        var point = windowLocation
        var current: UIView? = view
        while let ancestor = current, !(ancestor is UIWindow) {
            point.x -= ancestor.frame.minX
            point.y -= ancestor.frame.minY
            current = ancestor.superview
        }
        return point
    }

    func add(_ newItems: [UIDragItem]) {
        items += newItems
    }
}
