/// Steps over valid UTF-8 one scalar at a time, forwards and backwards.
enum _UTF8Walk {
    /// The scalar starting at `index` and its length in bytes.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(base[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F), 3)
        }
        let value = (lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
            | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
        return (value, 4)
    }

    /// The scalar starting at `index` of `text` and its length, reading nothing past the end:
    /// a sequence that is not well-formed (cut off by the end, a stray or missing continuation
    /// byte, an overlong form, a surrogate) reads as U+FFFD, one byte, so broken bytes never
    /// pass for a letter.
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        assert(index >= 0 && index < text.count, "scalar at \(index) lies inside the text")
        let base = text.baseAddress.unsafelyUnwrapped
        let lead = base[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = length(ofLead: lead)
        guard index + length <= text.count, isWellFormed(base + index, lead: lead, length: length) else { return (0xFFFD, 1) }
        return decode(base, at: index)
    }

    /// Whether the `length` bytes at `start` (lead `lead`, not ASCII) are one well-formed scalar:
    /// the second byte's range depends on the lead, as in Unicode's table of well-formed UTF-8.
    @inline(__always)
    private static func isWellFormed(_ start: UnsafePointer<UInt8>, lead: UInt8, length: Int) -> Bool {
        let second = start[1]
        switch length {
        case 2:
            return lead >= 0xC2 && second & 0xC0 == 0x80
        case 3:
            guard second & 0xC0 == 0x80, start[2] & 0xC0 == 0x80 else { return false }
            return lead == 0xE0 ? second >= 0xA0 : lead == 0xED ? second < 0xA0 : true
        default:
            guard lead <= 0xF4, second & 0xC0 == 0x80, start[2] & 0xC0 == 0x80, start[3] & 0xC0 == 0x80 else { return false }
            return lead == 0xF0 ? second >= 0x90 : lead == 0xF4 ? second < 0x90 : true
        }
    }

    /// Where the scalar ending at `index` (exclusive) starts.
    @inline(__always)
    static func scalarStart(before index: Int, in base: UnsafePointer<UInt8>) -> Int {
        var start = index - 1
        while start > 0, base[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The scalar that ends at `index`.
    @inline(__always)
    static func scalar(before index: Int, in base: UnsafePointer<UInt8>) -> UInt32 {
        decode(base, at: scalarStart(before: index, in: base)).value
    }

    /// The first scalar boundary at or after `index`.
    @inline(__always)
    static func boundary(atOrAfter index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var index = index
        while index < text.count, text[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// Length in bytes of the scalar whose lead byte is `lead`.
    @inline(__always)
    static func length(ofLead lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}

/// The conditions a found range must meet besides matching: words (``_WordBreak``) and
/// combining marks.
struct _MatchRules: Sendable {
    var wordMatchMethod: UITextSearchOptions.WordMatchMethod
    /// Literal searches never end just before a combining mark, which belongs to the character.
    var rejectsTrailingMark: Bool

    /// Whether `start..<end` of `text` may be reported.
    @inline(__always)
    func accepts(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let base = text.baseAddress else { return true }
        if rejectsTrailingMark, end < text.count, base[end] >= 0xCC,
           _TextFolding.isCombiningMark(_UTF8Walk.decode(text, at: end).value) {
            return false
        }
        switch wordMatchMethod {
        case .contains:
            return true
        case .startsWith:
            return _WordBreak.startsWord(text, start, end)
        case .fullWord:
            return _WordBreak.isFullWord(text, start, end)
        }
    }
}
