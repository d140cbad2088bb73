import Foundation

/// Where one item of a collection view goes, in content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    public var indexPath: IndexPath
    public var frame: CGRect
    public var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
    }

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
