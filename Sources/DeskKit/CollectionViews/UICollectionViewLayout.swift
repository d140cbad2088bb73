import Foundation

/// Decides where a collection view's items go; subclass it, or use the flow layout's grid.
///
/// Frames are in content coordinates: the collection view shifts them by its content offset.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout that places nothing; subclasses place the items.
    public init() {}

    /// Computes the layout; called before the collection view asks for frames.
    open func prepare() {}

    /// The size of all content, which bounds scrolling.
    open var collectionViewContentSize: CGSize { .zero }

    /// Where the item at `indexPath` goes; subclasses answer.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The items whose frames meet `rect`; the default asks for every item.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        var result: [UICollectionViewLayoutAttributes] = []
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)),
                   attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// Asks for a new layout on the next pass, e.g. after the item size changed.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// Every item's frame, flat in section order; a grid layout computes them without objects.
    func itemFrames(sectionCounts: [Int]) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(sectionCounts.reduce(0, +))
        for (section, count) in sectionCounts.enumerated() {
            for item in 0..<count {
                frames.append(layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero)
            }
        }
        return frames
    }
}
