/// DeskKit's in-memory text storage: one contiguous UTF-8 array.
///
/// Snapshots share the array until the next edit copies it (copy on write), so a search
/// running in the background costs no copy unless the text changes meanwhile.
@preconcurrency @MainActor
public final class InMemoryTextStorage: TextStorage {
    public private(set) var bytes: [UInt8]
    public private(set) var version = 0

    public init(_ string: String = "") {
        bytes = Array(string.utf8)
    }

    /// Storage holding `bytes` as they are, for text read from a file without a String copy.
    /// Invalid UTF-8 is kept byte for byte; searches treat it as non-matching bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var utf8Count: Int { bytes.count }

    public func snapshot() -> TextSnapshot {
        TextSnapshot(bytes: bytes, version: version)
    }

    @discardableResult
    public func apply(_ edits: TextEditBatch) -> TextEditBatch {
        guard !edits.isEmpty else { return edits }
        version += 1
        if edits.count == 1, let range = edits.ranges.first {
            // One edit in place: no second copy of a large text.
            let replacement = edits.replacement(at: 0)
            var inverse = TextEditBatch()
            inverse.append(replacing: range.lowerBound..<(range.lowerBound + replacement.count), with: bytes[range])
            bytes.replaceSubrange(range, with: replacement)
            return inverse
        }
        // A batch that only shrinks (most replace-alls) is applied in place, so a large text is
        // never held twice.
        if let inverse = edits.applyInPlace(to: &bytes) { return inverse }
        let (text, inverse) = bytes.withUnsafeBufferPointer { edits.apply(to: $0) }
        bytes = text
        return inverse
    }

    public func replaceAllBytes(with bytes: [UInt8]) {
        version += 1
        self.bytes = bytes
    }
}
