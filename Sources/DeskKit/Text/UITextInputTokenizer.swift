/// How much text a tokenizer step covers.
public enum UITextGranularity: Int, Hashable, Sendable {
    /// One character, with the marks that go with it.
    case character
    /// A run of word characters, or an ideograph alone.
    case word
    /// Text up to a `.`, `!`, `?` or `…` that a space or the paragraph's end follows.
    case sentence
    /// Text between line breaks.
    case paragraph
    /// A line as the text is laid out (wrapped); in a text field, the whole text.
    case line
    /// The whole text.
    case document
}

/// Which way to move on screen, for left-to-right text.
public enum UITextLayoutDirection: Int, Hashable, Sendable {
    /// Towards the end of a left-to-right line.
    case right = 2
    /// Towards the start of a left-to-right line.
    case left
    /// To the line above.
    case up
    /// To the line below.
    case down
}

/// A direction through text, either in storage order or on screen: `.storage(.forward)`,
/// `.layout(.left)`. Right and down go forward through left-to-right text, left and up back.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// A ``UITextStorageDirection`` or ``UITextLayoutDirection`` raw value.
    public let rawValue: Int

    /// The direction with that raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A direction in the order the text is stored.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction goes towards the text's end.
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue
            || rawValue == UITextLayoutDirection.right.rawValue || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// Finds the words, sentences, paragraphs and lines of a text input around its positions: what
/// double-click selection, word-by-word caret moves and autocorrection build on.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` that holds the character just past `position` in `direction`,
    /// or nil where that character is not in one (a space between words).
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether a unit ends at `position` (going forward) or starts there (going backward).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next unit end after `position` going forward, or the previous unit start going
    /// backward; nil when there is none that way.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the character just past `position` in `direction` belongs to a unit.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// A text input whose text the string tokenizer can read: DeskKit's text view and text field.
@MainActor
package protocol UITextInputTokenizedText: AnyObject {
    /// The text as UTF-8 (positions are byte offsets into it) and the version ranges carry.
    var tokenizedText: (bytes: [UInt8], version: Int) { get }
    /// The lines the paragraph `paragraph` (byte offsets, without its line break) shows as.
    func visualLines(inParagraph paragraph: Range<Int>) -> [Range<Int>]
}

extension UITextView: UITextInputTokenizedText {
    package var tokenizedText: (bytes: [UInt8], version: Int) { (textStorage.snapshot().bytes, textStorage.version) }

    /// Finds words, sentences and paragraphs around the view's positions.
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }

    /// The paragraph's lines as the view lays them out (GTK's layout while GTK shows the text,
    /// DeskKit's estimate otherwise), each with the spaces that hang at its end.
    package func visualLines(inParagraph paragraph: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            let caret = caretRect(for: TextPosition(offset: start))
            let farRight = closestPosition(to: CGPoint(x: 1e9, y: caret.midY)) as? TextPosition
            var end = min(farRight?.offset ?? paragraph.upperBound, paragraph.upperBound)
            if end <= start { end = paragraph.upperBound }  // the layout cannot tell: the rest
            // Spaces where the line wraps stay with it, wherever the layout puts the caret.
            let bytes = textStorage.bytes(in: end..<min(end + 256, paragraph.upperBound))
            end += bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}

extension UITextField: UITextInputTokenizedText {
    package var tokenizedText: (bytes: [UInt8], version: Int) { (Array((text ?? "").utf8), 0) }
    /// A field shows its text on one line.
    package func visualLines(inParagraph paragraph: Range<Int>) -> [Range<Int>] { [paragraph] }

    /// Finds words and sentences around the field's positions.
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}
