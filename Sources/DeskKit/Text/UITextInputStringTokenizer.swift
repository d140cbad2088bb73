/// The tokenizer of DeskKit's text view and text field: Unicode word characters make words
/// (as find's whole-word matching counts them), `.`, `!`, `?` and `…` end sentences, line
/// breaks end paragraphs. Subclass it to change how a unit is found.
@MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    /// The text input whose text is read; held weakly, as the input holds its tokenizer.
    public private(set) weak var textInput: (any UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text.
    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The unit around `position` on the side `direction` says.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (text, offset) = locate(position) else { return nil }
        return TextUnits(bytes: text.bytes, granularity: granularity)
            .unit(at: offset, forward: direction.isForward)
            .map { TextRange($0, version: text.version) }
    }

    /// Whether a unit ends (forward) or starts (backward) at `position`.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (text, offset) = locate(position) else { return false }
        return TextUnits(bytes: text.bytes, granularity: granularity).isBoundary(offset, forward: direction.isForward)
    }

    /// The next unit end forward, or the previous unit start backward.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (text, offset) = locate(position) else { return nil }
        return TextUnits(bytes: text.bytes, granularity: granularity)
            .nextBoundary(from: offset, forward: direction.isForward)
            .map { TextPosition(offset: $0) }
    }

    /// Whether the character past `position` in `direction` is in a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (text, offset) = locate(position) else { return false }
        return TextUnits(bytes: text.bytes, granularity: granularity).unit(at: offset, forward: direction.isForward) != nil
    }

    /// The input's text and the byte offset of `position` in it; nil for a position outside the
    /// text or of another kind, or an input DeskKit cannot read.
    private func locate(_ position: UITextPosition) -> ((bytes: [UInt8], version: Int), Int)? {
        guard let input = textInput as? UITextInputTokenizedText, let position = position as? TextPosition else { return nil }
        let text = input.tokenizedText
        guard (0...text.bytes.count).contains(position.offset) else { return nil }
        return (text, position.offset)
    }
}
