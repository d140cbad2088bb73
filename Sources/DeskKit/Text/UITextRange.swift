/// A span of a text from one ``UITextPosition`` to another; each text container subclasses it.
///
/// Ranges are immutable and may be passed between threads: a background search reports its
/// results as ranges. The base class knows no text, so its positions are placeholders.
open class UITextRange: @unchecked Sendable {
    /// A range of no text; subclasses add what locates it.
    public init() {}

    /// Where the range begins.
    open var start: UITextPosition { UITextRange.placeholder }
    /// Where the range ends.
    open var end: UITextPosition { UITextRange.placeholder }
    /// Whether the range is a caret.
    open var isEmpty: Bool { start === end }

    private static let placeholder = UITextPosition()
}

/// Which way to move through text or through results.
public enum UITextStorageDirection: Int, Hashable, Sendable {
    /// Towards the end of the text (the next result).
    case forward
    /// Towards the start of the text (the previous result).
    case backward
}
