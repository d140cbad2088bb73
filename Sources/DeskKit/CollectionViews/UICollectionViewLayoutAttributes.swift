import Foundation

/// Where one item of a collection view goes, in content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The item these attributes place.
    public var indexPath: IndexPath
    /// The item's frame in content coordinates.
    public var frame: CGRect
    /// Whether the item is left out of the display.
    public var isHidden = false

    /// Attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's center.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
