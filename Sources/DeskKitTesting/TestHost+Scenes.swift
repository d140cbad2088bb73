import DeskKit
import Foundation

// MARK: - Opening items in new windows

extension TestHost {
    /// Whether the presenter was asked to show the scene's windows (a scene extending its
    /// restoration is not shown until that ends).
    public func isShown(_ scene: UIWindowScene) -> Bool {
        recorder.shownScenes.contains { $0 === scene }
    }

    /// Middle-clicks at a point of the key window (or `window`); returns the view hit.
    @discardableResult
    public func middleClick(at point: CGPoint, in window: UIWindow? = nil) -> UIView? {
        guard let target = window ?? keyWindow else { return nil }
        let view = application.handleClick(at: point, button: .middle, in: target)
        settle()
        return view
    }

    /// Spreads two fingers apart around a point, through the scales of `steps` (each the spread
    /// since the pinch began), ending at `scale`; true when it opened something or ended a
    /// pinch recognizer.
    @discardableResult
    public func pinch(at point: CGPoint, scale: CGFloat, steps: [CGFloat] = [], in window: UIWindow? = nil) -> Bool {
        guard let target = window ?? keyWindow else { return false }
        for step in steps { application.handlePinchChanged(at: point, scale: step, in: target) }
        let opened = application.handlePinch(at: point, scale: scale, in: target)
        settle()
        return opened
    }
}
