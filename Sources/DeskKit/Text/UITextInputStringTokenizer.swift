/// The tokenizer of DeskKit's text view and text field, and of any ``UITextInput`` that returns
/// one for itself: Unicode word characters make words (as find's whole-word matching counts
/// them), `.`, `!`, `?` and `…` end sentences, line breaks end paragraphs. Subclass it to change
/// how a unit is found.
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
        guard let text = locate(position) else { return nil }
        return TextUnits(bytes: text.bytes, granularity: granularity, visualLines: text.visualLines)
            .unit(at: text.offset, forward: direction.isForward)
            .flatMap(text.range)
    }

    /// Whether a unit ends (forward) or starts (backward) at `position`.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let text = locate(position) else { return false }
        return TextUnits(bytes: text.bytes, granularity: granularity, visualLines: text.visualLines).isBoundary(text.offset, forward: direction.isForward)
    }

    /// The next unit end forward, or the previous unit start backward.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let text = locate(position) else { return nil }
        return TextUnits(bytes: text.bytes, granularity: granularity, visualLines: text.visualLines)
            .nextBoundary(from: text.offset, forward: direction.isForward)
            .flatMap(text.position)
    }

    /// Whether the character past `position` in `direction` is in a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let text = locate(position) else { return false }
        return TextUnits(bytes: text.bytes, granularity: granularity, visualLines: text.visualLines).unit(at: text.offset, forward: direction.isForward) != nil
    }

    /// The input's text as UTF-8, the byte offset of a position in it, and how byte offsets
    /// become the input's own positions and ranges.
    private struct LocatedText {
        let bytes: [UInt8]
        let offset: Int
        let position: (Int) -> UITextPosition?
        let range: (Range<Int>) -> UITextRange?
        var visualLines: ((Range<Int>) -> [Range<Int>])?
    }

    /// `position` in the input's text; nil for a position outside it or of another input.
    private func locate(_ position: UITextPosition) -> LocatedText? {
        guard let input = textInput else { return nil }
        if let input = input as? UITextInputTokenizedText {
            // DeskKit's own inputs: positions are byte offsets already.
            let text = input.tokenizedText
            guard let position = position as? TextPosition, (0...text.bytes.count).contains(position.offset) else { return nil }
            return LocatedText(bytes: text.bytes, offset: position.offset,
                               position: { TextPosition(offset: $0) },
                               range: { TextRange($0, version: text.version) },
                               visualLines: { [weak input] in input?.visualLines(inParagraph: $0) ?? [$0] })
        }
        // Any other input, through its own positions, which count UTF-16 units.
        let start = input.beginningOfDocument
        guard let whole = input.textRange(from: start, to: input.endOfDocument), let string = input.text(in: whole) else { return nil }
        let units = input.offset(from: start, to: position)
        guard (0...string.utf16.count).contains(units) else { return nil }
        let index = string.utf16.index(string.utf16.startIndex, offsetBy: units)
        guard index.samePosition(in: string.unicodeScalars) != nil else { return nil }
        let bytes = Array(string.utf8)
        func inputPosition(_ byte: Int) -> UITextPosition? {
            let index = string.utf8.index(string.utf8.startIndex, offsetBy: byte)
            return input.position(from: start, offset: string.utf16.distance(from: string.utf16.startIndex, to: index))
        }
        return LocatedText(bytes: bytes, offset: string.utf8.distance(from: string.utf8.startIndex, to: index),
                           position: inputPosition,
                           range: { range in
                               guard let lower = inputPosition(range.lowerBound), let upper = inputPosition(range.upperBound) else { return nil }
                               return input.textRange(from: lower, to: upper)
                           })
    }
}
