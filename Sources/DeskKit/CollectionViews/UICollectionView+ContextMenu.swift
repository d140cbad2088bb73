import Foundation

// MARK: - Context menus for items

extension UICollectionView {
    /// The delegate's context menu for a secondary click at `point` (view coordinates): for the
    /// selection when the click is on a selected item, else for the clicked item alone, or for
    /// no items on empty space; nil when the delegate gives none.
    func contextMenu(at point: CGPoint) -> UIMenu? {
        guard let delegate = collectionViewDelegate else { return nil }
        var indexPaths: [IndexPath] = []
        if let item = flatItem(at: point) {
            indexPaths = selectedItems.contains(item)
                ? selectedItems.sorted().map { indexPath(forFlatItem: $0) }
                : [indexPath(forFlatItem: item)]
        }
        let content = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: content) else {
            return nil
        }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        return UIMenuSystem.context.buildContextMenu(children: menu.children, from: self)
    }
}
