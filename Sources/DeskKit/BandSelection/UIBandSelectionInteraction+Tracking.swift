import Foundation

// MARK: - Following the pointer

extension UIBandSelectionInteraction {
    /// How far the pointer moves from the press before the band appears.
    static let beginDistance: CGFloat = 4

    /// Whether a press at `point` (view coordinates) may start a band.
    func allowsBand(at point: CGPoint) -> Bool {
        guard isEnabled, let view, view.bounds.contains(point) else { return false }
        return shouldBeginHandler?(self, point) ?? true
    }

    /// The band appears: `start` is the press and `point` the pointer, both in view coordinates.
    func begin(from start: CGPoint, to point: CGPoint, modifierFlags: UIKeyModifierFlags) {
        generation += 1
        initialModifierFlags = modifierFlags
        anchor = contentPoint(start)
        pointer = point
        setState(.began, rect: currentRect())
        setState(.selecting, rect: currentRect())
        scheduleAutoscroll()
    }

    /// The pointer moved to `point` (view coordinates) with the band showing.
    func track(to point: CGPoint) {
        guard isTracking else { return }
        pointer = point
        autoscrollStep()
        setState(.selecting, rect: currentRect())
        scheduleAutoscroll()
    }

    /// The button came up: the handler sees `.ended` with the final band, then the band goes.
    func end() {
        guard isTracking else { return }
        generation += 1
        setState(.ended, rect: currentRect())
        reset()
    }

    /// Abandons the band (Esc); true when there was one.
    @discardableResult
    func cancel() -> Bool {
        guard isTracking else { return false }
        generation += 1
        setState(.cancelled, rect: selectionRect)
        reset()
        return true
    }

    private func reset() {
        state = .possible
        selectionRect = .null
    }

    // MARK: - Scrolling content

    private var scrollOffset: CGPoint {
        (view as? _BandScrolling)?.contentOffset ?? .zero
    }

    private func contentPoint(_ point: CGPoint) -> CGPoint {
        let offset = scrollOffset
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// The band between the anchor and the pointer, in view coordinates.
    private func currentRect() -> CGRect {
        let offset = scrollOffset
        let start = CGPoint(x: anchor.x - offset.x, y: anchor.y - offset.y)
        return CGRect(x: min(start.x, pointer.x), y: min(start.y, pointer.y),
                      width: abs(pointer.x - start.x), height: abs(pointer.y - start.y))
    }

    /// Scrolls the view one step when the pointer is near or past its edge; true when it moved.
    @discardableResult
    private func autoscrollStep() -> Bool {
        guard let scrolling = view as? _BandScrolling else { return false }
        let step = _BandAutoscroll.step(for: pointer, in: scrolling.bounds.size)
        let limit = scrolling.maximumContentOffset
        let current = scrolling.contentOffset
        let target = CGPoint(x: min(max(current.x + step.x, 0), max(limit.x, 0)),
                             y: min(max(current.y + step.y, 0), max(limit.y, 0)))
        guard target != current else { return false }
        scrolling.contentOffset = target
        return true
    }

    /// While the pointer rests near an edge, keeps scrolling without further pointer events.
    private func scheduleAutoscroll() {
        guard !isAutoscrollScheduled, let scrolling = view as? _BandScrolling,
              _BandAutoscroll.step(for: pointer, in: scrolling.bounds.size) != .zero else { return }
        isAutoscrollScheduled = true
        let expected = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + _BandAutoscroll.interval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isAutoscrollScheduled = false
                guard self.generation == expected, self.isTracking, self.autoscrollStep() else { return }
                self.setState(.selecting, rect: self.currentRect())
                self.scheduleAutoscroll()
            }
        }
    }
}
