#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Finds a regular expression that is only a few plain strings in alternation (`colour|color|hue`)
/// without running it: matches are exactly what PCRE2 reports for such a pattern.
///
/// PCRE2 takes the leftmost position where some alternative matches and, there, the first
/// alternative in the pattern's order. Candidates are positions where the first three bytes of
/// some alternative appear, tested 16 positions at a time with SSE2 on x86-64 (each distinct
/// prefix once); each candidate is then compared with the alternatives in order.
struct _LiteralSetMatcher: Sendable {
    /// The alternatives in the pattern's order, none empty.
    let alternatives: [[UInt8]]
    /// Up to three bytes from the start of each distinct alternative, at offsets 0, 1 and 2;
    /// a missing byte is a `0xFF` value with a `0xFF` fold, which every byte passes.
    private let prefixes: [[_ProbeScanner.Probe]]
    private let shortest: Int
    /// The alternatives end to end, and their lengths, for comparing without retaining each.
    private let joined: [UInt8]
    private let lengths: [Int]
    /// Each prefix's probes as six 16-byte rows (value, fold; three times), for the SIMD scan.
    private let splats: [UInt8]

    /// The most alternatives searched this way; longer sets are left to PCRE2.
    static let maximumCount = 8

    init?(alternatives: [[UInt8]]) {
        guard (1...Self.maximumCount).contains(alternatives.count), alternatives.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.alternatives = alternatives
        shortest = alternatives.map(\.count).min()!
        joined = alternatives.flatMap { $0 }
        lengths = alternatives.map(\.count)
        var prefixes: [[_ProbeScanner.Probe]] = []
        for alternative in alternatives {
            let prefix = (0..<3).map { offset in
                offset < alternative.count
                    ? _ProbeScanner.Probe(offset: offset, value: alternative[offset], fold: 0)
                    : _ProbeScanner.Probe(offset: offset, value: 0xFF, fold: 0xFF)
            }
            if !prefixes.contains(where: { $0.map(\.value) == prefix.map(\.value) && $0.map(\.fold) == prefix.map(\.fold) }) {
                prefixes.append(prefix)
            }
        }
        self.prefixes = prefixes
        splats = prefixes.flatMap { prefix in
            prefix.flatMap { [UInt8](repeating: $0.value, count: 16) + [UInt8](repeating: $0.fold, count: 16) }
        }
    }

    /// Calls `body` with each match in `range` that `rules` accept, in order; `body` returns
    /// false to stop. A match the rules refuse moves the search one character on, as PCRE2 does.
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, rules: _MatchRules, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        guard let base = text.baseAddress else { return }
        var position = range.lowerBound
        let end = range.upperBound
        var checkpoint = position
        while position + shortest <= end {
            if position >= checkpoint {
                if Task.isCancelled { throw CancellationError() }
                checkpoint = position + _LiteralMatcher.chunkSize
            }
            let candidate = nextCandidate(base, text.count, from: position, to: min(end - shortest + 1, checkpoint))
            guard let candidate else {
                position = min(end - shortest + 1, checkpoint)
                continue
            }
            guard let length = alternativeLength(at: candidate, base, end) else {
                position = candidate + 1
                continue
            }
            guard rules.accepts(text, candidate, candidate + length) else {
                position = candidate + _UTF8Walk.length(ofLead: base[candidate])
                continue
            }
            if !body(candidate..<(candidate + length)) { return }
            position = candidate + length
        }
    }

    /// The length of the first alternative spelled at `start` and ending by `end`, if any.
    @inline(__always)
    private func alternativeLength(at start: Int, _ base: UnsafePointer<UInt8>, _ end: Int) -> Int? {
        joined.withUnsafeBufferPointer { joined in
            var offset = 0
            for length in lengths {
                defer { offset += length }
                guard start + length <= end else { continue }
                var index = 0
                while index < length, base[start + index] == joined[offset + index] { index += 1 }
                if index == length { return length }
            }
            return nil
        }
    }

    /// The first position in `start..<limit` where some prefix appears, or nil.
    @inline(__always)
    private func nextCandidate(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int, to limit: Int) -> Int? {
        var position = start
        #if arch(x86_64)
        let raw = UnsafeRawPointer(base)
        if prefixes.count <= 2 {
            // Two prefixes (the first repeated when alone), held in registers, 32 positions a step.
            let second = prefixes.count == 2 ? 1 : 0
            func splat(_ prefix: Int, _ offset: Int) -> (value: __m128i, fold: __m128i) {
                let probe = prefixes[prefix][offset]
                return (_mm_set1_epi8(CChar(bitPattern: probe.value)), _mm_set1_epi8(CChar(bitPattern: probe.fold)))
            }
            let a0 = splat(0, 0), a1 = splat(0, 1), a2 = splat(0, 2)
            let c0 = splat(second, 0), c1 = splat(second, 1), c2 = splat(second, 2)
            @inline(__always) func mask(_ offset: Int) -> UInt32 {
                let b0 = _mm_loadu_si128((raw + offset).assumingMemoryBound(to: __m128i.self))
                let b1 = _mm_loadu_si128((raw + offset + 1).assumingMemoryBound(to: __m128i.self))
                let b2 = _mm_loadu_si128((raw + offset + 2).assumingMemoryBound(to: __m128i.self))
                let first = _mm_and_si128(
                    _mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(b0, a0.fold), a0.value), _mm_cmpeq_epi8(_mm_or_si128(b1, a1.fold), a1.value)),
                    _mm_cmpeq_epi8(_mm_or_si128(b2, a2.fold), a2.value))
                let other = _mm_and_si128(
                    _mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(b0, c0.fold), c0.value), _mm_cmpeq_epi8(_mm_or_si128(b1, c1.fold), c1.value)),
                    _mm_cmpeq_epi8(_mm_or_si128(b2, c2.fold), c2.value))
                return UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_or_si128(first, other)))
            }
            // Loads reach 34 bytes past `position`.
            while position < limit, position + 34 <= count {
                var bits = mask(position) | mask(position + 16) << 16
                if limit - position < 32 { bits &= (UInt32(1) << UInt32(limit - position)) &- 1 }
                if bits != 0 { return position + bits.trailingZeroBitCount }
                position += 32
            }
        }
        let found: Int? = splats.withUnsafeBytes { splats in
            let vectors = splats.baseAddress!
            func vector(_ index: Int) -> __m128i { _mm_loadu_si128((vectors + 16 * index).assumingMemoryBound(to: __m128i.self)) }
            let prefixCount = prefixes.count
            // Loads reach 18 bytes past `position`.
            while position < limit, position + 18 <= count {
                let b0 = _mm_loadu_si128((raw + position).assumingMemoryBound(to: __m128i.self))
                let b1 = _mm_loadu_si128((raw + position + 1).assumingMemoryBound(to: __m128i.self))
                let b2 = _mm_loadu_si128((raw + position + 2).assumingMemoryBound(to: __m128i.self))
                var any = _mm_setzero_si128()
                var index = 0
                while index < prefixCount {
                    let first = 6 * index
                    let m0 = _mm_cmpeq_epi8(_mm_or_si128(b0, vector(first + 1)), vector(first))
                    let m1 = _mm_cmpeq_epi8(_mm_or_si128(b1, vector(first + 3)), vector(first + 2))
                    let m2 = _mm_cmpeq_epi8(_mm_or_si128(b2, vector(first + 5)), vector(first + 4))
                    any = _mm_or_si128(any, _mm_and_si128(_mm_and_si128(m0, m1), m2))
                    index += 1
                }
                var bits = UInt32(truncatingIfNeeded: _mm_movemask_epi8(any))
                if limit - position < 16 { bits &= (UInt32(1) << UInt32(limit - position)) &- 1 }
                if bits != 0 { return position + bits.trailingZeroBitCount }
                position += 16
            }
            return nil
        }
        if let found { return found }
        #endif
        while position < limit {
            let here = position
            if prefixes.contains(where: { prefix in
                prefix.allSatisfy { here + $0.offset >= count ? $0.fold == 0xFF : $0.accepts(base[here + $0.offset]) }
            }) {
                return position
            }
            position += 1
        }
        return nil
    }
}
