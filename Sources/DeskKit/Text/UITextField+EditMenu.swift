import Foundation

// MARK: - Text input and the edit menu

extension UITextField: UITextInput {
    /// The selection as a range made by this field.
    public var selectedTextRange: UITextRange? {
        get { TextRange(selectedByteRange, version: 0) }
        set {
            guard let range = newValue as? TextRange else { return }
            select(range.byteRange)
        }
    }

    /// The text of a range made by this field, or nil for another object's range.
    public func text(in range: UITextRange) -> String? {
        let bytes = Array((text ?? "").utf8)
        guard let range = range as? TextRange, range.byteRange.upperBound <= bytes.count else { return nil }
        return String(decoding: bytes[range.byteRange], as: UTF8.self)
    }

    /// Replaces a range made by this field, leaving the caret after the new text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextRange else { return }
        select(range.byteRange)
        insertText(text)
    }

    /// The selection in UTF-16 units, as the delegate is given it.
    var selectedUTF16Range: NSRange {
        let value = text ?? ""
        let utf8 = value.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: selectedByteRange.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: selectedByteRange.upperBound)
        return NSRange(start..<end, in: value)
    }

    /// The field's built-in edit menu interaction.
    public var editMenuInteraction: UIEditMenuInteraction { textEditMenu.interaction }
}

// MARK: - Cut, copy, paste, delete and select

extension UITextField {
    func registerEditMenuActions() {
        implement(.cut) { responder, _ in (responder as? UITextField)?.cutSelection() }
        implement(.copy) { responder, _ in (responder as? UITextField)?.copySelection() }
        implement(.paste) { responder, _ in (responder as? UITextField)?.pasteText() }
        implement(.delete) { responder, _ in (responder as? UITextField)?.insertText("") }
        implement(.selectAll) { responder, _ in
            guard let field = responder as? UITextField else { return }
            field.select(0..<(field.text ?? "").utf8.count)
        }
    }

    /// UIKit's rules for a single line of text; nil for other actions.
    func canPerformEditMenuAction(_ action: Selector) -> Bool? {
        let hasSelection = !selectedByteRange.isEmpty
        switch action {
        case .cut, .delete: return isEnabled && hasSelection
        case .copy: return hasSelection
        case .paste: return isEnabled && UIPasteboard.general.hasStrings
        case .selectAll: return hasText && selectedByteRange != 0..<(text ?? "").utf8.count
        default: return nil
        }
    }

    private var selectedText: String? {
        guard !selectedByteRange.isEmpty, let range = selectedTextRange else { return nil }
        return text(in: range)
    }

    private func copySelection() {
        guard let selected = selectedText else { return }
        UIPasteboard.general.string = selected
    }

    private func cutSelection() {
        guard isEnabled, let selected = selectedText else { return }
        UIPasteboard.general.string = selected
        insertText("")
    }

    private func pasteText() {
        guard let string = UIPasteboard.general.string else { return }
        // One line: line breaks become spaces, as a field pastes them.
        insertText(string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "))
    }
}
