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
}
