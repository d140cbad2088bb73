/// Word boundaries for whole-word and starts-with search, after Unicode's word segmentation
/// (UAX #29), read straight from UTF-8.
///
/// The rule every search path follows (literal, folded and regular expressions alike):
/// - a match *starts a word* when a word boundary lies at its start and its first character
///   is a word character: a letter, a digit, an ideograph, a kana or a connector such as "_".
///   A match that begins with a space, punctuation or a symbol ("😀", "#tag") starts no word,
///   so it is never found with `.startsWith` or `.fullWord`;
/// - a match is a *full word* when it starts a word and a word boundary lies at its end.
///
/// The boundaries are UAX #29's rules WB3–WB16: "can't", "e.g" and "3.14" are single words, a
/// mark, format character or emoji modifier never starts a segment, an emoji joined by a
/// zero-width joiner stays with the one before it, and flags pair up. Simplifications, since
/// the Word_Break property is derived here from general categories: Hebrew letters count as
/// other letters, letters of scripts written without spaces (Thai, Lao, Khmer, Myanmar) join
/// like other letters, and each ideograph or hiragana is a word of its own.
enum _WordBreak {
    /// The Word_Break property values the rules tell apart.
    enum Property: UInt8, Sendable {
        case other, cr, lf, newline, extend, zwj, regionalIndicator, format, katakana
        case letter, midLetter, midNum, midNumLet, numeric, extendNumLet, space, pictographic
        /// Ideographs and hiragana: "Other" for the rules, yet words.
        case ideographic

        /// Characters WB4 passes over.
        var isIgnorable: Bool { self == .extend || self == .format || self == .zwj }
        /// Starts a word when a boundary lies before it.
        var isWordCharacter: Bool {
            switch self {
            case .letter, .numeric, .katakana, .extendNumLet, .ideographic: return true
            default: return false
            }
        }
    }

    // MARK: - The rule for found ranges

    /// Whether `start..<end` of `text` starts a word (see the type's overview).
    @inline(__always)
    static func startsWord(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start < end, let base = text.baseAddress else { return false }
        let first = base[start]
        let isWord = first < 0x80 ? _TextFolding.isASCIIWordByte(first)
            : property(of: _UTF8Walk.decode(text, at: start).value).isWordCharacter
        return isWord && isBoundary(text, at: start)
    }

    /// Whether `start..<end` of `text` is a full word (see the type's overview).
    @inline(__always)
    static func isFullWord(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        startsWord(text, start, end) && isBoundary(text, at: end)
    }

    // MARK: - Boundaries

    /// Whether a word boundary lies at byte `position`, a scalar boundary of valid UTF-8.
    @inline(__always)
    static func isBoundary(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position > 0, position < text.count, let base = text.baseAddress else { return true }
        let before = base[position - 1], after = base[position]
        if before | after < 0x80, asciiIsPlain(before), asciiIsPlain(after) {
            // Letters, digits and "_" join (WB5, WB8–WB10, WB13a–b); so do two spaces (WB3d).
            if before == 0x20, after == 0x20 { return false }
            return !(_TextFolding.isASCIIWordByte(before) && _TextFolding.isASCIIWordByte(after))
        }
        if before | after < 0x80, let decided = asciiIsBoundary(base, count: text.count, at: position) { return decided }
        return slowIsBoundary(text, at: position)
    }

    /// The boundary between two ASCII bytes when one is a newline or "mid" punctuation ("License.",
    /// "it's"), by the same rules as the slow path; nil when a rule must look at a non-ASCII
    /// neighbour. ASCII holds no mark or format character, so WB4 passes nothing over here.
    @inline(__always)
    private static func asciiIsBoundary(_ base: UnsafePointer<UInt8>, count: Int, at position: Int) -> Bool? {
        let before = asciiProperties[Int(base[position - 1])], after = asciiProperties[Int(base[position])]
        // WB3–WB3b, WB3d.
        if before == .cr, after == .lf { return false }
        if before == .cr || before == .lf || before == .newline || after == .cr || after == .lf || after == .newline { return true }
        if before == .space, after == .space { return false }
        var needsSlowPath = false
        func ascii(at index: Int) -> Property? {
            guard index >= 0, index < count else { return nil }
            guard base[index] < 0x80 else { needsSlowPath = true; return nil }
            return asciiProperties[Int(base[index])]
        }
        let joined = joins(before, after, second: { ascii(at: position + 1) }, secondBefore: { ascii(at: position - 2) }) { false }
        return needsSlowPath ? nil : !joined
    }

    /// ASCII bytes that need no look-around: all but CR, LF and the "mid" punctuation.
    @inline(__always)
    private static func asciiIsPlain(_ byte: UInt8) -> Bool {
        // Bits for "\n" "\r" "'" "," "." ":" ";" and the other newline controls VT and FF.
        let special: UInt64 = 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D | 1 << 0x27 | 1 << 0x2C
            | 1 << 0x2E | 1 << 0x3A | 1 << 0x3B
        return byte >= 64 || (special >> UInt64(byte)) & 1 == 0
    }

    private static func slowIsBoundary(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let base = text.baseAddress.unsafelyUnwrapped
        let count = text.count
        let afterProperty = property(of: _UTF8Walk.decode(text, at: position).value)
        let beforeStart = _UTF8Walk.scalarStart(before: position, in: base)
        let beforeValue = _UTF8Walk.decode(text, at: beforeStart).value
        let rawBefore = property(of: beforeValue)
        // WB3–WB3d.
        if rawBefore == .cr, afterProperty == .lf { return false }
        if rawBefore == .cr || rawBefore == .lf || rawBefore == .newline { return true }
        if afterProperty == .cr || afterProperty == .lf || afterProperty == .newline { return true }
        if rawBefore == .zwj, afterProperty == .pictographic { return false }
        if rawBefore == .space, afterProperty == .space { return false }
        // WB4: marks, format characters and joiners belong to what precedes them.
        if afterProperty.isIgnorable { return false }
        var beforeIndex = beforeStart
        var beforeProperty = rawBefore
        while beforeProperty.isIgnorable, beforeIndex > 0 {
            beforeIndex = _UTF8Walk.scalarStart(before: beforeIndex, in: base)
            beforeProperty = property(of: _UTF8Walk.decode(text, at: beforeIndex).value)
        }
        if beforeProperty.isIgnorable { beforeProperty = .other }
        /// The property of the first non-ignorable scalar after the one at `position`.
        func second() -> Property? {
            var index = position + _UTF8Walk.length(ofLead: base[position])
            while index < count {
                let value = property(of: _UTF8Walk.decode(text, at: index).value)
                if !value.isIgnorable { return value }
                index += _UTF8Walk.length(ofLead: base[index])
            }
            return nil
        }
        /// The property of the first non-ignorable scalar before the one at `beforeIndex`.
        func secondBefore() -> Property? {
            var index = beforeIndex
            while index > 0 {
                index = _UTF8Walk.scalarStart(before: index, in: base)
                let value = property(of: _UTF8Walk.decode(text, at: index).value)
                if !value.isIgnorable { return value }
            }
            return nil
        }
        return !joins(beforeProperty, afterProperty, second: second, secondBefore: secondBefore) {
            // WB15–WB16: regional indicators pair up from the start of their run.
            var run = 0
            var index = beforeIndex
            while true {
                let value = property(of: _UTF8Walk.decode(text, at: index).value)
                if value == .regionalIndicator { run += 1 } else if !value.isIgnorable { break }
                if index == 0 { break }
                index = _UTF8Walk.scalarStart(before: index, in: base)
            }
            return run % 2 == 1
        }
    }

    /// Rules WB5–WB16 between two non-ignorable characters: whether no boundary separates them.
    /// The closures look one character further on either side, and count regional indicators.
    static func joins(
        _ before: Property, _ after: Property,
        second: () -> Property?, secondBefore: () -> Property?, oddRegionalRun: () -> Bool
    ) -> Bool {
        switch (before, after) {
        case (.letter, .letter), (.numeric, .numeric), (.letter, .numeric), (.numeric, .letter),
             (.katakana, .katakana):
            return true
        case (.letter, .midLetter), (.letter, .midNumLet):
            return second() == .letter
        case (.midLetter, .letter), (.midNumLet, .letter):
            return secondBefore() == .letter
        case (.numeric, .midNum), (.numeric, .midNumLet):
            return second() == .numeric
        case (.midNum, .numeric), (.midNumLet, .numeric):
            return secondBefore() == .numeric
        case (.letter, .extendNumLet), (.numeric, .extendNumLet), (.katakana, .extendNumLet),
             (.extendNumLet, .extendNumLet), (.extendNumLet, .letter), (.extendNumLet, .numeric),
             (.extendNumLet, .katakana):
            return true
        case (.regionalIndicator, .regionalIndicator):
            return oddRegionalRun()
        default:
            return false
        }
    }

    // MARK: - Properties

    /// The Word_Break property of a scalar, derived as the type's overview describes.
    static func property(of value: UInt32) -> Property {
        if value < 0x80 { return asciiProperties[Int(value)] }
        switch value {
        case 0x85, 0x2028, 0x2029: return .newline
        case 0x200D: return .zwj
        case 0x200C, 0x1F3FB...0x1F3FF: return .extend
        case 0x1F1E6...0x1F1FF: return .regionalIndicator
        case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13, 0xFE55, 0xFF1A: return .midLetter
        case 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: return .midNumLet
        case 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C, 0xFF1B:
            return .midNum
        case 0x202F: return .extendNumLet
        case 0x3031...0x3035, 0x309B, 0x309C, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF,
             0x32D0...0x32FE, 0x3300...0x3357, 0xFF66...0xFF9D:
            return .katakana
        default: break
        }
        guard let scalar = Unicode.Scalar(value) else { return .other }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .extend
        case .format: return value == 0x200B ? .other : .format
        case .decimalNumber: return .numeric
        case .connectorPunctuation: return .extendNumLet
        case .spaceSeparator: return value == 0xA0 || value == 0x2007 ? .other : .space
        default: break
        }
        if properties.isIdeographic || (0x3040...0x309F).contains(value) && properties.isAlphabetic {
            return .ideographic
        }
        if properties.isAlphabetic { return .letter }
        if value >= 0xA9, properties.isEmoji { return .pictographic }
        return .other
    }

    private static let asciiProperties: [Property] = (0..<128).map { byte in
        switch UInt8(byte) {
        case 0x0D: return .cr
        case 0x0A: return .lf
        case 0x0B, 0x0C: return .newline
        case 0x20: return .space
        case UInt8(ascii: ":"): return .midLetter
        case UInt8(ascii: "."), UInt8(ascii: "'"): return .midNumLet
        case UInt8(ascii: ","), UInt8(ascii: ";"): return .midNum
        case UInt8(ascii: "_"): return .extendNumLet
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .numeric
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return .letter
        default: return .other
        }
    }
}
