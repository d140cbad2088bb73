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
