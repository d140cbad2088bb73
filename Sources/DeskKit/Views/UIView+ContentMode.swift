import Foundation

extension UIView {
    /// How a view fits its content into its bounds: stretched, scaled at its aspect ratio, or
    /// placed at its own size against an edge or corner.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, whatever its aspect ratio.
        case scaleToFill
        /// Scaled at its aspect ratio to the largest size that fits, centred.
        case scaleAspectFit
        /// Scaled at its aspect ratio to the smallest size that covers the bounds, centred.
        case scaleAspectFill
        /// Stretched as `scaleToFill`; in UIKit also redrawn when the bounds change.
        case redraw
        /// At its own size, centred.
        case center
        /// At its own size, against the top edge.
        case top
        /// At its own size, against the bottom edge.
        case bottom
        /// At its own size, against the left edge (left in every layout direction).
        case left
        /// At its own size, against the right edge.
        case right
        /// At its own size, in the top left corner.
        case topLeft
        /// At its own size, in the top right corner.
        case topRight
        /// At its own size, in the bottom left corner.
        case bottomLeft
        /// At its own size, in the bottom right corner.
        case bottomRight
    }
}

extension UIView.ContentMode {
    /// Where content of `size` is drawn in `bounds` in this mode; content without a size fills
    /// the bounds.
    package func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        var drawn = size
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let horizontal = bounds.width / size.width, vertical = bounds.height / size.height
            let factor = self == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            drawn = CGSize(width: size.width * factor, height: size.height * factor)
        default:
            break
        }
        let x: CGFloat = switch self {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - drawn.width
        default: bounds.midX - drawn.width / 2
        }
        let y: CGFloat = switch self {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - drawn.height
        default: bounds.midY - drawn.height / 2
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: drawn)
    }
}
