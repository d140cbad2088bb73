import DeskKit
import Foundation

// MARK: - A document's context menu

extension DocumentBrowserViewController: UIContextMenuInteractionDelegate {
    /// A secondary click on a document, or the Menu key (Shift+F10) on the focused one, offers to
    /// open it in a new window or to add it to (or take it from) the selection.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = collectionView.indexPathForItem(at: location) else { return nil }
        let isSelected = collectionView.indexPathsForSelectedItems?.contains(indexPath) == true
        return UIContextMenuConfiguration(identifier: "document", previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: String(localized: "Open in New Window", bundle: .module)) { _ in
                    guard let self else { return }
                    _ = self.collectionView.openItemInNewWindow(at: location)
                },
                UIAction(title: isSelected ? String(localized: "Remove from Selection", bundle: .module) : String(localized: "Add to Selection", bundle: .module)) { _ in
                    guard let self else { return }
                    if isSelected {
                        self.collectionView.deselectItem(at: indexPath, animated: false)
                    } else {
                        self.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                    }
                },
            ])
        }
    }
}
