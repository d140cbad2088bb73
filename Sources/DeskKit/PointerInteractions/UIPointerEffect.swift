import Foundation

/// How the view under the pointer reacts, taken from a preview of the view.
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint; an overlay darkening the view by 8%; or a grey platter drawn under it.
        case none, overlay, underlay
    }

    /// Lets the presenter choose highlight or lift from the view's size.
    case automatic(UITargetedPreview)
    /// The pointer morphs into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view rises under the pointer, with a shadow, and the pointer hides.
    case lift(UITargetedPreview)
    /// The view is tinted, shadowed or scaled as asked while the pointer keeps its shape.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)
}

extension UIPointerEffect {
    /// The preview the effect applies to, whatever its kind.
    @MainActor
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): return preview
        case .hover(let preview, _, _, _): return preview
        }
    }
}
