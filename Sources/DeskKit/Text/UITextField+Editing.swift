import Foundation

// MARK: - Selecting and typing

extension UITextField {
    /// Selects a range of UTF-8 bytes, clamped to the text and to character boundaries.
    public func select(_ range: Range<Int>) {
        let value = text ?? ""
        let utf8 = value.utf8
        func boundary(_ offset: Int) -> Int {
            let clamped = max(0, min(offset, utf8.count))
            var index = utf8.index(utf8.startIndex, offsetBy: clamped)
            while index > utf8.startIndex, index.samePosition(in: value) == nil {
                index = utf8.index(before: index)
            }
            return utf8.distance(from: utf8.startIndex, to: index)
        }
        let lower = boundary(range.lowerBound)
        selectedByteRange = lower..<max(lower, boundary(range.upperBound))
        setNeedsDisplay()
    }

    /// Whether the field holds any text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Types at the caret, replacing the selection, as the keyboard does: the delegate may
    /// refuse it (``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``).
    public func insertText(_ insertion: String) {
        replaceSelection(with: insertion, byUser: true)
    }

    /// Backspace: removes the selection or the character before the caret; the delegate may
    /// refuse it.
    public func deleteBackward() {
        guard isEnabled, let value = text, !value.isEmpty else { return }
        var range = selectedByteRange
        if range.isEmpty {
            let utf8 = value.utf8
            let caret = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            guard caret > value.startIndex else { return }
            range = utf8.distance(from: utf8.startIndex, to: value.index(before: caret))..<range.lowerBound
        }
        replace(range, with: "", byUser: true)
    }

    /// Return ends editing as UIKit's does: when the delegate agrees
    /// (``UITextFieldDelegate/textFieldShouldReturn(_:)``), `.editingDidEndOnExit` and
    /// `.primaryActionTriggered` are sent, and a field with an `.editingDidEndOnExit` target
    /// resigns first responder.
    public func handleEditingKey(_ key: UIKey) -> Bool {
        guard key.charactersIgnoringModifiers == "\r" || key.charactersIgnoringModifiers == "\n" else { return false }
        guard isEnabled, delegate?.textFieldShouldReturn(self) != false else { return true }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if hasActions(for: .editingDidEndOnExit) { resignFirstResponder() }
        return true
    }

    /// Replaces the selection, leaving the caret after the new text (see ``replace(_:with:byUser:)``).
    @discardableResult
    func replaceSelection(with insertion: String, byUser: Bool) -> Bool {
        replace(selectedByteRange, with: insertion, byUser: byUser)
    }

    /// Replaces a byte range of the text, leaving the caret after the new text. The user's
    /// edits are asked of the delegate first, and send `.editingChanged` and the change notification.
    @discardableResult
    func replace(_ range: Range<Int>, with insertion: String, byUser: Bool) -> Bool {
        guard isEnabled else { return false }
        if byUser, delegate?.textField(self, shouldChangeCharactersIn: utf16Range(ofBytes: range), replacementString: insertion) == false {
            return false
        }
        var bytes = Array((text ?? "").utf8)
        bytes.replaceSubrange(range, with: Array(insertion.utf8))
        let caret = range.lowerBound + insertion.utf8.count
        text = String(decoding: bytes, as: UTF8.self)
        selectedByteRange = caret..<caret
        if byUser {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        return true
    }

    /// A byte range of the text in UTF-16 units, as the delegate is given it.
    func utf16Range(ofBytes range: Range<Int>) -> NSRange {
        let value = text ?? ""
        let utf8 = value.utf8
        return NSRange(utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound), in: value)
    }
}

// MARK: - Beginning and ending editing

extension UITextField: FirstResponderLeaving {
    /// Empties the field with ``clearsOnBeginEditing``, tells the delegate and observers and
    /// sends `.editingDidBegin`.
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        setNeedsDisplay()
    }

    /// The delegate may keep the field editing (``UITextFieldDelegate/textFieldShouldEndEditing(_:)``).
    func shouldResignFirstResponderStatus() -> Bool {
        !isEditing || delegate?.textFieldShouldEndEditing(self) != false
    }

    func didResignFirstResponderStatus() {
        guard isEditing else { return }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        setNeedsDisplay()
    }
}

// MARK: - Attributed text

extension UITextField {
    /// The text with the field's font and colour as attributes; setting it sets ``text`` (a
    /// field holds plain text in one font and colour, so other attributes are dropped).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) } }
        set { text = newValue?.string }
    }

    /// The placeholder as an attributed string; setting it sets ``placeholder`` (attributes are
    /// dropped: the placeholder is drawn grey in the field's font).
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}
