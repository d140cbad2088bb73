/// A span of a text from one ``UITextPosition`` to another; each text container subclasses it.
///
/// Ranges are immutable and may be passed between threads: a background search reports its
/// results as ranges. The base class knows no text, so its positions are placeholders.
open class UITextRange: @unchecked Sendable {
    public init() {}

    open var start: UITextPosition { UITextRange.placeholder }
    open var end: UITextPosition { UITextRange.placeholder }
    open var isEmpty: Bool { start === end }

    private static let placeholder = UITextPosition()
}

/// Which way to move through text or through results.
public enum UITextStorageDirection: Int, Hashable, Sendable {
    case forward
    case backward
}
