import Foundation

// MARK: - Routing pointer presses, drags and finger drags

extension UIApplication {
    /// The primary pointer button went down at `point` (window coordinates).
    ///
    /// The press is routed as a click first (focus, tap recognizers), then selects the item under
    /// it in a collection view. A press on the empty space of a view with a band selection
    /// interaction may start a band once the pointer moves; any other press drives the nearest
    /// pan gesture recognizer under it. `clickCount` is the platform's count of quick presses in
    /// one place (2 for the second press of a double click).
    package func handlePointerDown(at point: CGPoint, modifierFlags: UIKeyModifierFlags = [], clickCount: Int = 1, in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        cancelBandSelection()
        routing.location = point
        routing.modifierFlags = modifierFlags
        routing.window = window
        var drag = _PointerRouting.Drag(input: .pointer, window: window, start: point, last: point, modifierFlags: modifierFlags)
        if let hit = handleClick(at: point, button: .primary, modifierFlags: modifierFlags, in: window) {
            if let collection = Self.nearestView(UICollectionView.self, from: hit) {
                collection.pointerPressed(at: window.convert(point, to: collection), modifierFlags: modifierFlags, clickCount: clickCount)
            }
            drag.touches = _GestureTouches(type: .indirectPointer, at: point, hit: hit, in: window, modifierFlags: modifierFlags)
            drag.bandCandidate = bandInteraction(pressedAt: point, hit: hit, in: window)
            if drag.bandCandidate == nil { drag.panRecognizer = Self.panRecognizer(from: hit, for: .indirectPointer) }
        }
        routing.drag = drag
    }

    /// The pointer moved to `point`: it drags the band while the button is held, else hovers.
    package func handlePointerMoved(at point: CGPoint, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        guard var drag = routing.drag, drag.input == .pointer, drag.window === window else {
            handlePointerHover(at: point, modifierFlags: modifierFlags, in: window)
            return
        }
        routing.location = point
        routing.modifierFlags = modifierFlags
        if point != drag.last { drag.touches?.moved(to: point) }
        drag.last = point
        if !drag.hasMoved, Self.distance(drag.start, point) >= UIBandSelectionInteraction.beginDistance {
            drag.hasMoved = true
        }
        if let band = drag.bandCandidate, let view = band.view {
            let local = window.convert(point, to: view)
            if band.isTracking {
                band.track(to: local)
            } else if drag.hasMoved {
                band.begin(from: window.convert(drag.start, to: view), to: local, modifierFlags: drag.modifierFlags)
            }
        } else {
            if drag.hasMoved, let pan = drag.panRecognizer {
                Self.drive(pan, to: point, from: drag.start, type: .indirectPointer, in: window)
            }
            updateHover(routing, latching: true)
        }
        routing.drag = drag
    }

    /// The primary button came up at `point`: a band ends with its final selection; a click on
    /// empty space of a collection view clears its selection.
    package func handlePointerUp(at point: CGPoint, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        guard let drag = routing.drag, drag.input == .pointer else { return }
        handlePointerMoved(at: point, modifierFlags: modifierFlags, in: window)
        routing.drag = nil
        drag.panRecognizer?.endDrag(nil)
        drag.touches?.ended()
        if let band = drag.bandCandidate {
            if band.isTracking {
                band.end()
            } else if !drag.hasMoved, let collection = band.view as? UICollectionView {
                collection.pointerClickedEmptySpace(modifierFlags: drag.modifierFlags)
            }
        }
        updateHover(routing, latching: false)
    }

    /// Cancels the band being dragged, restoring what it changed; true when there was one.
    /// Esc calls this before any key command sees the key.
    @discardableResult
    public func cancelBandSelection() -> Bool {
        let routing = _PointerRouting.of(self)
        guard let band = routing.drag?.bandCandidate, band.isTracking else { return false }
        routing.drag?.bandCandidate = nil
        return band.cancel()
    }

    // MARK: - Fingers

    /// A finger touched down at `point`. Finger drags drive a pan recognizer under the finger or
    /// scroll a collection view; they never start a band.
    package func handleTouchDown(at point: CGPoint, in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        cancelBandSelection()
        if !window.isKeyWindow { window.makeKey() }
        window.layoutIfNeeded()
        var drag = _PointerRouting.Drag(input: .touch, window: window, start: point, last: point, modifierFlags: [])
        if let hit = window.hitTest(point, with: UIEvent(type: .touches)) {
            drag.touches = _GestureTouches(type: .direct, at: point, hit: hit, in: window, modifierFlags: [])
            drag.panRecognizer = Self.panRecognizer(from: hit, for: .direct)
            if drag.panRecognizer == nil { drag.panTarget = Self.nearestView(UICollectionView.self, from: hit) }
        }
        routing.drag = drag
    }

    /// The finger moved to `point`: past a small tolerance it scrolls the collection view under it.
    package func handleTouchMoved(at point: CGPoint, in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        guard var drag = routing.drag, drag.input == .touch, drag.window === window else { return }
        if !drag.hasMoved, Self.distance(drag.start, point) >= UIBandSelectionInteraction.beginDistance {
            drag.hasMoved = true
        }
        if point != drag.last { drag.touches?.moved(to: point) }
        if drag.hasMoved, let pan = drag.panRecognizer {
            Self.drive(pan, to: point, from: drag.start, type: .direct, in: window)
        } else if drag.hasMoved, let collection = drag.panTarget {
            collection.pan(by: CGPoint(x: point.x - drag.last.x, y: point.y - drag.last.y))
        }
        drag.last = point
        routing.drag = drag
    }

    /// The finger lifted at `point`: without having moved, it taps the item under it.
    package func handleTouchUp(at point: CGPoint, in window: UIWindow) {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        handleTouchMoved(at: point, in: window)
        guard let drag = routing.drag, drag.input == .touch else { return }
        routing.drag = nil
        drag.panRecognizer?.endDrag(nil)
        drag.touches?.ended()
        if !drag.hasMoved, let collection = drag.panTarget {
            collection.touchTapped(at: window.convert(point, to: collection))
        }
    }

    // MARK: - Helpers

    /// The band interaction of the view pressed, when the press is on that view's own empty
    /// space (not on a subview) and the interaction allows a band there.
    private func bandInteraction(pressedAt point: CGPoint, hit: UIView, in window: UIWindow) -> UIBandSelectionInteraction? {
        var view: UIView? = hit
        while let current = view {
            for case let band as UIBandSelectionInteraction in current.interactions where band.isEnabled {
                guard current === hit else { return nil }
                return band.allowsBand(at: window.convert(point, to: current)) ? band : nil
            }
            view = current.superview
        }
        return nil
    }

    /// The nearest pan recognizer for `type` from `hit` outwards; a collection view on the way
    /// keeps the drag for its own scrolling and band.
    private static func panRecognizer(from hit: UIView, for type: UITouch.TouchType) -> UIPanGestureRecognizer? {
        var view: UIView? = hit
        while let current = view, !(current is UICollectionView) {
            for case let pan as UIPanGestureRecognizer in current.gestureRecognizerStorage where pan.acceptsDrag(of: type) {
                return pan
            }
            view = current.superview
        }
        return nil
    }

    /// Moves a pan to `point` (window coordinates): it begins on the first move past the click
    /// tolerance and changes on the later ones.
    private static func drive(_ pan: UIPanGestureRecognizer, to point: CGPoint, from start: CGPoint, type: UITouch.TouchType, in window: UIWindow) {
        let touch = UITouch(type: type, locationInWindow: point, view: pan.view, window: window)
        if pan.state == .possible {
            pan.beginDrag(touch, from: start)
        } else {
            pan.continueDrag(touch)
        }
    }

    static func nearestView<View: UIView>(_ type: View.Type, from hit: UIView) -> View? {
        var view: UIView? = hit
        while let current = view {
            if let match = current as? View { return match }
            view = current.superview
        }
        return nil
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
