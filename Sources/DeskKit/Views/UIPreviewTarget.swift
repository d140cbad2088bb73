import Foundation

/// Where a preview is placed: a point in a container view, which it is centred on.
///
/// A ``UITargetedPreview`` made without one is placed where its view is (the view's centre in
/// its superview); a target puts it elsewhere, for example a snapshot view that is in no window.
@preconcurrency @MainActor
public final class UIPreviewTarget {
    /// The view whose coordinates ``center`` is in; it must be in a window for the preview to show.
    public let container: UIView
    /// The preview's centre, in ``container``'s coordinates.
    public let center: CGPoint

    /// A target centring the preview on `center` of `container`.
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
    }
}
