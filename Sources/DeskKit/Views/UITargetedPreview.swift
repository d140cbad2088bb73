import Foundation

/// A view standing in for content during a transition or a pointer effect (lift, highlight).
@preconcurrency @MainActor
public final class UITargetedPreview {
    /// The view the preview shows.
    public let view: UIView
    /// How the preview is cut out and backed.
    public let parameters: UIPreviewParameters
    private let explicitTarget: UIPreviewTarget?

    /// Where the preview is placed: the one given, else the view's own place (its centre in its
    /// superview, or its own middle when it has no superview).
    public var target: UIPreviewTarget {
        if let explicitTarget { return explicitTarget }
        guard let superview = view.superview else {
            return UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return UIPreviewTarget(container: superview, center: view.center)
    }

    /// The preview's size: its view's.
    public var size: CGSize { view.bounds.size }

    /// Where the preview sits, in window coordinates, when the transition starts: the view's
    /// size centred on ``target``.
    public var frameInWindow: CGRect {
        let target = self.target
        let size = view.bounds.size
        let frame = CGRect(x: target.center.x - size.width / 2, y: target.center.y - size.height / 2, width: size.width, height: size.height)
        return target.container.convert(frame, to: nil)
    }

    /// A preview of `view` as it is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A preview of `view` cut out and backed as `parameters` say.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        explicitTarget = nil
    }

    /// A preview of `view` placed at `target` rather than where the view is; the view need not
    /// be in a window.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        explicitTarget = target
    }

    /// The same preview placed at `newTarget`.
    public func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
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
