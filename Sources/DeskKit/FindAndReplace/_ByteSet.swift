/// A set of byte values, 256 bits: which bytes a part of a regular expression may match.
///
/// Used as a safe overestimate: a character the part can match has all its UTF-8 bytes in the
/// set, so a set holding more than needed only costs speed, never a match.
struct _ByteSet: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The empty set.
    init() {}

    /// Every byte value.
    static let all: _ByteSet = {
        var set = _ByteSet()
        set.words = (.max, .max, .max, .max)
        return set
    }()

    /// The bytes 0x80 to 0xFF, which every non-ASCII character is made of.
    static let nonASCII: _ByteSet = {
        var set = _ByteSet()
        set.words.2 = .max
        set.words.3 = .max
        return set
    }()

    /// ASCII letters, digits and `_`, with every non-ASCII byte: `\w` under Unicode properties.
    static let word: _ByteSet = {
        var set = nonASCII
        set.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        set.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        set.insert(UInt8(ascii: "_"))
        return set
    }()

    /// ASCII digits with every non-ASCII byte: `\d` under Unicode properties.
    static let digit: _ByteSet = {
        var set = nonASCII
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        return set
    }()

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        // Selects without a branch table: this runs once per byte in hot loops.
        let low = byte & 0x40 == 0 ? words.0 : words.1
        let high = byte & 0x40 == 0 ? words.2 : words.3
        let word = byte & 0x80 == 0 ? low : high
        return word >> UInt64(byte & 63) & 1 != 0
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    mutating func insert(_ bytes: ClosedRange<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    mutating func formUnion(_ other: _ByteSet) {
        words.0 |= other.words.0
        words.1 |= other.words.1
        words.2 |= other.words.2
        words.3 |= other.words.3
    }

    /// The set of the bytes not in this one.
    func inverted() -> _ByteSet {
        var set = _ByteSet()
        set.words = (~words.0, ~words.1, ~words.2, ~words.3)
        return set
    }

    static func == (lhs: _ByteSet, rhs: _ByteSet) -> Bool {
        lhs.words == rhs.words
    }
}
