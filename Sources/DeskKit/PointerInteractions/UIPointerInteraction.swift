import Foundation

/// Gives a view pointer regions and styles: its delegate decides how the pointer looks over it.
///
/// The application asks the nearest enabled interaction under a hovering pointer for a region,
/// then for that region's style, and hands the result to the presenter.
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
    /// Supplies regions and styles; without one the whole view is a region with the automatic
    /// effect.
    public weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    /// A disabled interaction gives no regions; the pointer shows whatever lies beneath.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { invalidate() } }
    }

    /// An interaction asking `delegate`, if any; add it to a view with `addInteraction(_:)`.
    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Called by the view; removing the interaction from its view refreshes the pointer there.
    public func willMove(to view: UIView?) {
        if view == nil { invalidate() }
    }

    /// Called by the view; records the view whose bounds the regions divide.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Asks for the region and style under the pointer again, e.g. after the view's state changed.
    public func invalidate() {
        guard let window = view?.window, let application = window.windowScene?.application else { return }
        application.refreshHover(in: window)
    }

    /// The region under `point` (in the view's coordinates), or nil when there is none.
    func region(at point: CGPoint, modifierFlags: UIKeyModifierFlags) -> UIPointerRegion? {
        guard isEnabled, let view, view.bounds.contains(point) else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return defaultRegion }
        let request = UIPointerRegionRequest(location: point, modifiers: modifierFlags)
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The style for `region`: the delegate's, or the automatic effect when there is no delegate.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let view else { return nil }
        guard let delegate else { return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view))) }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
