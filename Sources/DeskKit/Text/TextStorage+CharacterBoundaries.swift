// MARK: - Character boundaries

extension TextStorage {
    /// Whether a byte offset lies between two characters (extended grapheme clusters), as
    /// Swift's `String` and Foundation's `Range(_:in:)` decide it, reading only the text near it.
    ///
    /// The answer comes from decoding a window that starts where a character surely begins: after
    /// a line feed, or between two ASCII bytes other than CR LF (no grapheme rule joins those).
    /// Up to 4 KiB back is searched for such a start; past that the window starts at a scalar,
    /// which only matters for a cluster reaching further back (a run of over a thousand flags).
    package func isCharacterBoundary(atByte offset: Int) -> Bool {
        let count = utf8Count
        guard offset > 0, offset < count else { return offset == 0 || offset == count }
        let pair = withBytes(in: (offset - 1)..<(offset + 1)) { ($0[0], $0[1]) }
        if pair.1 & 0xC0 == 0x80 { return false }
        if pair.0 < 0x80, pair.1 < 0x80 { return !(pair.0 == 0x0D && pair.1 == 0x0A) }
        let from = max(0, offset - 4096)
        let start = withBytes(in: from..<offset) { bytes -> Int in
            var index = bytes.count - 1
            while index > 0 {
                let (previous, next) = (bytes[index - 1], bytes[index])
                if previous == 0x0A || (previous < 0x80 && next < 0x80 && !(previous == 0x0D && next == 0x0A)) {
                    return from + index
                }
                index -= 1
            }
            return from
        }
        let windowStart = scalarBoundary(atOrAfter: start)
        // The scalar after the offset decides whether it joins the character before.
        let windowEnd = scalarBoundary(atOrAfter: min(count, offset + 1))
        return withBytes(in: windowStart..<windowEnd) { bytes in
            let window = String(decoding: bytes, as: UTF8.self)
            let utf8 = window.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: offset - windowStart)
            return String.Index(index, within: window) != nil
        }
    }
}
