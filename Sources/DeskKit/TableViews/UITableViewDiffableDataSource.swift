import Foundation

/// A table view data source driven by snapshots of identifiers: apply a new snapshot and the
/// table view shows its sections and rows, with cells from the cell provider.
///
/// Selected rows that are still in the new snapshot stay selected; every apply takes effect at once.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    /// Makes the cell for a row, usually with ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The snapshot shown now, to change and apply again.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the table view takes its sections and rows, keeping the selection of
    /// rows that remain, and `completion` runs after.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot
            completion?()
            return
        }
        let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(itemIdentifier(for:))
        current = snapshot
        tableView.reloadData()
        for item in selected {
            if let indexPath = indexPath(for: item) {
                tableView.rows.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
        completion?()
    }

    /// The item shown at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil when it is not in the snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    // MARK: - UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The item count of the snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a row it returns nil for is reported and shown as a default cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        DeskKitLog.report("The cell provider returned no cell for the row at \(indexPath); a default cell stands in.")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
