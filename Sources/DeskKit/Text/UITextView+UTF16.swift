import Foundation

// MARK: - UTF-16 ranges

extension UITextView {
    /// The UTF-16 range of a byte range (scalar boundaries), as `NSRange(_:in:)` counts it.
    ///
    /// - Complexity: O(16 KiB) once the offsets reach the range (see ``TextOffsetIndex``).
    package func utf16Range(ofBytes range: Range<Int>) -> NSRange {
        let offsets = currentUTF16Offsets { $0.unitOffsets(ofBytes: [range.lowerBound, range.upperBound], in: textStorage) }
        return NSRange(location: offsets[0], length: offsets[1] - offsets[0])
    }

    /// The byte range of a UTF-16 range, or nil where Foundation's `Range(_:in:)` gives nil: a
    /// range past the text's end, or with an end inside a character (in a surrogate pair, or
    /// between a letter and its accent).
    package func byteRange(ofUTF16 range: NSRange) -> Range<Int>? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else { return nil }
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        guard !overflow else { return nil }
        let bounds = currentUTF16Offsets { offsets -> (Int, Int)? in
            guard let lower = offsets.byteOffset(ofUnit: range.location, in: textStorage) else { return nil }
            guard range.length > 0 else { return (lower, lower) }
            guard let upper = offsets.byteOffset(ofUnit: end, in: textStorage) else { return nil }
            return (lower, upper)
        }
        guard let (lower, upper) = bounds, textStorage.isCharacterBoundary(atByte: lower),
              upper == lower || textStorage.isCharacterBoundary(atByte: upper) else { return nil }
        return lower..<upper
    }

    /// The byte offset where UTF-16 unit `offset` starts, or nil past the text's end or inside
    /// a surrogate pair.
    package func byteOffset(ofUTF16 offset: Int) -> Int? {
        currentUTF16Offsets { $0.byteOffset(ofUnit: offset, in: textStorage) }
    }

    /// Calls `body` with the UTF-16 offsets, laid afresh first when the text changed other
    /// than through the view (a platform buffer edited directly).
    private func currentUTF16Offsets<R>(_ body: (inout TextOffsetIndex) -> R) -> R {
        if utf16OffsetsVersion != textStorage.version {
            utf16Offsets.reset()
            utf16OffsetsVersion = textStorage.version
        }
        return body(&utf16Offsets)
    }

    /// Applies edits to the storage, moving the UTF-16 offsets past a single edit (a batch of
    /// many, as replace-all makes, drops them, to be laid again as far as they are needed).
    /// - Returns: The batch that undoes `edits`.
    func applyKeepingUTF16Offsets(_ edits: TextEditBatch) -> TextEditBatch {
        let follows = edits.count == 1 && utf16OffsetsVersion == textStorage.version
        let range = edits.ranges.first ?? 0..<0
        let removed = follows ? TextOffsetIndex.units(in: textStorage, from: range.lowerBound, to: range.upperBound, unit: .utf16) : 0
        let inverse = textStorage.apply(edits)
        if follows {
            let replacement = edits.replacement(at: 0)
            utf16Offsets.replace(range, removedUnits: removed, insertedBytes: replacement.count,
                                 insertedUnits: replacement.withUnsafeBufferPointer { TextOffsetIndex.units(inBuffer: $0, unit: .utf16) })
            utf16OffsetsVersion = textStorage.version
        } else {
            utf16OffsetsVersion = nil
        }
        return inverse
    }
}
