/// DeskKit's concrete text position: a UTF-8 byte offset into a ``TextStorage``.
///
/// UIKit counts UTF-16 units; DeskKit counts UTF-8 bytes because its text lives in UTF-8
/// and its search engine works on bytes. ``UITextView`` converts where an NSRange is asked for.
public final class TextPosition: UITextPosition, Comparable, CustomStringConvertible, @unchecked Sendable {
    /// UTF-8 bytes from the start of the text.
    public let offset: Int

    /// A position `offset` bytes into the text.
    public init(offset: Int) {
        self.offset = offset
    }

    public static func == (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset == rhs.offset }
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "TextPosition(\(offset))" }
}

/// DeskKit's concrete text range: UTF-8 byte offsets, plus the storage version it was made for.
///
/// The version lets a text view refuse a range found before an edit (a stale search result).
public final class TextRange: UITextRange, CustomStringConvertible, @unchecked Sendable {
    /// The UTF-8 bytes the range covers.
    public let byteRange: Range<Int>
    /// The ``TextStorage/version`` the range was made for.
    public let version: Int

    /// A range of the text at storage version `version`.
    public init(_ byteRange: Range<Int>, version: Int) {
        self.byteRange = byteRange
        self.version = version
    }

    /// Made on demand, so a range is one small object until its ends are asked for.
    public override var start: UITextPosition { TextPosition(offset: byteRange.lowerBound) }
    /// Made on demand too.
    public override var end: UITextPosition { TextPosition(offset: byteRange.upperBound) }
    /// True for a caret.
    public override var isEmpty: Bool { byteRange.isEmpty }
    public var description: String { "TextRange(\(byteRange), version \(version))" }
}
