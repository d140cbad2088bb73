// MARK: - Moving the caret with the keyboard

extension UITextView {
    /// Arrow keys, Home and End move the caret (by character, or by word with Ctrl; Ctrl+Home
    /// and Ctrl+End to the ends of the text), Shift extends the selection, Delete removes
    /// forward: the GTK text editing keys.
    public func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection(.shortcutRelevant)
        let byWord = flags.contains(.command)
        let extending = flags.contains(.shift)
        let editingKeys = [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputUpArrow,
                           UIKeyCommand.inputDownArrow, UIKeyCommand.inputHome, UIKeyCommand.inputEnd, UIKeyCommand.inputDelete]
        // Typed characters are not ours: they must not cost a snapshot of the whole text.
        guard editingKeys.contains(key.charactersIgnoringModifiers) else { return false }
        let bytes = textStorage.snapshot().bytes
        // The anchor holds while the selection still ends there (a click elsewhere drops it).
        let anchor = selectionAnchor.flatMap { $0 == selectedByteRange.lowerBound || $0 == selectedByteRange.upperBound ? $0 : nil }
        let caret = anchor.map { $0 == selectedByteRange.lowerBound ? selectedByteRange.upperBound : selectedByteRange.lowerBound }
            ?? selectedByteRange.upperBound
        let target: Int
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputLeftArrow:
            if !extending, !selectedByteRange.isEmpty { return collapseSelection(to: selectedByteRange.lowerBound) }
            target = byWord ? CaretMovement.wordStart(before: caret, in: bytes) : CaretMovement.boundary(before: caret, in: bytes)
        case UIKeyCommand.inputRightArrow:
            if !extending, !selectedByteRange.isEmpty { return collapseSelection(to: selectedByteRange.upperBound) }
            target = byWord ? CaretMovement.wordEnd(after: caret, in: bytes) : CaretMovement.boundary(after: caret, in: bytes)
        case UIKeyCommand.inputUpArrow:
            target = CaretMovement.verticalMove(from: caret, lines: -1, in: bytes)
        case UIKeyCommand.inputDownArrow:
            target = CaretMovement.verticalMove(from: caret, lines: 1, in: bytes)
        case UIKeyCommand.inputHome:
            target = byWord ? 0 : CaretMovement.lineStart(of: caret, in: bytes)
        case UIKeyCommand.inputEnd:
            target = byWord ? bytes.count : CaretMovement.lineEnd(of: caret, in: bytes)
        case UIKeyCommand.inputDelete:
            deleteForward(in: bytes)
            return true
        default:
            return false
        }
        if extending {
            let fixed = anchor ?? selectedByteRange.lowerBound
            select(min(fixed, target)..<max(fixed, target))
            selectionAnchor = fixed
        } else {
            collapseSelection(to: target)
        }
        rangeToScrollToVisible = selectedByteRange
        setNeedsDisplay()
        return true
    }

    @discardableResult
    private func collapseSelection(to offset: Int) -> Bool {
        select(offset..<offset)
        selectionAnchor = nil
        return true
    }

    /// Removes the selection, or the character after the caret.
    private func deleteForward(in bytes: [UInt8]) {
        var range = selectedByteRange
        if range.isEmpty {
            guard range.upperBound < bytes.count else { return }
            range = range.lowerBound..<CaretMovement.boundary(after: range.lowerBound, in: bytes)
        }
        replaceBytes(range, with: [], actionName: "Delete", byUser: true)
        selectionAnchor = nil
    }
}

/// Caret positions in UTF-8 text: character boundaries (a scalar with the marks, variation
/// selectors and joined scalars that follow it), words and lines.
enum CaretMovement {
    static func boundary(after offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress, offset < text.count else { return min(offset, text.count) }
            var index = offset + _UTF8Walk.decode(base, at: offset).length
            while index < text.count {
                let (value, length) = _UTF8Walk.decode(base, at: index)
                if value == 0x200D, index + length < text.count {
                    // A zero-width joiner takes the scalar after it into the same character.
                    index += length
                    index += _UTF8Walk.decode(base, at: index).length
                } else if continuesCharacter(value) {
                    index += length
                } else {
                    break
                }
            }
            return min(index, text.count)
        }
    }

    static func boundary(before offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress, offset > 0 else { return 0 }
            var index = _UTF8Walk.scalarStart(before: min(offset, text.count), in: base)
            while index > 0 {
                let value = _UTF8Walk.decode(base, at: index).value
                let previousStart = _UTF8Walk.scalarStart(before: index, in: base)
                let previous = _UTF8Walk.decode(base, at: previousStart).value
                if continuesCharacter(value) || previous == 0x200D {
                    index = previousStart
                } else {
                    break
                }
            }
            return index
        }
    }

    /// Marks, variation selectors and the joiner belong to the character before them.
    private static func continuesCharacter(_ value: UInt32) -> Bool {
        value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
            || (0x1F3FB...0x1F3FF).contains(value) || _TextFolding.isCombiningMark(value)
    }

    /// The end of the word at or after `offset`, skipping separators first.
    static func wordEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, !isWordCharacter(at: index, in: bytes) { index = boundary(after: index, in: bytes) }
        while index < bytes.count, isWordCharacter(at: index, in: bytes) { index = boundary(after: index, in: bytes) }
        return index
    }

    /// The start of the word before `offset`, skipping separators first.
    static func wordStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index > 0, !isWordCharacter(at: boundary(before: index, in: bytes), in: bytes) { index = boundary(before: index, in: bytes) }
        while index > 0, isWordCharacter(at: boundary(before: index, in: bytes), in: bytes) { index = boundary(before: index, in: bytes) }
        return index
    }

    private static func isWordCharacter(at offset: Int, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress, offset < text.count else { return false }
            return _TextFolding.wordClass(of: _UTF8Walk.decode(base, at: offset).value) != .separator
        }
    }

    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    static func lineEnd(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = max(offset, 0)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    /// The same column (in characters) `lines` lines up or down, or the text's start or end
    /// when there is no such line.
    static func verticalMove(from offset: Int, lines: Int, in bytes: [UInt8]) -> Int {
        let start = lineStart(of: offset, in: bytes)
        var column = 0
        var index = start
        while index < offset {
            index = boundary(after: index, in: bytes)
            column += 1
        }
        var lineBegin = start
        if lines < 0 {
            guard lineBegin > 0 else { return 0 }
            lineBegin = lineStart(of: lineBegin - 1, in: bytes)
        } else {
            let end = lineEnd(of: offset, in: bytes)
            guard end < bytes.count else { return bytes.count }
            lineBegin = end + 1
        }
        let lineFinish = lineEnd(of: lineBegin, in: bytes)
        var target = lineBegin
        while column > 0, target < lineFinish {
            target = boundary(after: target, in: bytes)
            column -= 1
        }
        return target
    }
}
