import Foundation

// MARK: - Pinch gestures

extension UIApplication {
    /// A two-finger pinch centred at `point` (window coordinates) ended with `scale`; spreading
    /// the fingers over a collection view item (scale above 1.3) opens it in a new window,
    /// prominently unless the item's configuration asks otherwise.
    @discardableResult
    package func handlePinch(at point: CGPoint, scale: CGFloat, in window: UIWindow) -> Bool {
        guard scale > 1.3, let hit = window.hitTest(point, with: UIEvent(type: .transform)) else { return false }
        var view: UIView? = hit
        while let current = view {
            if let collection = current as? UICollectionView {
                return collection.openItemInNewWindow(at: window.convert(point, to: collection), automaticStyle: .prominent)
            }
            view = current.superview
        }
        return false
    }
}
