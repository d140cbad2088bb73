internal import CDeskKitScan
import Foundation

/// Finds a query byte for byte: the search used when no folding option is on.
///
/// Candidates come from two of the needle's bytes compared together in one vector pass
/// (`deskkit_pair_find`), the two rarest in the text searched: by a background table drawn
/// from varied real text, corrected by a 64 KB sample of large texts. Where the pair stops
/// paying, the C library's `memmem` takes over for a stretch.
struct _LiteralMatcher: Sendable {
    let needle: [UInt8]
    let rules: _MatchRules

    /// Bytes scanned between cancellation checks.
    static let chunkSize = 1 << 20
    /// Texts at least this long have their probe bytes chosen by a sample of their own.
    static let sampledTextSize = 1 << 20
    /// How much of a large text the sample holds.
    static let sampleSize = 64 << 10

    init(needle: [UInt8], rules: _MatchRules) {
        precondition(!needle.isEmpty)
        self.needle = needle
        self.rules = rules
    }

    /// Calls `body` with a pair scan set up for the needle over `range` of `text`, and the
    /// needle's bytes (which the scan borrows).
    private func withPairScan<Result>(
        _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ body: (inout deskkit_pair_scan) throws(CancellationError) -> Result
    ) throws(CancellationError) -> Result {
        try needle.withUnsafeBufferPointer { (needleBytes) throws(CancellationError) -> Result in
            var scan = deskkit_pair_scan()
            if range.count >= _LiteralMatcher.sampledTextSize, let base = text.baseAddress {
                let sampleStart = range.lowerBound + (range.count - _LiteralMatcher.sampleSize) / 2
                deskkit_pair_choose(needleBytes.baseAddress, nil, needle.count, base + sampleStart, _LiteralMatcher.sampleSize, &scan)
            } else {
                deskkit_pair_choose(needleBytes.baseAddress, nil, needle.count, nil, 0, &scan)
            }
            return try body(&scan)
        }
    }

    /// Calls `body` with each match in `range`, in order; `body` returns false to stop.
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        guard let base = text.baseAddress, needle.count <= range.count else { return }
        let length = needle.count
        let lastStart = range.upperBound - length
        try withPairScan(text, range) { (scan) throws(CancellationError) in
            var chunkStart = range.lowerBound
            while chunkStart <= lastStart {
                if Task.isCancelled { throw CancellationError() }
                let chunkEnd = min(lastStart + 1, chunkStart + _LiteralMatcher.chunkSize)
                let reach = chunkEnd - 1 + length
                var position = chunkStart
                while true {
                    let found = deskkit_pair_find(base, position, reach, &scan)
                    guard found >= 0 else { break }
                    guard rules.accepts(text, found, found + length) else {
                        position = found + 1
                        continue
                    }
                    if !body(found..<(found + length)) { return }
                    position = found + length
                }
                chunkStart = max(chunkEnd, position)
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
        try withPairScan(text, range) { (scan) throws(CancellationError) in
            var chunkStart = range.lowerBound
            while chunkStart <= lastStart {
                if Task.isCancelled { throw CancellationError() }
                let chunkEnd = min(lastStart + 1, chunkStart + _LiteralMatcher.chunkSize)
                let reach = chunkEnd - 1 + length
                var position = chunkStart
                while true {
                    let found = deskkit_pair_find(base, position, reach, &scan)
                    guard found >= 0 else { break }
                    guard let next = body(found) else { return }
                    position = next
                }
                chunkStart = max(chunkEnd, position)
            }
        }
    }
}
