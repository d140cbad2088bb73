import Foundation

/// A collection view data source driven by snapshots of identifiers: apply a new snapshot and
/// the collection view shows its sections and items, with cells from the cell provider.
///
/// Selected items that are still in the new snapshot stay selected. DeskKit does not animate,
/// so every apply takes effect at once.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    /// Makes the cell for an item, usually with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections, which the sections' items in ``snapshot()`` follow.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The snapshot shown now, to change and apply again.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the collection view takes its sections and items, keeping the selection
    /// of items that remain, and `completion` runs after.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot
            keepOutlinesMatching(snapshot)
            completion?()
            return
        }
        let selected = (collectionView.indexPathsForSelectedItems ?? []).compactMap(itemIdentifier(for:))
        current = snapshot
        keepOutlinesMatching(snapshot)
        collectionView.reloadData()
        for item in selected {
            if let indexPath = indexPath(for: item) {
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
        completion?()
    }

    /// Shows `snapshot` by reloading everything; the same as applying it without animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item shown at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil when it is not in the snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// The position of `identifier` among the sections.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: - UICollectionViewDataSource

    /// The snapshot's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The item count of the snapshot's section at `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; an item it returns nil for is reported and shown as a plain cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            showOutlineState(of: item, in: cell, section: indexPath.section)
            return cell
        }
        DeskKitLog.report("The cell provider returned no cell for the item at \(indexPath); a plain cell stands in.")
        return UICollectionViewCell()
    }
}
