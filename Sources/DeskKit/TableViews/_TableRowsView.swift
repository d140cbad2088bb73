import Foundation

/// The collection view inside a table view: its items are the table's rows.
@MainActor
final class _TableRowsView: UICollectionView {
    private var tableView: UITableView? { superview as? UITableView }

    /// Asks the table view's delegate; when it agrees, the table view starts editing, which
    /// allows multiple selection, and the delegate hears that it began.
    override func modifierClickBeginsMultipleSelection(at indexPath: IndexPath) -> Bool {
        guard let tableView, tableView.allowsMultipleSelectionDuringEditing, let delegate = tableView.tableViewDelegate,
              delegate.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) else { return false }
        tableView.setEditing(true, animated: true)
        delegate.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        return true
    }

    override func multipleSelectionClickEnded() {
        guard let tableView else { return }
        tableView.tableViewDelegate?.tableViewDidEndMultipleSelectionInteraction(tableView)
    }
}

/// Stacks a table view's rows in one column, each at the height the table view gives it.
@MainActor
final class _TableLayout: UICollectionViewLayout {
    private var frames: [[CGRect]] = []
    private var height: CGFloat = 0

    override func prepare() {
        guard let rows = collectionView, let table = rows.superview as? UITableView else {
            frames = []
            height = 0
            return
        }
        let width = rows.bounds.width
        var y: CGFloat = 0
        frames = (0..<rows.numberOfSections).map { section in
            (0..<rows.numberOfItems(inSection: section)).map { row in
                let rowHeight = table.height(ofRowAt: IndexPath(row: row, section: section))
                defer { y += rowHeight }
                return CGRect(x: 0, y: y, width: width, height: rowHeight)
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < frames.count, indexPath.item < frames[indexPath.section].count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }
}

/// Answers the rows view as its data source and delegate by asking the table view's.
@MainActor
final class _TableViewAdapter: UICollectionViewDataSource, UICollectionViewDelegate {
    weak var tableView: UITableView?

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let tableView, let source = tableView.dataSource else { return 0 }
        return source.numberOfSections(in: tableView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let tableView, let source = tableView.dataSource else { return 0 }
        return source.tableView(tableView, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let tableView, let source = tableView.dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return source.tableView(tableView, cellForRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let tableView, let delegate = tableView.tableViewDelegate else { return true }
        return delegate.tableView(tableView, willSelectRowAt: indexPath) == indexPath
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableViewDelegate?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// Scrolling the rows is scrolling the table view, as its delegate hears.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewDidScroll(tableView)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableViewDelegate?.tableView(tableView, didDeselectRowAt: indexPath)
    }
}
