import Foundation

// MARK: - Text and selection

extension UITextView {
    /// The whole text; never nil, and setting nil empties it, as in UIKit. Setting it is not
    /// undoable and clears the undo history.
    public var text: String! {
        get { textStorage.string }
        set { replaceText(withUTF8: Self.storageBytes(of: newValue ?? "")) }
    }

    /// Sets the text from UTF-8 bytes with no String in between, so a file read from disk
    /// reaches the view in one copy; malformed bytes show as U+FFFD, as with `String(decoding:)`.
    package func setText(utf8 bytes: [UInt8]) {
        let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
        replaceText(withUTF8: valid ? bytes : Self.storageBytes(of: String(decoding: bytes, as: UTF8.self)))
    }

    /// A string's UTF-8 in an array with room for the gap the first typed key opens.
    private static func storageBytes(of string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: string.utf8.count))
        bytes.append(contentsOf: string.utf8)
        return bytes
    }

    private func replaceText(withUTF8 bytes: [UInt8]) {
        tellingInputDelegateOfTextChange {
            reportingSelectionChange {
                replaceStorageBytes(with: bytes)
                highlightMarks = []
                ownUndoManager.removeAllActions()
                selectedByteRange = textStorage.utf8Count..<textStorage.utf8Count
                textDidChange()
            }
        }
    }

    public var selectedTextRange: UITextRange? {
        get { TextRange(selectedByteRange, version: textStorage.version) }
        set {
            guard let range = newValue as? TextRange else { return }
            tellingInputDelegateOfSelectionChange { select(range.byteRange) }
        }
    }

    /// The selection in UTF-16 units, as UIKit reports it. Setting a range past the text's end
    /// or with an end inside a character is ignored, as `Range(_:in:)` refuses it.
    ///
    /// - Complexity: O(16 KiB) once the view's UTF-16 offsets reach the selection, whatever the
    ///   text's length: the view keeps checkpoints every 16 KiB pairing byte and UTF-16 offsets.
    public var selectedRange: NSRange {
        get { utf16Range(ofBytes: selectedByteRange) }
        set {
            guard let range = byteRange(ofUTF16: newValue) else { return }
            tellingInputDelegateOfSelectionChange { select(range) }
        }
    }

    /// Selects a UTF-8 byte range, clamped to the text and to character boundaries.
    public func select(_ byteRange: Range<Int>) {
        let count = textStorage.utf8Count
        let clamped = min(max(byteRange.lowerBound, 0), count)..<min(max(byteRange.upperBound, 0), count)
        let aligned = textStorage.scalarBoundary(atOrAfter: clamped.lowerBound)..<textStorage.scalarBoundary(atOrAfter: clamped.upperBound)
        selectedByteRange = aligned.lowerBound..<max(aligned.lowerBound, aligned.upperBound)
        setNeedsDisplay()
    }

    /// The text of a range made by this view.
    public func text(in range: UITextRange) -> String? {
        guard let range = range as? TextRange, range.byteRange.upperBound <= textStorage.utf8Count else { return nil }
        return String(decoding: textStorage.bytes(in: range.byteRange), as: UTF8.self)
    }

    /// Byte offset 0.
    public var beginningOfDocument: UITextPosition { TextPosition(offset: 0) }
    /// The offset past the text's last byte.
    public var endOfDocument: UITextPosition { TextPosition(offset: textStorage.utf8Count) }

    /// The range between two positions of this view, in either order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return nil }
        return TextRange(min(from.offset, to.offset)..<max(from.offset, to.offset), version: textStorage.version)
    }

    // MARK: - Editing

    /// Replaces a range with text as one undoable edit; refused when the view is not editable.
    /// The app's own edit: the delegate is not asked (``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``).
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextRange else { return }
        replaceBytes(range.byteRange, with: Array(text.utf8), actionName: "Typing")
    }

    /// Applies one edit, records its undo, and leaves the caret after the new text. An edit
    /// the user made (`byUser`) is first offered to the delegate, which may refuse it.
    /// - Returns: Whether the edit was applied.
    @discardableResult
    func replaceBytes(_ range: Range<Int>, with bytes: [UInt8], actionName: String, byUser: Bool = false) -> Bool {
        guard isEditable, !byUser || shouldChangeText(in: range, replacement: bytes) else { return false }
        reportingSelectionChange {
            var batch = TextEditBatch()
            batch.append(replacing: range, with: bytes)
            apply(batch, actionName: actionName)
            select((range.lowerBound + bytes.count)..<(range.lowerBound + bytes.count))
        }
        return true
    }

    /// Applies a batch as one undo step whose undo applies the inverse batch.
    func apply(_ batch: TextEditBatch, actionName: String) {
        let inverse = tellingInputDelegateOfTextChange { applyToStorage(batch) }
        moveHighlights(through: batch)
        moveMarkedText(through: batch)
        ownUndoManager.registerUndo(withTarget: self) { view in
            view.reportingSelectionChange {
                view.apply(inverse, actionName: actionName)
                if let first = inverse.ranges.first {
                    view.select(first.lowerBound..<(first.lowerBound + inverse.replacement(at: 0).count))
                }
            }
        }
        ownUndoManager.setActionName(actionName)
        textDidChange()
    }

    /// Call after the text changed (the storage calls it for edits made through the view; a
    /// platform buffer edited directly must call it too): cancels searches and refreshes find.
    public func textDidChange() {
        searchTask?.cancel()
        searchTask = nil
        if selectedByteRange.upperBound > textStorage.utf8Count {
            selectedByteRange = textStorage.utf8Count..<textStorage.utf8Count
        }
        findInteraction?.activeFindSession?.invalidateFoundResults()
        setNeedsDisplay()
    }
}

// MARK: - Typing

extension UITextView: UIKeyInput {
    /// Whether the text is not empty.
    public var hasText: Bool { textStorage.utf8Count > 0 }

    /// Types `text` at the caret as part of the typing run (one undo step), as the keyboard
    /// does: the delegate may refuse it. With ``clearsOnInsertion`` it replaces the whole text.
    public func insertText(_ text: String) {
        type(Array(text.utf8), replacing: clearsOnInsertion ? 0..<textStorage.utf8Count : selectedByteRange)
    }

    /// Backspace, joined to the typing run.
    public func deleteBackward() {
        var range = selectedByteRange
        if range.isEmpty {
            guard range.lowerBound > 0 else { return }
            range = textStorage.scalarStart(before: range.lowerBound)..<range.lowerBound
        }
        type([], replacing: range)
    }

    /// Applies a typed edit, joining it to the typing run when it continues at the run's caret;
    /// the delegate is asked first and may refuse it.
    /// - Returns: Whether the edit was applied.
    @discardableResult
    func type(_ bytes: [UInt8], replacing range: Range<Int>) -> Bool {
        guard isEditable, shouldChangeText(in: range, replacement: bytes) else { return false }
        return reportingSelectionChange { applyTyped(bytes, replacing: range) }
    }

    private func applyTyped(_ bytes: [UInt8], replacing range: Range<Int>) -> Bool {
        selectionAnchor = nil
        let removed = textStorage.bytes(in: range)
        var batch = TextEditBatch()
        batch.append(replacing: range, with: bytes)
        // The run goes on while nothing else changed the text and the edit ends at its caret.
        if let run = typingRun, run.version == textStorage.version, selectedByteRange.isEmpty, range.upperBound == run.end {
            applyToStorage(batch)
            moveHighlights(through: batch)
            moveMarkedText(through: batch)
            if range.lowerBound >= run.start {
                // Typed or deleted within the run's own text.
                run.end = range.lowerBound + bytes.count
            } else {
                // Deleted back past where the run began: those bytes come back on undo too.
                run.removed = Array(removed[..<(run.start - range.lowerBound)]) + run.removed
                run.start = range.lowerBound
                run.end = range.lowerBound + bytes.count
            }
            run.version = textStorage.version
        } else {
            applyToStorage(batch)
            moveHighlights(through: batch)
            moveMarkedText(through: batch)
            let run = TypingRun(start: range.lowerBound, end: range.lowerBound + bytes.count, removed: removed, version: textStorage.version)
            typingRun = run
            ownUndoManager.registerUndo(withTarget: self) { view in
                view.typingRun = nil
                view.reportingSelectionChange {
                    view.apply(run.inverse, actionName: "Typing")
                    view.select(run.start..<(run.start + run.removed.count))
                }
            }
            ownUndoManager.setActionName("Typing")
        }
        textDidChange()
        select((range.lowerBound + bytes.count)..<(range.lowerBound + bytes.count))
        return true
    }
}
