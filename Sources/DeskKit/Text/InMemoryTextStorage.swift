/// DeskKit's in-memory text storage: UTF-8 bytes in a gap buffer (`TextGapBuffer`), so typing
/// anywhere in a large text moves only the bytes since the last edit.
///
/// Snapshots share the bytes until the next edit copies them (copy on write), so a search
/// running in the background costs no copy unless the text changes meanwhile.
@preconcurrency @MainActor
public final class InMemoryTextStorage: TextStorage {
    private var text: TextGapBuffer
    public private(set) var version = 0

    /// Storage holding a copy of `string` as UTF-8.
    public init(_ string: String = "") {
        text = TextGapBuffer(owning: Array(string.utf8))
    }

    /// Storage taking over `bytes` as they are, for text read from a file without a String copy.
    /// Invalid UTF-8 is kept byte for byte; searches treat it as non-matching bytes. An array the
    /// caller keeps is copied by the first edit; one with ``preferredCapacity(forUTF8Count:)``
    /// that nobody else holds is edited in place.
    public init(bytes: [UInt8]) {
        text = TextGapBuffer(owning: bytes)
    }

    /// The capacity to read a text of `count` bytes into: with room for the gap the first edit
    /// opens, so typing into a freshly opened large file moves bytes instead of copying the text.
    public nonisolated static func preferredCapacity(forUTF8Count count: Int) -> Int {
        // Room for the gap of a text grown by a paste of up to 4 KB, which opens the gap too.
        count + TextGapBuffer.gapSize(forTextOf: count + 4096) + 4096
    }

    /// The whole text in one array, shared with the storage until its next edit.
    public var bytes: [UInt8] { text.contiguousBytes() }

    public var utf8Count: Int { text.count }

    public func snapshot() -> TextSnapshot {
        let (bytes, lifetime) = text.snapshotBytes()
        return TextSnapshot(bytes: bytes, version: version, lifetime: lifetime)
    }

    public func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try text.withBytes(in: range, body)
    }

    @discardableResult
    public func apply(_ edits: TextEditBatch) -> TextEditBatch {
        guard !edits.isEmpty else { return edits }
        version += 1
        if edits.count == 1, let range = edits.ranges.first {
            // One edit in the gap buffer: no second copy of a large text, and no move of all of it.
            let replacement = edits.replacement(at: 0)
            let removed = text.replaceSubrange(range, with: replacement)
            var inverse = TextEditBatch()
            inverse.append(replacing: range.lowerBound..<(range.lowerBound + replacement.count), with: removed)
            return inverse
        }
        var whole = text.takeContiguousBytes()
        // A batch that only shrinks (most replace-alls) is applied in place, so a large text is
        // never held twice.
        if let inverse = edits.applyInPlace(to: &whole) {
            text = TextGapBuffer(owning: whole)
            return inverse
        }
        let (newText, inverse) = whole.withUnsafeBufferPointer { edits.apply(to: $0) }
        text = TextGapBuffer(owning: newText)
        return inverse
    }

    public func replaceAllBytes(with bytes: [UInt8]) {
        version += 1
        text = TextGapBuffer(owning: bytes)
    }
}
