/// DeskKit's concrete text position: a UTF-8 byte offset into a ``TextStorage``.
///
/// UIKit counts UTF-16 units; DeskKit counts UTF-8 bytes because its text lives in UTF-8
/// and its search engine works on bytes. ``UITextView`` converts where an NSRange is asked for.
public final class TextPosition: UITextPosition, Comparable, CustomStringConvertible, @unchecked Sendable {
    public let offset: Int

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
    public let byteRange: Range<Int>
    /// The ``TextStorage/version`` the range was made for.
    public let version: Int

    public init(_ byteRange: Range<Int>, version: Int) {
        self.byteRange = byteRange
        self.version = version
    }

    /// Made on demand, so a million search results cost one small object each.
    public override var start: UITextPosition { TextPosition(offset: byteRange.lowerBound) }
    public override var end: UITextPosition { TextPosition(offset: byteRange.upperBound) }
    public override var isEmpty: Bool { byteRange.isEmpty }
    public var description: String { "TextRange(\(byteRange), version \(version))" }
}
