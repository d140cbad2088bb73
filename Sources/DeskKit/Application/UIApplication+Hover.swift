import Foundation

// MARK: - Pointer regions and styles

extension UIApplication {
    /// The pointer hovers at `point` (window coordinates) with no button held: the nearest
    /// enabled pointer interaction under it gives the region and style the presenter shows.
    package func handlePointerHover(at point: CGPoint, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        routing.location = point
        routing.modifierFlags = modifierFlags
        routing.window = window
        updateHover(routing, latching: false)
        updateHoverRecognizers(at: point, modifierFlags: modifierFlags, in: window)
    }

    /// The pointer left the window: back to no region.
    package func handlePointerExit(from window: UIWindow) {
        let routing = _PointerRouting.of(self)
        guard routing.window === window else { return }
        leaveHoverRegion(routing)
        updateHoverRecognizers(at: nil, modifierFlags: [], in: window)
        routing.window = nil
        presenter?.pointerDidChange(.system, in: window)
    }

    /// Resolves the region and style under the last pointer location again.
    func refreshHover(in window: UIWindow) {
        let routing = _PointerRouting.of(self)
        guard routing.window === window else { return }
        let hadRegion = routing.hoverRegion != nil
        leaveHoverRegion(routing)
        updateHover(routing, latching: false)
        if hadRegion, routing.hoverRegion == nil { presenter?.pointerDidChange(.system, in: window) }
    }

    /// Finds the region under the pointer and, when it changed, tells both regions' delegates
    /// and the presenter. While the button is held, a latching region keeps the pointer.
    func updateHover(_ routing: _PointerRouting, latching: Bool) {
        guard let window = routing.window else { return }
        let point = routing.location
        if latching, let region = routing.hoverRegion, !region.latchingAxes.isEmpty, let view = routing.hoverInteraction?.view, view.window === window,
           region.latches(window.convert(point, to: view)) {
            return
        }
        let found = pointerRegion(at: point, modifierFlags: routing.modifierFlags, in: window)
        if let found, let current = routing.hoverRegion, found.interaction === routing.hoverInteraction,
           current.isSameRegion(as: found.region) {
            return
        }
        let hadRegion = routing.hoverRegion != nil
        leaveHoverRegion(routing)
        guard let (interaction, region) = found, let view = interaction.view else {
            if hadRegion { presenter?.pointerDidChange(.system, in: window) }
            return
        }
        routing.hoverInteraction = interaction
        routing.hoverRegion = region
        let animator = _ImmediatePointerAnimator()
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        animator.run()
        let style = interaction.style(for: region) ?? .system()
        presenter?.pointerDidChange(PointerPresentation(style: style, region: region, view: view), in: window)
    }

    private func leaveHoverRegion(_ routing: _PointerRouting) {
        guard let interaction = routing.hoverInteraction, let region = routing.hoverRegion else {
            routing.hoverInteraction = nil
            routing.hoverRegion = nil
            return
        }
        routing.hoverInteraction = nil
        routing.hoverRegion = nil
        let animator = _ImmediatePointerAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: region, animator: animator)
        animator.run()
    }

    /// The nearest enabled pointer interaction, from the hit view outwards, with a region at `point`.
    private func pointerRegion(at point: CGPoint, modifierFlags: UIKeyModifierFlags, in window: UIWindow) -> (interaction: UIPointerInteraction, region: UIPointerRegion)? {
        window.layoutIfNeeded()
        var view = window.hitTest(point, with: UIEvent(type: .hover, modifierFlags: modifierFlags))
        while let current = view {
            for case let interaction as UIPointerInteraction in current.interactions {
                if let region = interaction.region(at: window.convert(point, to: current), modifierFlags: modifierFlags) {
                    return (interaction, region)
                }
            }
            view = current.superview
        }
        return nil
    }
}

extension UIPointerRegion {
    /// Regions with identifiers are the same when those match; others when their rects match.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        if identifier != nil || other.identifier != nil { return identifier == other.identifier }
        return rect == other.rect
    }

    /// Whether the pointer at `point` stays in the region while dragging: inside it, or outside
    /// only along a latching axis.
    func latches(_ point: CGPoint) -> Bool {
        let inX = latchingAxes.contains(.horizontal) || (point.x >= rect.minX && point.x < rect.maxX)
        let inY = latchingAxes.contains(.vertical) || (point.y >= rect.minY && point.y < rect.maxY)
        return inX && inY
    }
}
