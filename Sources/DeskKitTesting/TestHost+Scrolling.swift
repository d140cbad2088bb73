import DeskKit
import Foundation

// MARK: - Wheel and touchpad scrolling

extension TestHost {
    /// Turns the mouse wheel over `point` by `steps` (positive y scrolls down, towards the
    /// content's end); true when something scrolled or panned.
    @discardableResult
    public func scrollWheel(_ steps: CGPoint, at point: CGPoint, in window: UIWindow? = nil) -> Bool {
        guard let target = window ?? keyWindow else { return false }
        let handled = application.handleScroll(by: steps, type: .discrete, at: point, in: target)
        settle()
        return handled
    }

    /// Glides two fingers on a touchpad over `point`: down, a scroll by each of `deltas`
    /// (points; positive y scrolls down), then up.
    public func touchpadScroll(_ deltas: [CGPoint], at point: CGPoint, in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handleScrollBegan(at: point, in: target)
        for delta in deltas { application.handleScroll(by: delta, type: .continuous, at: point, in: target) }
        application.handleScrollEnded(in: target)
        settle()
    }
}
