import Foundation

extension _TableViewAdapter {
    /// A secondary click on a row asks the table's delegate for that row's context menu.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let tableView, indexPaths.count == 1, let delegate = tableView.tableViewDelegate else { return nil }
        return delegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPaths[0], point: point)
    }
}
