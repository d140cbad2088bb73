/// Non-overlapping replacements applied to a text at once, such as a replace-all or its undo.
///
/// Ranges are UTF-8 byte ranges of the text before the batch, in increasing order; the
/// replacement bytes are stored end to end so a batch of a million edits stays compact.
public struct TextEditBatch: Sendable, Equatable {
    public private(set) var ranges: [Range<Int>] = []
    private var replacementBytes: [UInt8] = []
    /// Where each replacement ends in `replacementBytes`.
    private var replacementEnds: [Int] = []

    public init() {}

    /// A batch from edits already in order, with their replacement bytes laid end to end.
    init(orderedRanges: [Range<Int>], replacementBytes: [UInt8], replacementEnds: [Int]) {
        ranges = orderedRanges
        self.replacementBytes = replacementBytes
        self.replacementEnds = replacementEnds
    }

    public var count: Int { ranges.count }
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
        output.reserveCapacity(text.count + max(0, lengthChange))
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

    /// Applies the batch to `text` in place when no replacement is longer than what it
    /// replaces, so a large text is never held twice; returns the batch that turns it back,
    /// or nil (leaving `text` unchanged) when some replacement is longer.
    ///
    /// - Complexity: O(n + m) for a text of n bytes and m replacement bytes.
    public func applyInPlace(to text: inout [UInt8]) -> TextEditBatch? {
        var removedCount = 0
        for (index, range) in ranges.enumerated() {
            guard range.upperBound <= text.count, replacement(at: index).count <= range.count else { return nil }
            removedCount += range.count
        }
        // The inverse first, while the replaced bytes are still there.
        var inverse = TextEditBatch()
        inverse.ranges.reserveCapacity(ranges.count)
        inverse.replacementEnds.reserveCapacity(ranges.count)
        inverse.replacementBytes.reserveCapacity(removedCount)
        var shift = 0
        text.withUnsafeBufferPointer { old in
            for (index, range) in ranges.enumerated() {
                let start = range.lowerBound - shift
                let length = replacement(at: index).count
                inverse.append(replacing: start..<(start + length), with: UnsafeBufferPointer(rebasing: old[range]))
                shift += range.count - length
            }
        }
        // Then close the gaps front to back: the write position never passes the read position.
        let newCount = text.count - shift
        replacementBytes.withUnsafeBufferPointer { replacements in
            text.withUnsafeMutableBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                var write = 0
                var read = 0
                for (index, range) in ranges.enumerated() {
                    let gap = range.lowerBound - read
                    if write != read { (base + write).update(from: base + read, count: gap) }
                    write += gap
                    let from = index == 0 ? 0 : replacementEnds[index - 1]
                    let length = replacementEnds[index] - from
                    if length > 0 { (base + write).update(from: replacements.baseAddress! + from, count: length) }
                    write += length
                    read = range.upperBound
                }
                if write != read { (base + write).update(from: base + read, count: bytes.count - read) }
            }
        }
        text.removeLast(text.count - newCount)
        return inverse
    }
}

