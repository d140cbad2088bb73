import Foundation

// MARK: - Keyboard focus

extension UICollectionView {
    static let focusCommands = [
        UIKeyCommand(title: String(deskKit: "Previous Item"), action: "moveFocusToPreviousItem:", input: UIKeyCommand.inputUpArrow, modifierFlags: []),
        UIKeyCommand(title: String(deskKit: "Next Item"), action: "moveFocusToNextItem:", input: UIKeyCommand.inputDownArrow, modifierFlags: []),
    ]

    /// The index path of the item the keyboard focus is on, if any.
    public var indexPathForFocusedItem: IndexPath? {
        focusedItem.map(indexPath(forFlatItem:))
    }

    /// The shown cell of the focused item: key commands start at it, as on iPadOS, so a cell can
    /// implement a command its controller adds.
    var focusedCell: UICollectionViewCell? {
        guard allowsFocus, let focusedItem, let cell = visibleCellsByItem[focusedItem], cell.isDescendant(of: self) else { return nil }
        return cell
    }

    /// The keyboard focus came to the collection view: it lands on the first selected item, else
    /// on the first item, as Tab into a list lands on a row.
    func focusDidEnter() {
        prepareIfNeeded()
        guard allowsFocus, focusedItem == nil, itemCount > 0 else { return }
        focusedItem = selectedItems.min() ?? 0
    }

    /// The keyboard focus left: no item shows it any more.
    func focusDidLeave() {
        focusedItem = nil
    }

    /// A click on `item` moves the keyboard focus there, as a click on a row does in GTK's lists.
    func focusClickedItem(_ item: Int) {
        guard allowsFocus else { return }
        if let window, window.focusedView !== self { window.setFocus(to: self) }
        focusedItem = item
    }

    /// Return or Space on the focused item: selects it alone and tells the delegate, as a click does.
    func chooseFocusedItem() -> Bool {
        prepareIfNeeded()
        guard allowsFocus, let item = focusedItem, item < itemCount else { return false }
        if allowsSelection { selectOnly(item) }
        collectionViewDelegate?.collectionView(self, performPrimaryActionForItemAt: indexPath(forFlatItem: item))
        setNeedsLayout()
        return true
    }

    func moveFocusToPreviousItem(_ sender: Any?) { moveFocus(by: -1) }

    func moveFocusToNextItem(_ sender: Any?) { moveFocus(by: 1) }

    /// Moves the focus `step` items on (starting from the selection when nothing has focus),
    /// scrolls it into view and, with ``selectionFollowsFocus``, selects it alone.
    private func moveFocus(by step: Int) {
        prepareIfNeeded()
        guard allowsFocus, itemCount > 0 else { return }
        let start = focusedItem ?? (step > 0 ? selectedItems.max() : selectedItems.min())
        let target = start.map { min(max($0 + step, 0), itemCount - 1) } ?? (step > 0 ? 0 : itemCount - 1)
        focusedItem = target
        let indexPath = indexPath(forFlatItem: target)
        scrollToItem(at: indexPath, at: step > 0 ? .bottom : .top, animated: false)
        if selectionFollowsFocus, allowsSelection { selectOnly(target) }
        setNeedsLayout()
    }
}
