/// Converts between UTF-8 byte offsets (the storage's) and offsets in another unit (scalars for
/// GTK's character offsets, UTF-16 units for UIKit's `NSRange`) without walking the whole text.
///
/// Checkpoints every 16 KiB pair a byte offset with the number of units before it, so a
/// conversion scans at most one checkpoint's gap. They are laid lazily as far as conversions
/// reach and shifted (not recomputed) by an edit, so typing at the start of a 100 MB text costs a
/// pass over the checkpoints, not over the text. The text is read through its storage a range at
/// a time, never as a snapshot of the whole.
///
/// Counts assume valid UTF-8: every lead or ASCII byte starts a scalar, and a four-byte scalar
/// is two UTF-16 units (a surrogate pair).
@MainActor
package struct TextOffsetIndex {
    /// What the index counts besides bytes.
    package enum Unit: Sendable {
        /// Unicode scalars (GTK's characters).
        case scalars
        /// UTF-16 code units (UIKit's and Foundation's `NSRange`).
        case utf16
    }

    package static let spacing = 1 << 14
    /// What ``unitOffsets`` count.
    package let unit: Unit
    /// Byte offsets of the checkpoints, ascending; the first is 0.
    package private(set) var byteOffsets: [Int] = [0]
    /// Units before each checkpoint.
    package private(set) var unitOffsets: [Int] = [0]

    /// An index with no checkpoint laid yet.
    package init(counting unit: Unit) {
        self.unit = unit
    }

    /// Forgets every checkpoint (after the whole text was replaced).
    package mutating func reset() {
        byteOffsets = [0]
        unitOffsets = [0]
    }

    /// The number of units before `byteOffset` (a scalar boundary, clamped to the text) in `text`.
    package mutating func unitOffset(ofByte byteOffset: Int, in text: TextStorage) -> Int {
        let target = min(max(0, byteOffset), text.utf8Count)
        layCheckpoints(throughByte: target, in: text)
        let index = lastCheckpoint { byteOffsets[$0] <= target }
        return unitOffsets[index] + units(in: text, from: byteOffsets[index], to: target)
    }

    /// The byte offset where unit `unitOffset` starts (the text's end for its unit count).
    /// - Returns: nil past the text's end, or between the two units of a surrogate pair.
    package mutating func byteOffset(ofUnit unitOffset: Int, in text: TextStorage) -> Int? {
        guard unitOffset >= 0 else { return nil }
        layCheckpoints(throughUnit: unitOffset, in: text)
        let index = lastCheckpoint { unitOffsets[$0] <= unitOffset }
        let from = byteOffsets[index]
        let remaining = unitOffset - unitOffsets[index]
        // A unit takes at most four bytes, so the answer lies within this many of the checkpoint.
        let count = text.utf8Count
        let to = min(count, from + 4 * (remaining + 1))
        let unit = unit
        return text.withBytes(in: from..<to) { bytes -> Int? in
            var left = remaining
            var index = 0
            // Whole words while the answer lies past them, then byte by byte.
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let counted = Self.units(inWord: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), unit: unit)
                    // Strictly fewer, so the scalar holding the answer is read byte by byte.
                    guard counted < left else { break }
                    left -= counted
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 {
                    if left == 0 { return from + index }
                    let width = unit == .utf16 && byte >= 0xF0 ? 2 : 1
                    // The target is the second half of a surrogate pair.
                    if width > left { return nil }
                    left -= width
                }
                index += 1
            }
            return left == 0 && to == count ? to : nil
        }
    }

    /// Follows an edit: bytes `range` of the old text, holding `removedUnits` units, were
    /// replaced by `insertedBytes` bytes holding `insertedUnits` units.
    package mutating func replace(_ range: Range<Int>, removedUnits: Int, insertedBytes: Int, insertedUnits: Int) {
        let byteShift = insertedBytes - range.count
        let unitShift = insertedUnits - removedUnits
        var keptBytes: [Int] = []
        var keptUnits: [Int] = []
        keptBytes.reserveCapacity(byteOffsets.count)
        keptUnits.reserveCapacity(byteOffsets.count)
        for index in byteOffsets.indices {
            let offset = byteOffsets[index]
            if offset <= range.lowerBound {
                keptBytes.append(offset)
                keptUnits.append(unitOffsets[index])
            } else if offset >= range.upperBound {
                keptBytes.append(offset + byteShift)
                keptUnits.append(unitOffsets[index] + unitShift)
            }
        }
        byteOffsets = keptBytes
        unitOffsets = keptUnits
    }

    /// The unit offsets of `byteOffsets` (scalar boundaries, in any order), counting each
    /// stretch of text once: ascending offsets are converted by counting the units between
    /// neighbours, so converting a screenful of results scans about a screenful of text.
    package mutating func unitOffsets(ofBytes byteOffsets: [Int], in text: TextStorage) -> [Int] {
        let order = byteOffsets.indices.sorted { byteOffsets[$0] < byteOffsets[$1] }
        var result = [Int](repeating: 0, count: byteOffsets.count)
        var previous: (byte: Int, unit: Int)?
        for index in order {
            let target = min(max(0, byteOffsets[index]), text.utf8Count)
            if let (byte, unit) = previous, target - byte <= Self.spacing {
                result[index] = unit + units(in: text, from: byte, to: target)
            } else {
                result[index] = unitOffset(ofByte: target, in: text)
            }
            previous = (target, result[index])
        }
        return result
    }

    // MARK: - Counting

    /// Units in bytes `start..<end` of `text`.
    package func units(in text: TextStorage, from start: Int, to end: Int) -> Int {
        Self.units(in: text, from: start, to: end, unit: unit)
    }

    /// Units of `unit` in bytes `start..<end` of `text`.
    package static func units(in text: TextStorage, from start: Int, to end: Int, unit: Unit) -> Int {
        guard start < end else { return 0 }
        return text.withBytes(in: start..<end) { units(inBuffer: $0, unit: unit) }
    }

    /// Counts units eight bytes at a time (see ``units(inWord:unit:)``).
    package nonisolated static func units(inBuffer bytes: UnsafeBufferPointer<UInt8>, unit: Unit) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            count &+= units(inWord: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), unit: unit)
            index += 8
        }
        while index < bytes.count {
            count &+= units(startedBy: bytes[index], unit: unit)
            index += 1
        }
        return count
    }

    /// Units of `unit` in a collection of UTF-8 bytes.
    package nonisolated static func units(in bytes: some Collection<UInt8>, unit: Unit) -> Int {
        bytes.reduce(0) { $0 + units(startedBy: $1, unit: unit) }
    }

    /// The units a byte starts: none for a continuation byte, two for the lead of a four-byte
    /// scalar counted in UTF-16, else one.
    @inline(__always)
    nonisolated static func units(startedBy byte: UInt8, unit: Unit) -> Int {
        guard byte & 0xC0 != 0x80 else { return 0 }
        return unit == .utf16 && byte >= 0xF0 ? 2 : 1
    }

    /// A word's units: a continuation byte is the only one whose top two bits are `10`, so a
    /// word holds eight scalar starts less its continuation bytes; a four-byte lead (top four
    /// bits set) adds the second UTF-16 unit.
    @inline(__always)
    nonisolated static func units(inWord word: UInt64, unit: Unit) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let scalars = 8 &- (word & ~(word << 1) & highBits).nonzeroBitCount
        guard unit == .utf16 else { return scalars }
        return scalars &+ (word & (word << 1) & (word << 2) & (word << 3) & highBits).nonzeroBitCount
    }

    // MARK: - Checkpoints

    private func lastCheckpoint(where isAtOrBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = byteOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isAtOrBefore(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func layCheckpoints(throughByte target: Int, in text: TextStorage) {
        while let last = byteOffsets.last, target - last > Self.spacing, layNext(in: text) {}
    }

    private mutating func layCheckpoints(throughUnit target: Int, in text: TextStorage) {
        while let last = unitOffsets.last, target - last > Self.spacing / 4, layNext(in: text) {}
    }

    /// Lays one checkpoint a spacing after the last, on a scalar boundary; false at the end.
    private mutating func layNext(in text: TextStorage) -> Bool {
        let last = byteOffsets[byteOffsets.count - 1]
        guard last + Self.spacing < text.utf8Count else { return false }
        let next = text.scalarBoundary(atOrAfter: last + Self.spacing)
        guard next < text.utf8Count else { return false }
        unitOffsets.append(unitOffsets[unitOffsets.count - 1] + units(in: text, from: last, to: next))
        byteOffsets.append(next)
        return true
    }
}
