#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Finds where ASCII text ends and begins again, and ASCII bytes, 16 bytes at a time where SSE2 is available.
enum _ASCIIScan {
    /// The first byte at or after `start` and before `end` with the high bit set, or `end`.
    static func firstNonASCII(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        assert(start >= 0 && end <= text.count, "\(start)..<\(end) lies inside the text")
        guard let base = text.baseAddress else { return end }
        var index = start
        #if arch(x86_64)
        let raw = UnsafeRawPointer(base)
        // 64 bytes a step with one mask test: non-ASCII text is rare, so this is the usual loop.
        // After a first unaligned block the loads are aligned to cache lines, so none straddles two.
        @inline(__always) func anyHigh(_ pointer: UnsafeRawPointer) -> Bool {
            let any = _mm_or_si128(
                _mm_or_si128(_mm_loadu_si128(pointer.assumingMemoryBound(to: __m128i.self)),
                             _mm_loadu_si128((pointer + 16).assumingMemoryBound(to: __m128i.self))),
                _mm_or_si128(_mm_loadu_si128((pointer + 32).assumingMemoryBound(to: __m128i.self)),
                             _mm_loadu_si128((pointer + 48).assumingMemoryBound(to: __m128i.self))))
            return _mm_movemask_epi8(any) != 0
        }
        if index + 128 <= end, !anyHigh(raw + index) {
            index += 64 - Int(bitPattern: raw + index) & 63
            while index + 64 <= end, !anyHigh(raw + index) { index += 64 }
        }
        while index + 32 <= end {
            let low = _mm_loadu_si128((raw + index).assumingMemoryBound(to: __m128i.self))
            let high = _mm_loadu_si128((raw + index + 16).assumingMemoryBound(to: __m128i.self))
            let bits = UInt32(truncatingIfNeeded: _mm_movemask_epi8(low))
                | UInt32(truncatingIfNeeded: _mm_movemask_epi8(high)) << 16
            if bits != 0 { return index + bits.trailingZeroBitCount }
            index += 32
        }
        #endif
        while index < end {
            if base[index] >= 0x80 { return index }
            index += 1
        }
        return end
    }

    #if arch(x86_64)
    /// One bit per lead byte of a non-ASCII scalar (0xC0 and up) among the 64 bytes at `index`,
    /// the lowest bit for the first byte; zero after a single test when all 64 are ASCII.
    @inline(__always)
    static func leadBytes(in64 text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        assert(index >= 0 && index + 64 <= text.count, "64 bytes at \(index) lie inside the text")
        let pointer = UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped + index)
        let a = _mm_loadu_si128(pointer.assumingMemoryBound(to: __m128i.self))
        let b = _mm_loadu_si128((pointer + 16).assumingMemoryBound(to: __m128i.self))
        let c = _mm_loadu_si128((pointer + 32).assumingMemoryBound(to: __m128i.self))
        let d = _mm_loadu_si128((pointer + 48).assumingMemoryBound(to: __m128i.self))
        guard _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d))) != 0 else { return 0 }
        let top = _mm_set1_epi8(-64)
        @inline(__always) func leads(_ bytes: __m128i) -> UInt64 {
            UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(bytes, top), top))))
        }
        return leads(a) | leads(b) << 16 | leads(c) << 32 | leads(d) << 48
    }
    #endif

    /// The last position before `end` and at or after `start` holding `byte`, if any; 32 bytes
    /// at a time where SSE2 is available, so finding a line's start is quick on long lines.
    static func lastIndex(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        assert(start >= 0 && end <= text.count, "\(start)..<\(end) lies inside the text")
        guard let base = text.baseAddress else { return nil }
        var index = end
        #if arch(x86_64)
        let raw = UnsafeRawPointer(base)
        let wanted = _mm_set1_epi8(CChar(bitPattern: byte))
        while index - 32 >= start {
            let low = _mm_loadu_si128((raw + index - 32).assumingMemoryBound(to: __m128i.self))
            let high = _mm_loadu_si128((raw + index - 16).assumingMemoryBound(to: __m128i.self))
            let bits = UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(low, wanted)))
                | UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(high, wanted))) << 16
            if bits != 0 { return index - 32 + 31 - bits.leadingZeroBitCount }
            index -= 32
        }
        #endif
        while index > start {
            index -= 1
            if base[index] == byte { return index }
        }
        return nil
    }

    /// How many times `byte` occurs at or after `start` and before `end`; 32 bytes at a time
    /// where SSE2 is available, so numbering the line of a place deep in a text is quick.
    static func count(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        assert(start >= 0 && end <= text.count, "\(start)..<\(end) lies inside the text")
        guard let base = text.baseAddress else { return 0 }
        var index = start
        var count = 0
        #if arch(x86_64)
        let raw = UnsafeRawPointer(base)
        let wanted = _mm_set1_epi8(CChar(bitPattern: byte))
        while index + 32 <= end {
            let low = _mm_loadu_si128((raw + index).assumingMemoryBound(to: __m128i.self))
            let high = _mm_loadu_si128((raw + index + 16).assumingMemoryBound(to: __m128i.self))
            let bits = UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(low, wanted)))
                | UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(high, wanted))) << 16
            count += bits.nonzeroBitCount
            index += 32
        }
        #endif
        while index < end {
            if base[index] == byte { count += 1 }
            index += 1
        }
        return count
    }

    /// The first ASCII byte at or after `start` and before `end`, or `end`.
    static func firstASCII(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        assert(start >= 0 && end <= text.count, "\(start)..<\(end) lies inside the text")
        guard let base = text.baseAddress else { return end }
        var index = start
        while index < end, base[index] >= 0x80 { index += 1 }
        return index
    }
}
