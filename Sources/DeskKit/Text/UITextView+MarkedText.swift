import Foundation

// MARK: - Composition (marked text)

extension UITextView {
    /// The composition set with ``setMarkedText(_:selectedRange:)`` and not committed; nil when
    /// none. (Compositions GTK's input methods make in its text view stay GTK's until they commit.)
    public var markedTextRange: UITextRange? {
        markedByteRange.map { TextRange($0, version: textStorage.version) }
    }

    /// Replaces the composition, or the selection when nothing is composed, with `markedText`
    /// as typing does (the delegate may refuse it; the steps of one composition undo together),
    /// and selects `selectedRange` of it. Empty or nil text ends the composition.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marked = markedText ?? ""
        let target = markedByteRange ?? selectedByteRange
        guard type(Array(marked.utf8), replacing: target) else { return }
        let start = target.lowerBound
        let length = marked.utf8.count
        markedByteRange = length > 0 ? start..<(start + length) : nil
        let selected = Self.byteRange(ofUTF16: selectedRange, in: marked)
        select((start + selected.lowerBound)..<(start + selected.upperBound))
    }

    /// Commits the composition: its text stays, no longer marked.
    public func unmarkText() {
        guard markedByteRange != nil else { return }
        markedByteRange = nil
        setNeedsDisplay()
    }

    /// Follows an edit batch just applied: an edit touching the composition ends it (the
    /// composition's own steps set it again), others move it.
    func moveMarkedText(through batch: TextEditBatch) {
        guard let marked = markedByteRange else { return }
        var delta = 0
        for (index, range) in batch.ranges.enumerated() {
            if range.upperBound < marked.lowerBound {
                delta += batch.replacement(at: index).count - range.count
            } else if range.lowerBound <= marked.upperBound {
                markedByteRange = nil
                return
            }
        }
        markedByteRange = (marked.lowerBound + delta)..<(marked.upperBound + delta)
    }

    /// A range of UTF-16 units of `string` as bytes, clamped to it; an end inside a surrogate
    /// pair moves to the pair's start.
    static func byteRange(ofUTF16 range: NSRange, in string: String) -> Range<Int> {
        func byteOffset(ofUnit unit: Int) -> Int {
            let utf16 = string.utf16
            var index = utf16.index(utf16.startIndex, offsetBy: min(max(unit, 0), utf16.count))
            while index > utf16.startIndex, index.samePosition(in: string.unicodeScalars) == nil {
                index = utf16.index(before: index)
            }
            return string.utf8.distance(from: string.utf8.startIndex, to: index)
        }
        let location = range.location == NSNotFound ? string.utf16.count : range.location
        let lower = byteOffset(ofUnit: location)
        return lower..<max(lower, byteOffset(ofUnit: location + max(range.length, 0)))
    }
}

// MARK: - Telling the input system

extension UITextView {
    /// Runs a text change the app makes (not typing), telling the input delegate around it.
    func tellingInputDelegateOfTextChange<Result>(_ change: () -> Result) -> Result {
        let delegate = inputDelegate
        delegate?.textWillChange(self)
        let result = change()
        delegate?.textDidChange(self)
        return result
    }

    /// Runs a selection change the app makes, telling the input delegate around it.
    func tellingInputDelegateOfSelectionChange(_ change: () -> Void) {
        let delegate = inputDelegate
        delegate?.selectionWillChange(self)
        change()
        delegate?.selectionDidChange(self)
    }
}
