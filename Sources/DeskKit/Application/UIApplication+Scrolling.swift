import Foundation

// MARK: - Routing wheel and touchpad scrolling

extension UIApplication {
    /// A touchpad's fingers came down to glide over `point` (window coordinates): continuous
    /// scrolling begins, and drives one target until ``handleScrollEnded(in:)``.
    package func handleScrollBegan(at point: CGPoint, in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        handleScrollEnded(in: window)
        routing.scroll = _PointerRouting.Scroll(window: window, location: point)
    }

    /// Scrolling over `point` (window coordinates) by `delta`: wheel steps for `.discrete`,
    /// points for `.continuous`; positive values scroll towards the content's end.
    ///
    /// The nearest view under the pointer that takes it, from the view hit outwards, gets it:
    /// a pan gesture recognizer whose ``UIPanGestureRecognizer/allowedScrollTypesMask`` allows the
    /// type (it moves as a drag the other way does), or a scroll view that can move that way (its
    /// ``UIScrollView/contentOffset`` changes within its content). A wheel step moves a view by
    /// its extent to the power 2/3 (rounded), as GTK's scrolled windows do. A wheel step, or a glide the
    /// platform did not announce, is a whole gesture: the pan begins, changes and ends at once.
    /// - Returns: Whether something scrolled or panned.
    @discardableResult
    package func handleScroll(by delta: CGPoint, type: UIScrollType, at point: CGPoint, in window: UIWindow) -> Bool {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        let routing = _PointerRouting.of(self)
        if type == .continuous, var glide = routing.scroll, glide.window === window {
            if !glide.hasTarget {
                guard delta != .zero else { return false }
                glide.hasTarget = true
                switch Self.scrollTarget(at: glide.location, by: delta, type: type, in: window) {
                case let .pan(pan):
                    glide.panRecognizer = pan
                    pan.beginScroll(UITouch(type: .indirectPointer, locationInWindow: glide.location, view: pan.view, window: window))
                case let .scrollView(scrollView):
                    glide.scrollView = scrollView
                case nil:
                    break
                }
                routing.scroll = glide
            }
            if let pan = glide.panRecognizer {
                pan.continueScroll(by: CGPoint(x: -delta.x, y: -delta.y))
                return true
            }
            return glide.scrollView?.scrollContent(by: delta) ?? false
        }
        switch Self.scrollTarget(at: point, by: delta, type: type, in: window) {
        case let .pan(pan):
            guard pan.state == .possible else { return false }
            let step = Self.scrollDistance(delta, type: type, in: pan.view)
            pan.beginScroll(UITouch(type: .indirectPointer, locationInWindow: point, view: pan.view, window: window))
            pan.continueScroll(by: CGPoint(x: -step.x, y: -step.y))
            pan.endDrag(nil)
            return true
        case let .scrollView(scrollView):
            return scrollView.scrollContent(by: Self.scrollDistance(delta, type: type, in: scrollView))
        case nil:
            return false
        }
    }

    /// The touchpad's fingers lifted: the glide's pan recognizer ends.
    package func handleScrollEnded(in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        guard let glide = routing.scroll else { return }
        routing.scroll = nil
        glide.panRecognizer?.endDrag(nil)
    }

    private enum ScrollTarget {
        case pan(UIPanGestureRecognizer)
        case scrollView(UIScrollView)
    }

    /// The nearest pan recognizer allowing `type`, or scroll view that can move by `delta`,
    /// from the view under `point` outwards.
    private static func scrollTarget(at point: CGPoint, by delta: CGPoint, type: UIScrollType, in window: UIWindow) -> ScrollTarget? {
        window.layoutIfNeeded()
        var view = window.hitTest(point, with: UIEvent(type: .scroll))
        while let current = view {
            for case let pan as UIPanGestureRecognizer in current.gestureRecognizerStorage where pan.acceptsScroll(of: type) {
                return .pan(pan)
            }
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
               scrollView.offsetScrolled(by: scrollDistance(delta, type: type, in: scrollView)) != scrollView.contentOffset {
                return .scrollView(scrollView)
            }
            view = current.superview
        }
        return nil
    }

    /// `delta` in points for `view`: wheel steps of its extent to the power 2/3 (GTK's step),
    /// in whole points.
    private static func scrollDistance(_ delta: CGPoint, type: UIScrollType, in view: UIView?) -> CGPoint {
        guard type == .discrete else { return delta }
        let size = view?.bounds.size ?? .zero
        func step(_ extent: CGFloat) -> CGFloat { pow(max(extent, 1), 2.0 / 3.0).rounded() }
        return CGPoint(x: delta.x * step(size.width), y: delta.y * step(size.height))
    }
}
