import Foundation

/// Lays items out in rows of equal cells, each section starting a new row, scrolling vertically.
///
/// Items keep ``minimumInteritemSpacing`` between them and the row starts at the leading edge:
/// the spare width of a row stays at its end rather than being spread between items. In a
/// right-to-left language the rows run from the right, as UIKit's flow layout mirrors itself.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Every item's size.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Space between rows.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space between items in a row.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// The prepared grid: columns and where each section starts.
    private var columns = 1
    private var sectionTops: [CGFloat] = []
    private var sectionCounts: [Int] = []
    private var contentHeight: CGFloat = 0
    /// The collection view's width, when its rows run from the right; nil left to right.
    private var mirroredWidth: CGFloat?

    /// A grid of 50-point items 10 points apart.
    public override init() { super.init() }

    /// Counts the columns that fit and where each section starts.
    open override func prepare() {
        guard let collectionView else { return }
        mirroredWidth = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? collectionView.bounds.width : nil
        let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let stride = itemSize.width + minimumInteritemSpacing
        columns = stride > 0 ? max(1, Int(((width + minimumInteritemSpacing) / stride).rounded(.down))) : 1
        sectionCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        sectionTops = []
        var top: CGFloat = 0
        for count in sectionCounts {
            sectionTops.append(top)
            let rows = (count + columns - 1) / columns
            let rowsHeight = rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * minimumLineSpacing
            top += sectionInset.top + rowsHeight + sectionInset.bottom
        }
        contentHeight = top
    }

    /// The rows' total height at the collection view's width.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// The item's cell in the grid.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sectionCounts.count, indexPath.item < sectionCounts[indexPath.section] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(item: indexPath.item, section: indexPath.section)
        return attributes
    }

    override func itemFrames(sectionCounts: [Int]) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(sectionCounts.reduce(0, +))
        for (section, count) in sectionCounts.enumerated() where section < sectionTops.count {
            for item in 0..<count { frames.append(frame(item: item, section: section)) }
        }
        return frames
    }

    private func frame(item: Int, section: Int) -> CGRect {
        let row = item / columns
        let column = item % columns
        let leading = sectionInset.left + CGFloat(column) * (itemSize.width + minimumInteritemSpacing)
        return CGRect(x: mirroredWidth.map { $0 - leading - itemSize.width } ?? leading,
                      y: sectionTops[section] + sectionInset.top + CGFloat(row) * (itemSize.height + minimumLineSpacing),
                      width: itemSize.width, height: itemSize.height)
    }
}
