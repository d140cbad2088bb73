import Foundation

// MARK: - Pinch gestures

extension UIApplication {
    /// A two-finger pinch centred at `point` (window coordinates) has spread its fingers `scale`
    /// times since it began: the first report begins the nearest pinch recognizer under it (from
    /// the hit view outwards), later ones change it.
    package func handlePinchChanged(at point: CGPoint, scale: CGFloat, in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        if let recognizer = routing.pinchRecognizer, recognizer.state == .began || recognizer.state == .changed {
            recognizer.changePinch(to: scale)
            return
        }
        guard let hit = window.hitTest(point, with: UIEvent(type: .transform)) else { return }
        var view: UIView? = hit
        while let current = view {
            for case let pinch as UIPinchGestureRecognizer in current.gestureRecognizerStorage where pinch.isEnabled {
                pinch.beginPinch(UITouch(type: .direct, locationInWindow: point, view: current, window: window))
                guard pinch.state == .began else { continue }
                routing.pinchRecognizer = pinch
                pinch.changePinch(to: scale)
                return
            }
            view = current.superview
        }
    }

    /// A two-finger pinch centred at `point` (window coordinates) ended with `scale`. A pinch
    /// recognizer it drove ends; otherwise spreading the fingers over a collection view item
    /// (scale above 1.3) opens it in a new window, prominently unless the item's configuration
    /// asks otherwise.
    @discardableResult
    package func handlePinch(at point: CGPoint, scale: CGFloat, in window: UIWindow) -> Bool {
        let routing = _PointerRouting.of(self)
        if let recognizer = routing.pinchRecognizer {
            routing.pinchRecognizer = nil
            recognizer.changePinch(to: scale)
            recognizer.endPinch()
            return true
        }
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
