/// Word and mark classification for caret movement by words and for marks in search; the
/// word boundaries of whole-word search are ``_WordBreak``'s.
///
/// Word characters follow Unicode's simple word boundaries (UTS #18): letters and other
/// alphabetic scalars, decimal digits, marks and connector punctuation such as "_". As in
/// UAX #29, an ideograph or a hiragana is a word of its own, so "中" is a whole word in "中文".
extension _TextFolding {
    /// How a scalar takes part in words.
    enum WordClass: Sendable {
        /// Not part of a word: spaces, punctuation, symbols.
        case separator
        /// Joins neighbouring word characters into one word.
        case joining
        /// A word by itself (ideographs, hiragana).
        case standalone
    }

    static func wordClass(of value: UInt32) -> WordClass {
        if value < 0x80 { return asciiWordTable[Int(value)] ? .joining : .separator }
        guard let scalar = Unicode.Scalar(value) else { return .separator }
        let properties = scalar.properties
        if properties.isIdeographic || (0x3040...0x309F).contains(value) && properties.isAlphabetic {
            return .standalone
        }
        if properties.isAlphabetic { return .joining }
        switch properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation:
            return .joining
        default:
            return .separator
        }
    }

    /// Marks that combine with the scalar before them (categories Mn, Mc, Me).
    static func isCombiningMark(_ value: UInt32) -> Bool {
        guard value >= 0x300 else { return false }
        // Two-byte scalars (accented Latin, Greek, Cyrillic, Hebrew, Arabic letters) follow
        // literal matches most often: a table answers for them.
        if value < 0x800 { return twoByteMarks[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0 }
        return isMarkByCategory(value)
    }

    private static func isMarkByCategory(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Which scalars below U+0800 are marks, 64 to a word.
    private static let twoByteMarks: [UInt64] = {
        var words = [UInt64](repeating: 0, count: 32)
        for value in UInt32(0x300)..<0x800 where isMarkByCategory(value) {
            words[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        return words
    }()

    /// Whether an ASCII byte is a word character (letter, digit or "_"), from two constant
    /// bit masks: this runs for every candidate of a whole-word search.
    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        // Bits 48–57 are the digits; bits 65–90, 95 and 97–122 are the letters and "_".
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : (high >> UInt64(byte & 63)) & 1 != 0
    }

    private static let asciiWordTable: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return scalar.properties.isAlphabetic || (0x30...0x39).contains(byte) || byte == 0x5F
    }
}
