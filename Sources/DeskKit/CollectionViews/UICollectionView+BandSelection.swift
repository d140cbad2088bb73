import Foundation

// MARK: - Band selection

extension UICollectionView: _BandScrolling {
    /// Applies the built-in band: a plain band replaces the selection, Shift adds to it and
    /// Command (Ctrl on Linux) toggles the items under it; Esc restores the selection it began with.
    func bandSelectionDidChange(_ interaction: UIBandSelectionInteraction) {
        switch interaction.state {
        case .began:
            let tracker = _BandSelectionTracker(mode: .init(modifierFlags: interaction.initialModifierFlags), base: selectedItems)
            bandTracker = tracker
            if tracker.mode == .replace {
                for item in selectedItems.sorted() { setSelected(item, false, notify: true) }
            }
        case .selecting:
            guard var tracker = bandTracker else { return }
            prepareIfNeeded()
            let rect = interaction.selectionRect.offsetBy(dx: contentOffset.x, dy: contentOffset.y)
            var changed: [Int] = []
            tracker.update(to: rect, in: grid) { changed.append($0) }
            bandTracker = tracker
            for item in changed.sorted() { setSelected(item, tracker.isSelected(item), notify: true) }
        case .ended:
            bandTracker = nil
        case .cancelled:
            guard let tracker = bandTracker else { return }
            bandTracker = nil
            var touched = tracker.inBandItems
            if tracker.mode == .replace { for item in tracker.base { touched.insert(item) } }
            for item in touched { setSelected(item, tracker.base.contains(item), notify: true) }
        case .possible:
            break
        }
    }
}
