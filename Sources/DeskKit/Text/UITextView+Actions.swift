// MARK: - Edit and Find commands

extension UITextView {
    /// Declares the Edit and Find actions; called from ``registerActions()``.
    func registerTextActions() {
        registerEditMenuActions()
        implement(.find) { responder, _ in (responder as? UITextView)?.findInteraction?.presentFindNavigator(showingReplace: false) }
        implement(.findAndReplace) { responder, _ in (responder as? UITextView)?.findInteraction?.presentFindNavigator(showingReplace: true) }
        implement(.findNext) { responder, _ in (responder as? UITextView)?.findInteraction?.findNext() }
        implement(.findPrevious) { responder, _ in (responder as? UITextView)?.findInteraction?.findPrevious() }
        implement(.useSelectionForFind) { responder, _ in (responder as? UITextView)?.useSelectionForFind() }
        implement(.undo) { responder, _ in (responder as? UITextView)?.ownUndoManager.undo() }
        implement(.redo) { responder, _ in (responder as? UITextView)?.ownUndoManager.redo() }
        implement(.selectAll) { responder, _ in
            guard let view = responder as? UITextView else { return }
            view.select(0..<view.textStorage.utf8Count)
        }
    }

    /// Availability of the text actions, or nil for actions the view leaves to its superclass.
    func canPerformTextAction(_ action: Selector) -> Bool? {
        if let editAction = canPerformEditMenuAction(action) { return editAction }
        switch action {
        case .find, .findNext, .findPrevious, .useSelectionForFind:
            return isFindInteractionEnabled
        case .findAndReplace:
            return isFindInteractionEnabled && isEditable
        case .undo:
            return isEditable && ownUndoManager.canUndo
        case .redo:
            return isEditable && ownUndoManager.canRedo
        default:
            return nil
        }
    }

    /// Puts the selected text in the find field and searches for it.
    func useSelectionForFind() {
        guard let interaction = findInteraction, !selectedByteRange.isEmpty,
              let selected = text(in: TextRange(selectedByteRange, version: textStorage.version)) else { return }
        interaction.searchText = selected
    }
}
