import Foundation

/// Finds a query byte for byte: the search used when no folding option is on.
///
/// Candidates come from the needle's three rarest bytes (``_ProbeScanner``), or from `memchr` on
/// its rarest byte when that byte is rare enough to make `memchr`'s wide loop pay off.
struct _LiteralMatcher: Sendable {
    let needle: [UInt8]
    let rules: _MatchRules
    private let probes: (_ProbeScanner.Probe, _ProbeScanner.Probe, _ProbeScanner.Probe)
    private let usesMemchr: Bool

    /// Bytes scanned between cancellation checks.
    static let chunkSize = 1 << 20

    init(needle: [UInt8], rules: _MatchRules) {
        precondition(!needle.isEmpty)
        self.needle = needle
        self.rules = rules
        let positions = _ByteFrequency.rarestPositions(in: needle) { Int(_ByteFrequency.rank($0)) }
        func probe(_ offset: Int) -> _ProbeScanner.Probe { .init(offset: offset, value: needle[offset], fold: 0) }
        probes = (probe(positions.0), probe(positions.1), probe(positions.2))
        usesMemchr = _ByteFrequency.rank(needle[positions.0]) <= 75
    }

    /// Whether `length` bytes at `candidate` spell the needle; short needles are compared
    /// inline, since most candidates fail on the first byte or two and a call costs more.
    @inline(__always)
    private func equalsNeedle(_ candidate: UnsafePointer<UInt8>, _ needle: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length <= 16 else { return memcmp(candidate, needle, length) == 0 }
        var index = 0
        while index < length {
            if candidate[index] != needle[index] { return false }
            index += 1
        }
        return true
    }

    /// Calls `body` with each match in `range`, in order; `body` returns false to stop.
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        guard let base = text.baseAddress, needle.count <= range.count else { return }
        let length = needle.count
        let lastStart = range.upperBound - length
        try needle.withUnsafeBufferPointer { (needleBytes) throws(CancellationError) in
            let needleBase = needleBytes.baseAddress!
            var chunkStart = range.lowerBound
            while chunkStart <= lastStart {
                if Task.isCancelled { throw CancellationError() }
                let chunkEnd = min(lastStart + 1, chunkStart + _LiteralMatcher.chunkSize)
                var resume = chunkEnd
                var stop = false
                func check(_ candidate: Int) -> Int? {
                    guard equalsNeedle(base + candidate, needleBase, length),
                          rules.accepts(text, candidate, candidate + length) else { return nil }
                    if !body(candidate..<(candidate + length)) { stop = true }
                    return candidate + length
                }
                if usesMemchr {
                    var position = chunkStart + probes.0.offset
                    let limit = chunkEnd + probes.0.offset
                    while position < limit, !stop,
                          let hit = memchr(base + position, Int32(probes.0.value), limit - position) {
                        let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - probes.0.offset
                        if let next = check(candidate) {
                            position = next + probes.0.offset
                            resume = max(resume, next)
                        } else {
                            position = candidate + probes.0.offset + 1
                        }
                    }
                } else {
                    var scanner = _ProbeScanner(text, from: chunkStart, to: chunkEnd, probes: probes)
                    while !stop, let candidate = scanner.next() {
                        if let next = check(candidate) {
                            scanner.skip(to: next)
                            resume = max(resume, next)
                        }
                    }
                }
                if stop { return }
                chunkStart = resume
            }
        }
    }

    /// Calls `body` with the start of each occurrence of the needle in `range`, in order and
    /// whatever the match rules say; `body` returns where to look for the next one (after the
    /// occurrence; overlapping ones are found too), or nil to stop.
    func forEachOccurrence(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Int) -> Int?
    ) throws(CancellationError) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        guard let base = text.baseAddress, needle.count <= range.count else { return }
        let length = needle.count
        let lastStart = range.upperBound - length
        try needle.withUnsafeBufferPointer { (needleBytes) throws(CancellationError) in
            let needleBase = needleBytes.baseAddress!
            var chunkStart = range.lowerBound
            while chunkStart <= lastStart {
                if Task.isCancelled { throw CancellationError() }
                let chunkEnd = min(lastStart + 1, chunkStart + _LiteralMatcher.chunkSize)
                var resume = chunkEnd
                if usesMemchr {
                    var position = chunkStart + probes.0.offset
                    let limit = chunkEnd + probes.0.offset
                    while position < limit, let hit = memchr(base + position, Int32(probes.0.value), limit - position) {
                        let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - probes.0.offset
                        guard equalsNeedle(base + candidate, needleBase, length) else {
                            position = candidate + probes.0.offset + 1
                            continue
                        }
                        guard let next = body(candidate) else { return }
                        position = next + probes.0.offset
                        resume = max(resume, next)
                    }
                } else {
                    var scanner = _ProbeScanner(text, from: chunkStart, to: chunkEnd, probes: probes)
                    while let candidate = scanner.next() {
                        guard equalsNeedle(base + candidate, needleBase, length) else { continue }
                        guard let next = body(candidate) else { return }
                        scanner.skip(to: next)
                        resume = max(resume, next)
                    }
                }
                chunkStart = resume
            }
        }
    }
}
