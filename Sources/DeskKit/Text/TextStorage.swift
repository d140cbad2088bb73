/// Where a text view's text lives: in memory, or in a platform buffer being edited (GTK).
///
/// The text is UTF-8. Every change goes through ``apply(_:)`` and bumps ``version``, so
/// searches and their results can tell they belong to an older text.
@preconcurrency @MainActor
public protocol TextStorage: AnyObject {
    /// The text's length in UTF-8 bytes.
    var utf8Count: Int { get }
    /// Increases with every change.
    var version: Int { get }
    /// An immutable copy (or shared buffer) of the text, safe to search on another thread.
    func snapshot() -> TextSnapshot
    /// Calls `body` with one range of the text in one piece: how editing reads the few bytes
    /// around an edit or the caret without a snapshot of the whole text.
    func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R
    /// Applies a batch of replacements and returns the batch that undoes it.
    @discardableResult
    func apply(_ edits: TextEditBatch) -> TextEditBatch
    /// Replaces the whole text at once (after a replace-all computed the new text in one pass).
    func replaceAllBytes(with bytes: [UInt8])
}

extension TextStorage {
    /// The whole text as a String.
    public var string: String { snapshot().string }

    /// Storage without a cheaper way reads the range from a snapshot.
    public func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try snapshot().bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// A copy of one range of the text.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        withBytes(in: range) { Array($0) }
    }

    /// The first scalar boundary at or after `offset` (past UTF-8 continuation bytes).
    package func scalarBoundary(atOrAfter offset: Int) -> Int {
        let count = utf8Count
        var index = min(max(offset, 0), count)
        // Valid UTF-8 has at most three continuation bytes in a row; damaged text may have more.
        while index < count {
            let window = index..<min(count, index + 4)
            let skipped = withBytes(in: window) { bytes in bytes.firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count }
            index += skipped
            if skipped < window.count { break }
        }
        return index
    }

    /// Where the scalar ending at `offset` starts (0 at the text's start).
    package func scalarStart(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let from = max(0, offset - 4)
        return withBytes(in: from..<offset) { bytes in
            from + (bytes.lastIndex { $0 & 0xC0 != 0x80 } ?? 0)
        }
    }
}

/// A fixed copy of a text's UTF-8, for searching off the main thread.
public struct TextSnapshot: Sendable {
    public let bytes: [UInt8]
    /// The storage version the snapshot was taken at.
    public let version: Int

    /// Keeps the storage from editing `bytes` in place while this snapshot exists.
    let lifetime: TextSnapshotLifetime?

    public init(bytes: [UInt8], version: Int) {
        self.init(bytes: bytes, version: version, lifetime: nil)
    }

    init(bytes: [UInt8], version: Int, lifetime: TextSnapshotLifetime?) {
        self.bytes = bytes
        self.version = version
        self.lifetime = lifetime
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
