import Foundation

// MARK: - Context menus for items

extension UICollectionView {
    /// The delegate's context menu for a secondary click at `point` (view coordinates): for the
    /// selection when the click is on a selected item, else for the clicked item alone, or for
    /// no items on empty space; for one item, the delegate's single-item method answers when the
    /// one for several items gives nothing. Nil when the delegate gives none.
    func contextMenu(at point: CGPoint) -> UIMenu? {
        guard let delegate = collectionViewDelegate else { return nil }
        var indexPaths: [IndexPath] = []
        if let item = flatItem(at: point) {
            indexPaths = selectedItems.contains(item)
                ? selectedItems.sorted().map { indexPath(forFlatItem: $0) }
                : [indexPath(forFlatItem: item)]
        }
        let content = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        let forItems = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: content)
        let forItem = forItems == nil && indexPaths.count == 1
            ? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPaths[0], point: content) : nil
        guard let configuration = forItems ?? forItem else { return nil }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        return UIMenuSystem.context.buildContextMenu(children: menu.children, from: self)
    }
}
