import Foundation

// MARK: - Composition (marked text)

extension UITextField {
    /// The composition set with ``setMarkedText(_:selectedRange:)`` and not committed; nil when none.
    public var markedTextRange: UITextRange? {
        markedByteRange.map { TextRange($0, version: 0) }
    }

    /// Replaces the composition, or the selection when nothing is composed, with `markedText`
    /// as typing does (the delegate may refuse it), and selects `selectedRange` of it. Empty or
    /// nil text ends the composition.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marked = markedText ?? ""
        let target = markedByteRange ?? selectedByteRange
        guard replace(target, with: marked, byUser: true) else { return }
        let start = target.lowerBound
        let length = marked.utf8.count
        markedByteRange = length > 0 ? start..<(start + length) : nil
        let selected = UITextView.byteRange(ofUTF16: selectedRange, in: marked)
        select((start + selected.lowerBound)..<(start + selected.upperBound))
    }

    /// Commits the composition: its text stays, no longer marked.
    public func unmarkText() {
        guard markedByteRange != nil else { return }
        markedByteRange = nil
        setNeedsDisplay()
    }
}
