import Foundation

// MARK: - Text input and the edit menu

extension UITextField: UITextInput {
    /// The selection as a range made by this field.
    public var selectedTextRange: UITextRange? {
        get { TextRange(selectedByteRange, version: 0) }
        set {
            guard let range = newValue as? TextRange else { return }
            inputDelegate?.selectionWillChange(self)
            select(range.byteRange)
            inputDelegate?.selectionDidChange(self)
        }
    }

    /// The text of a range made by this field, or nil for another object's range.
    public func text(in range: UITextRange) -> String? {
        let bytes = Array((text ?? "").utf8)
        guard let range = range as? TextRange, range.byteRange.upperBound <= bytes.count else { return nil }
        return String(decoding: bytes[range.byteRange], as: UTF8.self)
    }

    /// Replaces a range made by this field, leaving the caret after the new text; the app's
    /// own edit, so the delegate is not asked.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextRange else { return }
        inputDelegate?.textWillChange(self)
        select(range.byteRange)
        replaceSelection(with: text, byUser: false)
        inputDelegate?.textDidChange(self)
    }

    /// The selection in UTF-16 units, as the delegate is given it.
    var selectedUTF16Range: NSRange { utf16Range(ofBytes: selectedByteRange) }

    /// Byte offset 0.
    public var beginningOfDocument: UITextPosition { TextPosition(offset: 0) }
    /// The offset past the text's last byte.
    public var endOfDocument: UITextPosition { TextPosition(offset: (text ?? "").utf8.count) }

    /// The range between two positions of this field, in either order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return nil }
        return TextRange(min(from.offset, to.offset)..<max(from.offset, to.offset), version: 0)
    }

    /// The position `offset` UTF-16 units after `position` (before it when negative), or nil
    /// outside the text or inside a surrogate pair.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let value = text ?? ""
        guard let start = position as? TextPosition, start.offset >= 0, start.offset <= value.utf8.count else { return nil }
        let utf16 = value.utf16
        let units = utf16Range(ofBytes: 0..<start.offset).length + offset
        guard units >= 0, units <= utf16.count else { return nil }
        guard let index = utf16.index(utf16.startIndex, offsetBy: units).samePosition(in: value.unicodeScalars) else { return nil }
        return TextPosition(offset: value.utf8.distance(from: value.utf8.startIndex, to: index))
    }

    /// Whether `position` comes before, at or after `other` in the text.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let lhs = position as? TextPosition, let rhs = other as? TextPosition else { return .orderedSame }
        return lhs < rhs ? .orderedAscending : (lhs == rhs ? .orderedSame : .orderedDescending)
    }

    /// The number of UTF-16 units from one position to another, negative when `toPosition` comes first.
    public func offset(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return 0 }
        let count = (text ?? "").utf8.count
        let low = min(max(min(from.offset, to.offset), 0), count)
        let high = min(max(max(from.offset, to.offset), 0), count)
        let units = utf16Range(ofBytes: low..<high).length
        return from.offset <= to.offset ? units : -units
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
        implement(.delete) { responder, _ in (responder as? UITextField)?.replaceSelection(with: "", byUser: true) }
        implement(.selectAll) { responder, _ in
            guard let field = responder as? UITextField else { return }
            field.select(0..<(field.text ?? "").utf8.count)
        }
    }

    /// UIKit's rules for a single line of text; nil for other actions.
    func canPerformEditMenuAction(_ action: Selector) -> Bool? {
        let hasSelection = !selectedByteRange.isEmpty
        switch action {
        case .cut: return isEnabled && hasSelection && !isSecureTextEntry
        case .delete: return isEnabled && hasSelection
        case .copy: return hasSelection && !isSecureTextEntry
        case .paste: return isEnabled && UIPasteboard.general.hasStrings
        case .selectAll: return hasText && selectedByteRange != 0..<(text ?? "").utf8.count
        default: return nil
        }
    }

    private var selectedText: String? {
        guard !selectedByteRange.isEmpty, let range = selectedTextRange else { return nil }
        return text(in: range)
    }

    /// Copies the selection; a secure (password) field's text is never copied.
    func copySelection() {
        guard !isSecureTextEntry, let selected = selectedText else { return }
        UIPasteboard.general.string = selected
    }

    /// Copies the selection and removes it, unless the delegate refuses the removal.
    func cutSelection() {
        guard isEnabled, !isSecureTextEntry, let selected = selectedText,
              delegate?.textField(self, shouldChangeCharactersIn: selectedUTF16Range, replacementString: "") != false else { return }
        UIPasteboard.general.string = selected
        replaceSelection(with: "", byUser: false)
    }

    func pasteText() {
        guard let string = UIPasteboard.general.string else { return }
        // One line: line breaks become spaces, as a field pastes them.
        replaceSelection(with: string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "), byUser: true)
    }
}
