import DeskKit
import Foundation

// MARK: - The document browser without a pointer

extension DocumentBrowserViewController {
    /// The arrows move the keyboard between documents (Shift+arrow selects as it goes), Space
    /// selects the focused document alone and Shift+Space adds it to or takes it from the
    /// selection; Ctrl+Enter then opens the selection.
    var keyboardCommands: [UIKeyCommand] {
        let arrows = [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow]
        return arrows.flatMap { input in
            [UIKeyCommand(title: String(localized: "Move Focus", bundle: .module), action: Selector("moveItemFocus:"), input: input),
             UIKeyCommand(title: String(localized: "Extend Selection", bundle: .module), action: Selector("extendItemSelection:"), input: input, modifierFlags: .shift)]
        } + [
            UIKeyCommand(title: String(localized: "Select Document", bundle: .module), action: Selector("selectFocusedItem:"), input: " "),
            UIKeyCommand(title: String(localized: "Add Document to Selection", bundle: .module), action: Selector("toggleFocusedItem:"), input: " ", modifierFlags: .shift),
        ]
    }

    func registerKeyboardActions() {
        implement("moveItemFocus:") { responder, sender in
            (responder as? DocumentBrowserViewController)?.moveItemFocus(for: (sender as? UIKeyCommand)?.input, extending: false)
        }
        implement("extendItemSelection:") { responder, sender in
            (responder as? DocumentBrowserViewController)?.moveItemFocus(for: (sender as? UIKeyCommand)?.input, extending: true)
        }
        implement("selectFocusedItem:") { responder, _ in
            guard let browser = responder as? DocumentBrowserViewController, let item = browser.focusedItem else { return }
            browser.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
            browser.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        implement("toggleFocusedItem:") { responder, _ in
            guard let browser = responder as? DocumentBrowserViewController, let item = browser.focusedItem else { return }
            let indexPath = IndexPath(item: item, section: 0)
            if browser.collectionView.indexPathsForSelectedItems?.contains(indexPath) == true {
                browser.collectionView.deselectItem(at: indexPath, animated: false)
            } else {
                browser.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
    }

    /// Moves the focus one item along the row, or one row up or down, staying in the grid.
    func moveItemFocus(for input: String?, extending: Bool) {
        let count = documents.count
        guard count > 0, let input else { return }
        guard let current = focusedItem else {
            setFocusedItem(0, extending: extending)
            return
        }
        let columns = max(1, (0..<count).prefix { item in
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.minY
                == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY
        }.count)
        // Left and Right go to the item drawn there: the next one is at the left when the rows
        // run from the right (Arabic, Hebrew).
        let forward = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? UIKeyCommand.inputLeftArrow : UIKeyCommand.inputRightArrow
        let offset = switch input {
        case forward: 1
        case UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow: -1
        case UIKeyCommand.inputUpArrow: -columns
        default: columns
        }
        setFocusedItem(min(max(current + offset, 0), count - 1), extending: extending)
    }

    /// Puts the keyboard on `cell`'s document (a screen reader moved there).
    func focusItem(of cell: DocumentCell) {
        guard let item = collectionView.indexPathsForVisibleItems.first(where: { collectionView.cellForItem(at: $0) === cell })?.item,
              item != focusedItem else { return }
        setFocusedItem(item, extending: false)
    }

    private func setFocusedItem(_ item: Int, extending: Bool) {
        if let old = focusedItem {
            (collectionView.cellForItem(at: IndexPath(item: old, section: 0)) as? DocumentCell)?.isKeyboardFocused = false
        }
        focusedItem = item
        let indexPath = IndexPath(item: item, section: 0)
        (collectionView.cellForItem(at: indexPath) as? DocumentCell)?.isKeyboardFocused = true
        if extending { collectionView.selectItem(at: indexPath, animated: false, scrollPosition: []) }
        UIAccessibility.post(notification: .layoutChanged, argument: collectionView.cellForItem(at: indexPath))
    }
}
