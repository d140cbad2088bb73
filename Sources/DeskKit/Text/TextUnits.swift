/// The units of UTF-8 text at one granularity, found around an offset: characters (with their
/// marks), words (runs of word characters; an ideograph alone), sentences, lines (as laid out,
/// where known), paragraphs between line breaks, the whole text. Words and sentences never cross a line break, so only the
/// paragraph around an offset is read, which keeps a tokenizer step cheap in a large document.
@MainActor
struct TextUnits {
    let bytes: [UInt8]
    let granularity: UITextGranularity
    /// The lines a paragraph shows as on screen, where the text input lays its text out; a
    /// line is then the whole paragraph.
    var visualLines: ((Range<Int>) -> [Range<Int>])?

    /// The unit holding the character after `offset` (forward) or before it (backward).
    func unit(at offset: Int, forward: Bool) -> Range<Int>? {
        switch granularity {
        case .character:
            if forward { return offset < bytes.count ? offset..<CaretMovement.boundary(after: offset, in: bytes) : nil }
            return offset > 0 ? CaretMovement.boundary(before: offset, in: bytes)..<offset : nil
        case .document:
            return (forward ? offset < bytes.count : offset > 0) ? 0..<bytes.count : nil
        case .word, .sentence, .paragraph, .line:
            return units(inParagraphOf: offset).first {
                forward ? $0.lowerBound <= offset && offset < $0.upperBound : $0.lowerBound < offset && offset <= $0.upperBound
            }
        }
    }

    /// Whether a unit ends at `offset` (forward) or starts there (backward). Every offset is a
    /// character boundary, as caret positions are.
    func isBoundary(_ offset: Int, forward: Bool) -> Bool {
        switch granularity {
        case .character:
            return true
        case .document:
            return offset == (forward ? bytes.count : 0)
        case .word, .sentence, .paragraph, .line:
            return units(inParagraphOf: offset).contains { (forward ? $0.upperBound : $0.lowerBound) == offset }
        }
    }

    /// The first unit end after `offset` (forward) or the last unit start before it (backward).
    func nextBoundary(from offset: Int, forward: Bool) -> Int? {
        switch granularity {
        case .character:
            if forward { return offset < bytes.count ? CaretMovement.boundary(after: offset, in: bytes) : nil }
            return offset > 0 ? CaretMovement.boundary(before: offset, in: bytes) : nil
        case .document:
            if forward { return offset < bytes.count ? bytes.count : nil }
            return offset > 0 ? 0 : nil
        case .word, .sentence, .paragraph, .line:
            var paragraph = offset
            while true {
                let units = units(inParagraphOf: paragraph)
                if forward, let end = units.first(where: { $0.upperBound > offset })?.upperBound { return end }
                if !forward, let start = units.last(where: { $0.lowerBound < offset })?.lowerBound { return start }
                // None in this paragraph: go on to the next one that way, if there is one.
                if forward {
                    let end = CaretMovement.lineEnd(of: paragraph, in: bytes)
                    guard end < bytes.count else { return nil }
                    paragraph = end + 1
                } else {
                    let start = CaretMovement.lineStart(of: paragraph, in: bytes)
                    guard start > 0 else { return nil }
                    paragraph = start - 1
                }
            }
        }
    }

    /// The units of the paragraph holding `offset`, in order (an offset at a line break
    /// belongs to the paragraph the break ends).
    private func units(inParagraphOf offset: Int) -> [Range<Int>] {
        let start = CaretMovement.lineStart(of: offset, in: bytes)
        var end = CaretMovement.lineEnd(of: offset, in: bytes)
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        switch granularity {
        case .line:
            guard start < end else { return [] }
            return visualLines?(start..<end) ?? [start..<end]
        case .paragraph: return start < end ? [start..<end] : []
        case .word: return words(in: start..<end)
        default: return sentences(in: start..<end)
        }
    }

    private func words(in paragraph: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var wordStart: Int?
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let next = CaretMovement.boundary(after: index, in: bytes)
            let wordClass = _TextFolding.wordClass(of: scalar(at: index))
            if wordClass == .joining {
                if wordStart == nil { wordStart = index }
            } else {
                if let start = wordStart { words.append(start..<index) }
                wordStart = nil
                // An ideograph or kana is a word by itself.
                if wordClass == .standalone { words.append(index..<next) }
            }
            index = next
        }
        if let start = wordStart { words.append(start..<paragraph.upperBound) }
        return words
    }

    /// Sentences end after `.`, `!`, `?`, `…` or `。` (and any closing quotes or brackets) where
    /// a space or the paragraph's end follows; a sentence leaves out the spaces around it.
    private func sentences(in paragraph: Range<Int>) -> [Range<Int>] {
        var sentences: [Range<Int>] = []
        var sentenceStart: Int?
        var lastVisibleEnd = paragraph.lowerBound
        var afterTerminator = false
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let next = CaretMovement.boundary(after: index, in: bytes)
            let value = scalar(at: index)
            if Self.isSpace(value) {
                if afterTerminator, let start = sentenceStart {
                    sentences.append(start..<lastVisibleEnd)
                    sentenceStart = nil
                }
                afterTerminator = false
            } else {
                if sentenceStart == nil { sentenceStart = index }
                lastVisibleEnd = next
                if Self.terminators.contains(value) {
                    afterTerminator = true
                } else if !(afterTerminator && Self.closers.contains(value)) {
                    afterTerminator = false
                }
            }
            index = next
        }
        if let start = sentenceStart { sentences.append(start..<lastVisibleEnd) }
        return sentences
    }

    private static let terminators: Set<UInt32> = [0x2E, 0x21, 0x3F, 0x2026, 0x3002, 0xFF01, 0xFF1F]
    private static let closers: Set<UInt32> = [0x22, 0x27, 0x29, 0x5D, 0x7D, 0x201D, 0x2019, 0xBB]

    private static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x09 || value == 0xA0 || value == 0x3000 || (0x2000...0x200A).contains(value)
    }

    private func scalar(at offset: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { _UTF8Walk.decode($0.baseAddress!, at: offset).value }
    }
}
