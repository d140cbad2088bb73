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
    /// Applies a batch of replacements and returns the batch that undoes it.
    @discardableResult
    func apply(_ edits: TextEditBatch) -> TextEditBatch
    /// Replaces the whole text at once (after a replace-all computed the new text in one pass).
    func replaceAllBytes(with bytes: [UInt8])
}

extension TextStorage {
    /// The whole text as a String.
    public var string: String { snapshot().string }
}

/// A fixed copy of a text's UTF-8, for searching off the main thread.
public struct TextSnapshot: Sendable {
    public let bytes: [UInt8]
    /// The storage version the snapshot was taken at.
    public let version: Int

    public init(bytes: [UInt8], version: Int) {
        self.bytes = bytes
        self.version = version
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
