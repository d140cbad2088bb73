import DeskKit
import Foundation

// MARK: - The document's edit menu, as in the seed

extension EditorViewController {
    /// The seed's actions for the text edit menu: Highlight when text is selected, Insert Photo
    /// always. The delegate method puts them after the system's actions.
    func seedEditMenuActions(for textView: UITextView, range: NSRange) -> [UIMenuElement] {
        var additionalActions: [UIMenuElement] = []
        if range.length > 0 {
            let highlightAction = UIAction(title: String(localized: "Highlight", bundle: .module), image: UIImage(systemName: "highlighter")) { [weak textView] _ in
                textView?.addHighlight(range)
            }
            additionalActions.append(highlightAction)
        }
        let addPhotoAction = UIAction(title: String(localized: "Insert Photo", bundle: .module), image: UIImage(systemName: "photo")) { [weak self, weak textView] _ in
            guard let self, let textView else { return }
            self.insertPhoto(into: textView)
        }
        additionalActions.append(addPhotoAction)
        return additionalActions
    }

    /// Blueprints has no photo library: a numbered placeholder line stands where the photo
    /// goes, inserted at the caret as an undoable edit.
    func insertPhoto(into textView: UITextView) {
        photoCount += 1
        textView.insertText("\n[" + String(localized: "Photo \(photoCount)", bundle: .module) + "]\n")
    }
}
