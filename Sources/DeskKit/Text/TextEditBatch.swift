/// Non-overlapping replacements applied to a text at once, such as a replace-all or its undo.
///
/// Ranges are UTF-8 byte ranges of the text before the batch, in increasing order; the
/// replacement bytes are stored end to end so a batch of a million edits stays compact.
public struct TextEditBatch: Sendable, Equatable {
    /// The replaced byte ranges of the text before the batch, in increasing order.
    public private(set) var ranges: [Range<Int>] = []
    private var replacementBytes: [UInt8] = []
    /// Where each replacement ends in `replacementBytes`.
    private var replacementEnds: [Int] = []

    /// An empty batch; edits are added in order with ``append(replacing:with:)``.
    public init() {}

    /// A batch from edits already in order, with their replacement bytes laid end to end.
    init(orderedRanges: [Range<Int>], replacementBytes: [UInt8], replacementEnds: [Int]) {
        ranges = orderedRanges
        self.replacementBytes = replacementBytes
        self.replacementEnds = replacementEnds
    }

    /// A batch replacing every one of `ranges` (in order, not overlapping) with the same bytes,
    /// laid out in one pass.
    init(ranges orderedRanges: [Range<Int>], allReplacedWith replacement: [UInt8]) {
        ranges = orderedRanges
        let count = orderedRanges.count
        replacementBytes = [UInt8](unsafeUninitializedCapacity: count * replacement.count) { buffer, initialized in
            replacement.withUnsafeBufferPointer { bytes in
                guard let source = bytes.baseAddress, var out = buffer.baseAddress else { return }
                for _ in 0..<count {
                    out.update(from: source, count: bytes.count)
                    out += bytes.count
                }
            }
            initialized = count * replacement.count
        }
        replacementEnds = (0..<count).map { ($0 + 1) * replacement.count }
    }

    /// How many edits the batch holds.
    public var count: Int { ranges.count }
    /// Whether the batch changes nothing.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Adds an edit after the ones already added.
    public mutating func append(replacing range: Range<Int>, with bytes: some Collection<UInt8>) {
        precondition(ranges.last.map { $0.upperBound <= range.lowerBound } ?? true, "Edits must be in order and must not overlap")
        ranges.append(range)
        replacementBytes.append(contentsOf: bytes)
        replacementEnds.append(replacementBytes.count)
    }

    /// The bytes that replace the edit at `index`.
    public func replacement(at index: Int) -> ArraySlice<UInt8> {
        replacementBytes[(index == 0 ? 0 : replacementEnds[index - 1])..<replacementEnds[index]]
    }

    /// How many bytes the text grows by (negative when it shrinks).
    public var lengthChange: Int {
        replacementBytes.count - ranges.reduce(0) { $0 + $1.count }
    }

    /// The text after the batch, and the batch that turns it back.
    ///
    /// - Complexity: O(n + m) for a text of n bytes and m replacement bytes.
    public func apply(to text: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], inverse: TextEditBatch) {
        var output: [UInt8] = []
        // Room for the gap the next typed key opens, so it does not copy the new text again.
        output.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: text.count + max(0, lengthChange)))
        var inverse = TextEditBatch()
        inverse.ranges.reserveCapacity(ranges.count)
        inverse.replacementEnds.reserveCapacity(ranges.count)
        var copied = 0
        for (index, range) in ranges.enumerated() {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<range.lowerBound]))
            let start = output.count
            output.append(contentsOf: replacement(at: index))
            inverse.append(replacing: start..<output.count, with: UnsafeBufferPointer(rebasing: text[range]))
            copied = range.upperBound
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<text.count]))
        return (output, inverse)
    }

    /// Applies the batch to `text` in place, so a large text is never held twice, and returns
    /// the batch that turns it back. Works when every edit shrinks or keeps its range (one pass
    /// front to back) or every edit grows or keeps it (one pass back to front, after growing the
    /// array, which keeps the capacity a shrinking replace-all left); otherwise returns nil and
    /// leaves `text` unchanged.
    ///
    /// - Complexity: O(n + m) for a text of n bytes and m replacement bytes.
    public func applyInPlace(to text: inout [UInt8]) -> TextEditBatch? {
        var shrinks = true
        var grows = true
        var removedCount = 0
        for (index, range) in ranges.enumerated() {
            guard range.upperBound <= text.count else { return nil }
            let length = replacementLength(at: index)
            if length > range.count { shrinks = false }
            if length < range.count { grows = false }
            removedCount += range.count
        }
        guard shrinks || grows else { return nil }
        let inverse = inverse(of: text, removedCount: removedCount)
        let oldCount = text.count
        let newCount = oldCount + lengthChange
        if shrinks {
            closeGaps(in: &text)
            text.removeLast(oldCount - newCount)
        } else {
            text.append(contentsOf: repeatElement(0, count: newCount - oldCount))
            openGaps(in: &text, oldCount: oldCount)
        }
        return inverse
    }

    private func replacementLength(at index: Int) -> Int {
        replacementEnds[index] - (index == 0 ? 0 : replacementEnds[index - 1])
    }

    /// The batch that undoes this one on `text`: where each replacement will sit, and the bytes
    /// it takes out, each array filled in one pass.
    private func inverse(of text: [UInt8], removedCount: Int) -> TextEditBatch {
        var shift = 0
        let newRanges = [Range<Int>](unsafeUninitializedCapacity: ranges.count) { buffer, initialized in
            for (index, range) in ranges.enumerated() {
                let start = range.lowerBound + shift
                let length = replacementLength(at: index)
                buffer.initializeElement(at: index, to: start..<(start + length))
                shift += length - range.count
            }
            initialized = ranges.count
        }
        var ends = [Int](repeating: 0, count: ranges.count)
        let removed = text.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: removedCount) { buffer, initialized in
                var written = 0
                for (index, range) in ranges.enumerated() {
                    if !range.isEmpty { (buffer.baseAddress! + written).update(from: old.baseAddress! + range.lowerBound, count: range.count) }
                    written += range.count
                    ends[index] = written
                }
                initialized = removedCount
            }
        }
        return TextEditBatch(orderedRanges: newRanges, replacementBytes: removed, replacementEnds: ends)
    }

    /// Front to back for shrinking edits: the write position never passes the read position.
    private func closeGaps(in text: inout [UInt8]) {
        replacementBytes.withUnsafeBufferPointer { replacements in
            text.withUnsafeMutableBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                var write = 0
                var read = 0
                for (index, range) in ranges.enumerated() {
                    let gap = range.lowerBound - read
                    if write != read { (base + write).update(from: base + read, count: gap) }
                    write += gap
                    let length = replacementLength(at: index)
                    if length > 0 { (base + write).update(from: replacements.baseAddress! + replacementEnds[index] - length, count: length) }
                    write += length
                    read = range.upperBound
                }
                if write != read { (base + write).update(from: base + read, count: bytes.count - read) }
            }
        }
    }

    /// Back to front for growing edits, in an array already grown to the new length: the write
    /// position never falls behind the read position.
    private func openGaps(in text: inout [UInt8], oldCount: Int) {
        replacementBytes.withUnsafeBufferPointer { replacements in
            text.withUnsafeMutableBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                var write = bytes.count
                var read = oldCount
                for (index, range) in ranges.enumerated().reversed() {
                    let tail = read - range.upperBound
                    write -= tail
                    if write != range.upperBound { (base + write).update(from: base + range.upperBound, count: tail) }
                    let length = replacementLength(at: index)
                    write -= length
                    if length > 0 { (base + write).update(from: replacements.baseAddress! + replacementEnds[index] - length, count: length) }
                    read = range.lowerBound
                }
            }
        }
    }
}
