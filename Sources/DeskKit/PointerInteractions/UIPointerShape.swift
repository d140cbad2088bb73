import Foundation

/// The outline the pointer takes: a rounded rectangle, a text beam or a custom path.
///
/// Rectangles and paths are in the coordinates of the interaction's view; beams are centered on
/// the pointer.
public enum UIPointerShape {
    /// A custom outline.
    case path(UIBezierPath)
    /// A rounded rectangle around `CGRect`, such as a button's frame.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// An I-beam for horizontal text.
    case verticalBeam(length: CGFloat)
    /// An I-beam for vertical text.
    case horizontalBeam(length: CGFloat)

    /// The corner radius a rounded-rectangle shape uses unless told otherwise.
    public static let defaultCornerRadius: CGFloat = 8
}

extension UIPointerShape {
    /// The outline as a path, for presenters; beams are 2 points thick, centered on the origin.
    public var outline: UIBezierPath {
        switch self {
        case .path(let path):
            return path
        case .roundedRect(let rect, let radius):
            return UIBezierPath(roundedRect: rect, cornerRadius: radius)
        case .verticalBeam(let length):
            return UIBezierPath(roundedRect: CGRect(x: -1, y: -length / 2, width: 2, height: length), cornerRadius: 1)
        case .horizontalBeam(let length):
            return UIBezierPath(roundedRect: CGRect(x: -length / 2, y: -1, width: length, height: 2), cornerRadius: 1)
        }
    }
}
