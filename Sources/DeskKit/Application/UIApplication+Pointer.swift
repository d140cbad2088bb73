import Foundation

/// Which pointer button an event came from.
package enum PointerButton: Sendable {
    /// The left (primary), right (secondary, opens context menus) and middle buttons of a mouse.
    case primary, secondary, middle
}

// MARK: - Routing pointer clicks

extension UIApplication {
    /// Routes a click at `point` (window coordinates); returns the view that was hit.
    ///
    /// A primary click makes the hit view (or its nearest ancestor that can) first responder.
    /// A secondary click presents the context menu of the nearest view with a context menu
    /// interaction.
    @discardableResult
    package func handleClick(at point: CGPoint, button: PointerButton, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow) -> UIView? {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        if !window.isKeyWindow { window.makeKey() }
        window.layoutIfNeeded()
        guard let hit = window.hitTest(point, with: UIEvent(type: .touches, modifierFlags: modifierFlags)) else { return nil }
        switch button {
        case .primary:
            _ = deliverPointerTap(at: point, hit: hit, modifierFlags: modifierFlags, in: window)
            var candidate: UIResponder? = hit
            while let responder = candidate, !(responder is UIWindow) {
                if responder.canBecomeFirstResponder {
                    responder.becomeFirstResponder()
                    break
                }
                candidate = responder.next
            }
        case .secondary:
            if presentSecondaryClickMenu(at: point, hit: hit, in: window) { return hit }
        case .middle:
            // A middle click opens a collection view item in a new window, as browsers open links.
            var view: UIView? = hit
            while let current = view {
                if let collection = current as? UICollectionView {
                    collection.openItemInNewWindow(at: window.convert(point, to: collection))
                    break
                }
                view = current.superview
            }
        }
        UIMenuSystem.main.setNeedsRevalidate()
        return hit
    }

    /// Presents the menu of a secondary click at `point` on `hit`: the context menu of the nearest
    /// view with a context menu interaction or of a collection view's items (from its delegate),
    /// or an edit menu; false when no view has one.
    func presentSecondaryClickMenu(at point: CGPoint, hit: UIView, in window: UIWindow) -> Bool {
        var view: UIView? = hit
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                if interaction.presentMenu(at: window.convert(point, to: current)) { return true }
            }
            if let collection = current as? UICollectionView, let menu = collection.contextMenu(at: window.convert(point, to: collection)) {
                presenter?.presentContextMenu(menu, at: point, in: window)
                return true
            }
            if presentEditMenuForSecondaryClick(at: point, on: current, in: window) { return true }
            view = current.superview
        }
        return false
    }
}
