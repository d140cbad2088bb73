internal import CDeskKitScan

/// Finds a regular expression that is only a few plain strings in alternation (`colour|color|hue`)
/// without running it: matches are exactly what PCRE2 reports for such a pattern.
///
/// PCRE2 takes the leftmost position where some alternative matches and, there, the first
/// alternative in the pattern's order. Candidates are positions where some alternative's two
/// rarest bytes (by the byte frequencies the pair scan uses) appear at their offsets, all
/// alternatives' pairs compared in one vector pass; each candidate is then compared with the
/// alternatives in order. Rare pairs keep candidates few where common prefixes (`uin`, `siz` in
/// C headers) would stop the scan every few bytes.
struct _LiteralSetMatcher: Sendable {
    /// The alternatives in the pattern's order, none empty.
    let alternatives: [[UInt8]]
    /// Each distinct alternative's rarest pair of bytes, at their offsets from its start.
    private let probes: [deskkit_set_probe]
    private let shortest: Int
    /// The alternatives end to end, and their lengths, for comparing without retaining each.
    private let joined: [UInt8]
    private let lengths: [Int]

    /// The most alternatives searched this way; longer sets are left to PCRE2.
    static let maximumCount = 8

    init?(alternatives: [[UInt8]]) {
        guard (1...Self.maximumCount).contains(alternatives.count), alternatives.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.alternatives = alternatives
        shortest = alternatives.map(\.count).min()!
        joined = alternatives.flatMap { $0 }
        lengths = alternatives.map(\.count)
        var probes: [deskkit_set_probe] = []
        for alternative in alternatives {
            var scan = deskkit_pair_scan()
            alternative.withUnsafeBufferPointer { deskkit_pair_choose($0.baseAddress, nil, $0.count, nil, 0, &scan) }
            let probe = deskkit_set_probe(
                first: scan.first, second: scan.second, first_value: alternative[scan.first], second_value: alternative[scan.second])
            if !probes.contains(where: {
                $0.first == probe.first && $0.second == probe.second && $0.first_value == probe.first_value && $0.second_value == probe.second_value
            }) {
                probes.append(probe)
            }
        }
        self.probes = probes
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

    /// The first position in `start..<limit` where some alternative's probe pair appears, or nil.
    @inline(__always)
    private func nextCandidate(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int, to limit: Int) -> Int? {
        guard start < limit else { return nil }
        let found = probes.withUnsafeBufferPointer { probes in
            deskkit_set_probes_find(base, count, start, limit, probes.baseAddress, probes.count)
        }
        return found < 0 ? nil : found
    }
}
