import Foundation

// MARK: - Selection

extension UICollectionView {
    /// The selected items in order; nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        prepareIfNeeded()
        guard !selectedItems.isEmpty else { return nil }
        return selectedItems.sorted().map(indexPath(forFlatItem:))
    }

    /// Selects an item in code, replacing the selection unless multiple selection is allowed;
    /// nil clears the selection. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { setSelected(item, false, notify: false) }
            return
        }
        guard allowsSelection, let item = flatItem(for: indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != item { setSelected(other, false, notify: false) }
        }
        setSelected(item, true, notify: false)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let item = flatItem(for: indexPath) else { return }
        setSelected(item, false, notify: false)
    }

    /// Changes one item's selection; with `notify`, as the user's doing, the delegate may refuse
    /// and hears of the change. Returns whether the item now has the asked state.
    @discardableResult
    func setSelected(_ item: Int, _ selected: Bool, notify: Bool) -> Bool {
        guard selectedItems.contains(item) != selected else { return true }
        // The weak delegate is loaded once: band updates call this for thousands of items.
        let delegate = notify ? collectionViewDelegate : nil
        // Only a delegate needs the index path; band updates over many items often have none.
        let indexPath = delegate != nil ? indexPath(forFlatItem: item) : IndexPath()
        if let delegate {
            let allowed = selected
                ? delegate.collectionView(self, shouldSelectItemAt: indexPath)
                : delegate.collectionView(self, shouldDeselectItemAt: indexPath)
            guard allowed else { return false }
        }
        if selected { selectedItems.insert(item) } else { selectedItems.remove(item) }
        if let cell = visibleCellsByItem[item] { cell.isSelected = selected }
        if let delegate {
            if selected {
                delegate.collectionView(self, didSelectItemAt: indexPath)
            } else {
                delegate.collectionView(self, didDeselectItemAt: indexPath)
            }
        }
        return true
    }

    /// The user chose `item` alone: everything else is deselected.
    func selectOnly(_ item: Int) {
        for other in selectedItems.sorted() where other != item { setSelected(other, false, notify: true) }
        setSelected(item, true, notify: true)
    }
}
