import Foundation

/// A view standing in for content during a transition or a pointer effect (lift, highlight).
@preconcurrency @MainActor
public final class UITargetedPreview {
    public let view: UIView
    /// Where the preview sits, in window coordinates, when the transition starts.
    public var frameInWindow: CGRect { view.convert(view.bounds, to: nil) }

    public init(view: UIView) {
        self.view = view
    }
}
