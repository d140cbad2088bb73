/// Checks that bytes are well-formed UTF-8, eight ASCII bytes at a time: a document opened from
/// disk is checked once before any of it is shown, so this pass is on the way to the first frame.
package enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or scalars past U+10FFFF).
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            // Runs of ASCII: a word at a time until a byte with its high bit set.
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(at: index, lead: lead, in: bytes) else { return false }
            index += length
        }
        return true
    }

    /// The length of the well-formed sequence starting with `lead` (not ASCII), or nil.
    private static func sequenceLength(at index: Int, lead: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // The second byte's allowed range depends on the lead (Unicode's table 3-7).
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
