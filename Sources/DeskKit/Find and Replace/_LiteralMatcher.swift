import Foundation

/// Finds a query byte for byte: the search used when no folding option is on.
///
/// Candidates come from the needle's two rarest bytes (``_PairScanner``), or from `memchr` on
/// its rarest byte when that byte is rare enough to make `memchr`'s wide loop pay off.
struct _LiteralMatcher: Sendable {
    let needle: [UInt8]
    let rules: _MatchRules
    private let first: _PairScanner.Probe
    private let second: _PairScanner.Probe
    private let usesMemchr: Bool

    /// Bytes scanned between cancellation checks.
    static let chunkSize = 1 << 20

    init(needle: [UInt8], rules: _MatchRules) {
        precondition(!needle.isEmpty)
        self.needle = needle
        self.rules = rules
        let (rarest, next) = _ByteFrequency.rarestPair(in: needle) { Int(_ByteFrequency.rank($0)) }
        first = .init(offset: rarest, value: needle[rarest], fold: 0)
        second = .init(offset: next, value: needle[next], fold: 0)
        usesMemchr = _ByteFrequency.rank(needle[rarest]) <= 75
    }

    /// Calls `body` with each match in `range`, in order; `body` returns false to stop.
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
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
                    guard memcmp(base + candidate, needleBase, length) == 0,
                          rules.accepts(text, candidate, candidate + length) else { return nil }
                    if !body(candidate..<(candidate + length)) { stop = true }
                    return candidate + length
                }
                if usesMemchr {
                    var position = chunkStart + first.offset
                    let limit = chunkEnd + first.offset
                    while position < limit, !stop,
                          let hit = memchr(base + position, Int32(first.value), limit - position) {
                        let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - first.offset
                        if let next = check(candidate) {
                            position = next + first.offset
                            resume = max(resume, next)
                        } else {
                            position = candidate + first.offset + 1
                        }
                    }
                } else {
                    var scanner = _PairScanner(text, from: chunkStart, to: chunkEnd, first: first, second: second)
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
}
