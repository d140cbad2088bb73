import Foundation

// MARK: - Clicks and taps on items

extension UICollectionView {
    /// The primary button went down at `point` (view coordinates); true when it was on an item.
    ///
    /// A plain click selects the item alone; with multiple selection, Command (Ctrl on Linux)
    /// toggles it and Shift selects the range from the last plain or Command click. The second
    /// press of a plain double click also calls ``itemWasDoubleClicked(at:)``.
    @discardableResult
    func pointerPressed(at point: CGPoint, modifierFlags: UIKeyModifierFlags, clickCount: Int = 1) -> Bool {
        guard let item = flatItem(at: point) else { return false }
        focusClickedItem(item)
        if modifierFlags.intersection([.shift, .command]).isEmpty, clickCount == 1 { outlineDisclosureClicked(at: point, item: item) }
        defer {
            if clickCount == 2, modifierFlags.intersection([.shift, .command]).isEmpty {
                itemWasDoubleClicked(at: indexPath(forFlatItem: item))
            }
        }
        guard allowsSelection else { return true }
        let began = !allowsMultipleSelection && !modifierFlags.intersection([.shift, .command]).isEmpty
            && modifierClickBeginsMultipleSelection(at: indexPath(forFlatItem: item))
        defer { if began { multipleSelectionClickEnded() } }
        if allowsMultipleSelection, modifierFlags.contains(.command) {
            setSelected(item, !selectedItems.contains(item), notify: true)
            selectionAnchor = item
        } else if allowsMultipleSelection, modifierFlags.contains(.shift), let anchor = selectionAnchor {
            for other in min(anchor, item)...max(anchor, item) { setSelected(other, true, notify: true) }
        } else {
            selectOnly(item)
            selectionAnchor = item
            if modifierFlags.intersection([.shift, .command]).isEmpty { performPrimaryAction(for: item) }
        }
        return true
    }

    /// Tells the delegate the user chose `item`.
    private func performPrimaryAction(for item: Int) {
        collectionViewDelegate?.collectionView(self, performPrimaryActionForItemAt: indexPath(forFlatItem: item))
    }

    /// A click without drag on empty space: without modifiers it clears the selection.
    func pointerClickedEmptySpace(modifierFlags: UIKeyModifierFlags) {
        guard allowsSelection, modifierFlags.intersection([.shift, .command]).isEmpty else { return }
        for item in selectedItems.sorted() { setSelected(item, false, notify: true) }
        selectionAnchor = nil
    }

    /// A finger tapped at `point`: with multiple selection it toggles the item, as on iPad;
    /// otherwise it selects the item alone.
    func touchTapped(at point: CGPoint) {
        guard let item = flatItem(at: point) else { return }
        outlineDisclosureClicked(at: point, item: item)
        guard allowsSelection else { return }
        if allowsMultipleSelection {
            setSelected(item, !selectedItems.contains(item), notify: true)
            selectionAnchor = item
        } else {
            selectOnly(item)
            selectionAnchor = item
            performPrimaryAction(for: item)
        }
    }

    /// A finger drag moved the content by `delta`; scrolling stops at the content's ends.
    func pan(by delta: CGPoint) {
        let limit = maximumContentOffset
        contentOffset = CGPoint(x: min(max(contentOffset.x - delta.x, 0), limit.x),
                                y: min(max(contentOffset.y - delta.y, 0), limit.y))
    }
}
