import Foundation

// MARK: - The text edit menu

extension UITextView {
    /// Shows the text edit menu at `point` (in this view), compact or as a context menu; false
    /// when the menu is empty. The view becomes first responder, as a tap or right-click makes it.
    @discardableResult
    func presentTextEditMenu(at point: CGPoint, as kind: EditMenuPresentation.Kind) -> Bool {
        textEditMenu.present(at: point, as: kind)
    }

    /// The text view's built-in edit menu interaction.
    public var editMenuInteraction: UIEditMenuInteraction { textEditMenu.interaction }
}

// MARK: - Cut, copy, paste, delete and select

extension UITextView {
    /// Declares the standard edit actions; called from ``registerTextActions()``.
    func registerEditMenuActions() {
        implement(.cut) { responder, _ in (responder as? UITextView)?.cutSelection() }
        implement(.copy) { responder, _ in (responder as? UITextView)?.copySelection() }
        implement(.paste) { responder, _ in (responder as? UITextView)?.pasteText() }
        implement(.delete) { responder, _ in (responder as? UITextView)?.deleteSelection() }
        implement(.select) { responder, _ in (responder as? UITextView)?.selectWordAtCaret() }
    }

    /// Availability of the edit actions, or nil for others: UIKit's rules for text.
    func canPerformEditMenuAction(_ action: Selector) -> Bool? {
        let hasSelection = !selectedByteRange.isEmpty
        switch action {
        case .cut, .delete: return isEditable && hasSelection
        case .copy: return isSelectable && hasSelection
        case .paste: return isEditable && UIPasteboard.general.hasStrings
        case .select: return isSelectable && !hasSelection && hasText
        case .selectAll: return isSelectable && hasText && selectedByteRange != 0..<textStorage.utf8Count
        default: return nil
        }
    }

    private var selectedText: String? {
        guard !selectedByteRange.isEmpty else { return nil }
        return text(in: TextRange(selectedByteRange, version: textStorage.version))
    }

    func copySelection() {
        guard let selected = selectedText else { return }
        UIPasteboard.general.string = selected
    }

    /// Copies the selection and removes it, unless the delegate refuses the removal (then the
    /// pasteboard is left as it was too).
    func cutSelection() {
        guard isEditable, let selected = selectedText, shouldChangeText(in: selectedByteRange, replacement: []) else { return }
        UIPasteboard.general.string = selected
        replaceBytes(selectedByteRange, with: [], actionName: "Cut")
    }

    func pasteText() {
        guard let string = UIPasteboard.general.string else { return }
        replaceBytes(selectedByteRange, with: Array(string.utf8), actionName: "Paste", byUser: true)
    }

    func deleteSelection() {
        guard !selectedByteRange.isEmpty else { return }
        replaceBytes(selectedByteRange, with: [], actionName: "Delete", byUser: true)
    }

    /// Selects the word touching the caret: letters, digits and non-ASCII around it.
    func selectWordAtCaret() {
        let bytes = textStorage.snapshot().bytes
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
        }
        var start = min(selectedByteRange.lowerBound, bytes.count)
        var end = start
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        select(start..<end)
    }
}
