import Foundation

/// A view standing in for content during a transition or a pointer effect (lift, highlight).
@preconcurrency @MainActor
public final class UITargetedPreview {
    /// The view the preview shows.
    public let view: UIView
    /// How the preview is cut out and backed.
    public let parameters: UIPreviewParameters
    /// Where the preview sits, in window coordinates, when the transition starts.
    public var frameInWindow: CGRect { view.convert(view.bounds, to: nil) }

    /// A preview of `view` as it is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A preview of `view` cut out and backed as `parameters` say.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }
}

/// How a preview is cut out of its view and what is drawn behind it.
///
/// DeskKit's pointer effects are drawn over the whole view; the parameters are kept with the
/// preview for delegates that read them back.
@preconcurrency @MainActor
public final class UIPreviewParameters {
    /// The part of the view the preview shows, in the view's coordinates; nil for all of it.
    public var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow; nil follows the visible part.
    public var shadowPath: UIBezierPath?
    /// The colour behind the preview; nil for the system's.
    public var backgroundColor: UIColor?

    /// Parameters that show the whole view.
    public init() {}
}
