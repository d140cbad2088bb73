import Foundation

// MARK: - Expanding and collapsing outline items

extension UICollectionView {
    /// A plain click or tap at `point` (view coordinates) on `item`: when it lands on the
    /// item's outline disclosure, or anywhere on a header's cell, the item expands or
    /// collapses (or the accessory's action handler runs). True when it did.
    @discardableResult
    func outlineDisclosureClicked(at point: CGPoint, item: Int) -> Bool {
        let indexPath = indexPath(forFlatItem: item)
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
              let accessory = cell.accessories.first(where: { $0.outline != nil }), let outline = accessory.outline else { return false }
        let expanding = dataSource as? OutlineExpanding
        if !accessory.outlineTogglesFromWholeCell(level: expanding?.outlineLevel(at: indexPath) ?? cell.indentationLevel) {
            let chevron = accessory.configuration.customView
            guard !chevron.isHidden, chevron.bounds.contains(chevron.convert(point, from: self)) else { return false }
        }
        if let actionHandler = outline.actionHandler { actionHandler() } else { expanding?.toggleExpansion(at: indexPath) }
        return true
    }
}

// MARK: - Expanding and collapsing from the keyboard

extension UICollectionView {
    static let outlineCommands = [
        UIKeyCommand(title: String(deskKit: "Expand Item"), action: "expandOutlineItem:", input: UIKeyCommand.inputRightArrow, modifierFlags: []),
        UIKeyCommand(title: String(deskKit: "Collapse Item"), action: "collapseOutlineItem:", input: UIKeyCommand.inputLeftArrow, modifierFlags: []),
    ]

    /// Whether a section shows an outline (its data source applied a section snapshot).
    var hasOutline: Bool { (dataSource as? OutlineExpanding)?.hasOutline ?? false }

    /// The item the arrows act on: the focused one, else the only selected one.
    private var outlineKeyItem: IndexPath? {
        if let focusedItem { return indexPath(forFlatItem: focusedItem) }
        let selected = selectedItems.sorted()
        return selected.count == 1 ? indexPath(forFlatItem: selected[0]) : nil
    }

    /// Right expands a collapsed item with children; Left collapses an expanded one, or on a
    /// child moves to its parent.
    func canChangeOutline(_ action: Selector) -> Bool {
        guard let expanding = dataSource as? OutlineExpanding, let indexPath = outlineKeyItem else { return false }
        if action == "expandOutlineItem:" { return expanding.hasChildren(at: indexPath) && !expanding.isExpanded(at: indexPath) }
        return expanding.isExpanded(at: indexPath) || expanding.parentIndexPath(of: indexPath) != nil
    }

    func expandOutlineItem(_ sender: Any?) {
        guard canChangeOutline("expandOutlineItem:"), let indexPath = outlineKeyItem else { return }
        (dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath)
    }

    func collapseOutlineItem(_ sender: Any?) {
        guard let expanding = dataSource as? OutlineExpanding, let indexPath = outlineKeyItem else { return }
        if expanding.isExpanded(at: indexPath) {
            expanding.toggleExpansion(at: indexPath)
        } else if let parent = expanding.parentIndexPath(of: indexPath), let item = flatItem(for: parent) {
            if focusedItem != nil { focusedItem = item }
            if focusedItem == nil || selectionFollowsFocus, allowsSelection { selectOnly(item) }
            scrollToItem(at: parent, at: .top, animated: false)
            setNeedsLayout()
        }
    }
}
