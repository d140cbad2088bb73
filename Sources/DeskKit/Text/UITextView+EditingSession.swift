import Foundation

// MARK: - Editing notifications

extension UITextView {
    /// Posted when the view begins editing (becomes first responder while editable).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after every change the user makes to the text, with the view as object.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the view ends editing (gives up first responder).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Tells the delegate and observers that editing began.
    func beginEditingText() {
        guard isEditable, !isEditingText else { return }
        isEditingText = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Asks the delegate before a user edit replaces `range` with `bytes`; true without a delegate.
    func shouldChangeText(in range: Range<Int>, replacement bytes: some Collection<UInt8>) -> Bool {
        guard let delegate = textViewDelegate else { return true }
        return delegate.textView(self, shouldChangeTextIn: utf16Range(ofBytes: range), replacementText: String(decoding: bytes, as: UTF8.self))
    }

    /// Tells the delegate and observers that the text changed.
    func textDidChangeByUser() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        window?.windowScene?.application?.setNeedsSceneStateSave()
    }

    // MARK: - Selection changes

    /// Runs `body` (an edit or move made of several steps) and tells the delegate once, at the
    /// end of the outermost, if the selection changed.
    func reportingSelectionChange<R>(_ body: () throws -> R) rethrows -> R {
        let before = selectedByteRange
        selectionReportDepth += 1
        defer {
            selectionReportDepth -= 1
            if selectionReportDepth == 0, selectedByteRange != before { selectionDidChange() }
        }
        return try body()
    }

    /// The selection changed (outside a step of a larger change): tell the delegate.
    func selectionDidChange() {
        textViewDelegate?.textViewDidChangeSelection(self)
        window?.windowScene?.application?.setNeedsSceneStateSave()
    }
}

// MARK: - Ending editing

extension UITextView: FirstResponderLeaving {
    /// The delegate may keep an editing view editing (``UITextViewDelegate/textViewShouldEndEditing(_:)``).
    func shouldResignFirstResponderStatus() -> Bool {
        !isEditingText || textViewDelegate?.textViewShouldEndEditing(self) != false
    }

    func didResignFirstResponderStatus() {
        guard isEditingText else { return }
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
}

extension UITextView: TextInputTraitStoring {}
