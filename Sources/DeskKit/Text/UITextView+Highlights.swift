import Foundation

// MARK: - Highlighter marks

extension UITextView {
    /// Marks text as with a highlighter pen, drawn behind the glyphs by the presenter.
    ///
    /// DeskKit keeps plain text, so this stands in for a background-colour attribute on UIKit's
    /// attributed text. Marks move with edits made through the view: text typed inside a mark
    /// is marked, as attributes carry over in UIKit; a mark whose text is deleted goes; all go
    /// when ``text`` is set.
    /// - Parameter range: UTF-16 units, as ``selectedRange`` counts; empty or invalid ranges are ignored.
    public func addHighlight(_ range: NSRange) {
        guard range.length > 0, let bytes = byteRange(ofUTF16: range) else { return }
        highlightMarks = Self.merging(bytes, into: highlightMarks)
        setNeedsDisplay()
    }

    /// Removes every highlighter mark.
    public func removeAllHighlights() {
        guard !highlightMarks.isEmpty else { return }
        highlightMarks = []
        setNeedsDisplay()
    }

    /// The marked ranges, in UTF-8 bytes, in order and not overlapping.
    public var highlightedByteRanges: [Range<Int>] { highlightMarks }

    /// Moves the marks through an edit batch just applied to the text.
    func moveHighlights(through batch: TextEditBatch) {
        guard !highlightMarks.isEmpty else { return }
        highlightMarks = highlightMarks.compactMap { mark in
            let lower = Self.offset(mark.lowerBound, through: batch, isEnd: false)
            let upper = Self.offset(mark.upperBound, through: batch, isEnd: true)
            return lower < upper ? lower..<upper : nil
        }
    }

    /// Where `offset` lands after `batch`: shifted by edits before it. A mark's edge inside a
    /// replaced range moves to the replacement's start (a start) or end (an end), so a mark
    /// that shared text with the edit keeps the new text.
    private static func offset(_ offset: Int, through batch: TextEditBatch, isEnd: Bool) -> Int {
        var delta = 0
        for (index, range) in batch.ranges.enumerated() {
            let inserted = batch.replacement(at: index).count
            if range.upperBound < offset || (range.upperBound == offset && !(isEnd && range.isEmpty)) {
                delta += inserted - range.count
            } else if range.lowerBound < offset {
                return range.lowerBound + delta + (isEnd ? inserted : 0)
            } else {
                break
            }
        }
        return offset + delta
    }

    private static func merging(_ range: Range<Int>, into marks: [Range<Int>]) -> [Range<Int>] {
        var merged = range
        var result: [Range<Int>] = []
        for mark in marks {
            if mark.upperBound < merged.lowerBound || mark.lowerBound > merged.upperBound {
                result.append(mark)
            } else {
                merged = min(mark.lowerBound, merged.lowerBound)..<max(mark.upperBound, merged.upperBound)
            }
        }
        result.append(merged)
        return result.sorted { $0.lowerBound < $1.lowerBound }
    }
}
