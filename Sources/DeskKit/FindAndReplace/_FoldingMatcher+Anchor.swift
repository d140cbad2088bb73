internal import CDeskKitScan

extension _FoldingMatcher {
    /// The search by a run every match spells as it is (see ``_LiteralAnchor``): the pair scan
    /// finds the run, and the starts that can reach it are checked scalar by scalar.
    ///
    /// Each scalar before the run in a match adds at least one byte of the query's keys and has
    /// at most four bytes, so a match starts at most `4 * offset` bytes before its run. Runs are
    /// found in order, so trying the starts in reach of each, from where the last left off,
    /// tries every start once and in order.
    func forEachMatchAroundAnchor(
        _ anchor: _LiteralAnchor, in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        let base = text.baseAddress!
        var scan = _FoldingScan(
            verifier: _FoldingVerifier(folding: folding, needle: foldedNeedle, text: text, limit: range.upperBound),
            rules: rules, nextAllowed: range.lowerBound)
        let length = anchor.bytes.count
        let reach = 4 * anchor.offset
        let asciiKeys = folding.asciiKeys
        let firstKey = foldedNeedle[0]
        // Starts before this were tried already.
        var tried = range.lowerBound
        try anchor.forEachOccurrence(in: text, range: range) { run in
            if anchor.isWholeQuery {
                // The run is the match, byte for byte: its scalars are the query's keys.
                let matched = scan.report(text, run, run + length, body)
                return scan.stop ? nil : matched ? scan.nextAllowed : run + 1
            }
            var start = max(tried, scan.nextAllowed, run - reach)
            while start <= run, !scan.stop {
                let lead = base[start]
                if lead & 0xC0 == 0x80 || lead < 0x80 && asciiKeys[Int(lead)] != firstKey { start += 1; continue }
                if scan.tryStart(text, start, body) { start = scan.nextAllowed } else { start += 1 }
            }
            tried = max(tried, start)
            // The next match starts at or after `tried`, and its run no earlier.
            return scan.stop ? nil : max(run + 1, tried)
        }
    }
}

extension _LiteralAnchor {
    /// Which loop of the pair scan runs: the processor's best, or one named so tests reach each.
    enum ScanPath: Int32, Sendable {
        case automatic = 0, sse2 = 1, scalar = 2
    }

    /// Calls `body` with the start of each occurrence of the run lying in `range`, in order;
    /// `body` returns where to look for the next (overlapping ones are found too), or nil to stop.
    /// Scalars before a run may be shorter than their keys (a precomposed "ñ"), so a run may
    /// lie anywhere in the range.
    func forEachOccurrence(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, path: ScanPath = .automatic, _ body: (Int) -> Int?
    ) throws(CancellationError) {
        guard let base = text.baseAddress, bytes.count <= range.count else { return }
        let lastRun = range.upperBound - bytes.count
        try withPairScan(text, range, path: path) { (pair) throws(CancellationError) in
            var chunkStart = range.lowerBound
            while chunkStart <= lastRun {
                if Task.isCancelled { throw CancellationError() }
                let chunkEnd = min(lastRun + 1, chunkStart + _LiteralMatcher.chunkSize)
                var position = chunkStart
                while true {
                    let found = deskkit_pair_find(base, position, chunkEnd - 1 + bytes.count, &pair)
                    guard found >= 0 else { break }
                    guard let next = body(Int(found)) else { return }
                    position = next
                }
                chunkStart = max(chunkEnd, position)
            }
        }
    }

    /// Calls `body` with a pair scan set up for the run over `range` of `text`, its probes
    /// chosen by a sample of large texts as the literal search's are.
    func withPairScan<Result>(
        _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, path: ScanPath,
        _ body: (inout deskkit_pair_scan) throws(CancellationError) -> Result
    ) throws(CancellationError) -> Result {
        try bytes.withUnsafeBufferPointer { (needle) throws(CancellationError) -> Result in
            try folds.withUnsafeBufferPointer { (folds) throws(CancellationError) -> Result in
                var scan = deskkit_pair_scan()
                let foldBytes = isFolded ? folds.baseAddress : nil
                if range.count >= _LiteralMatcher.sampledTextSize, let base = text.baseAddress {
                    let sampleStart = range.lowerBound + (range.count - _LiteralMatcher.sampleSize) / 2
                    deskkit_pair_choose(needle.baseAddress, foldBytes, needle.count, base + sampleStart, _LiteralMatcher.sampleSize, &scan)
                } else {
                    deskkit_pair_choose(needle.baseAddress, foldBytes, needle.count, nil, 0, &scan)
                }
                scan.path = path.rawValue
                return try body(&scan)
            }
        }
    }
}
