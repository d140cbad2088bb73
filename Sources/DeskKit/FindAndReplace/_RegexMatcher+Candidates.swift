import CPCRE2

extension _RegexMatcher {
    /// Runs PCRE2 anchored at each start a match could have before an occurrence of the
    /// required literal (``_RegexLiteral/Start``); false when `body` stopped.
    ///
    /// A match starting at or after `position` holds the literal at least `minimumLength`
    /// bytes after its start, with only bytes of `start.bytes` before it; so with the next
    /// occurrence at or after `position + minimumLength` found, every start before the run of
    /// such bytes that ends at the occurrence is ruled out (a later occurrence's run either is
    /// the same run or begins after this occurrence), and the starts within the run that can
    /// begin a match are tried one by one, leftmost first, as PCRE2 alone tries them. A start
    /// PCRE2 gives up on is skipped and reported, as in PCRE2 alone.
    ///
    /// With `locator`, each start first gets the locator's first-pass share of the budget; one
    /// that needs more is decided by PCRE2's DFA matcher when it can (``_FailureLocator/decided(_:end:at:options:)``),
    /// else tried again with the whole budget. Without a literal, the occurrences are the pair
    /// of classes' (``_ClassPair``), `start` telling what lies before its first byte, and a
    /// start the pattern's ``_ClassSequence`` decides is not given to PCRE2 (for literals,
    /// PCRE2's own checks measured as fast).
    func searchCandidates(
        _ start: _RegexLiteral.Start, anchored: OpaquePointer, _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ matchData: OpaquePointer?, _ locator: _FailureLocator?, _ shortfall: inout TextSearchPattern.Shortfall,
        _ skipped: (Int) -> Void, _ body: (Range<Int>, _RegexGroups) -> Bool
    ) throws(CancellationError) -> Bool {
        guard prefilter != nil || pairScan != nil else { return true }
        let base = text.baseAddress!
        let end = range.upperBound
        let options = UInt32(PCRE2_NOTEMPTY)
        let minimumLength = start.minimumLength
        // The first pass's share of the budget, where the DFA matcher can decide what exceeds it.
        let firstPass = program.allowsDFA ? locator?.firstPassContext : nil
        // A match the class sequence decided, reported through its own ovector.
        let decided = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        defer { decided.deallocate() }
        // Every start before this was tried, or ruled out.
        var position = range.lowerBound
        var stopped = false
        guard position + minimumLength < end else { return true }
        try start.table.withUnsafeBufferPointer { (table) throws(CancellationError) in
            func visit(_ occurrence: Int) -> Int? {
                // Back over the run before the occurrence, noting the leftmost byte that can begin
                // a match: in most runs there is none, and nothing is tried.
                let last = occurrence - minimumLength
                var candidate = last + 1
                if minimumLength == 0, table[Int(base[last])] & 2 != 0 { candidate = last }
                var index = occurrence - 1
                while index >= position {
                    let kind = table[Int(base[index])]
                    guard kind & 1 != 0 else { break }
                    if kind & 2 != 0, index <= last { candidate = index }
                    index -= 1
                }
                while candidate <= last {
                    let byte = base[candidate]
                    guard byte & 0xC0 != 0x80, table[Int(byte)] & 2 != 0 else {
                        candidate += 1
                        continue
                    }
                    var result: Int32
                    var ovector: UnsafeMutablePointer<Int>
                    switch pairScan != nil ? program.sequence?.decide(base, end: end, at: candidate) : nil {
                    case .noMatch?:
                        candidate += 1
                        continue
                    case let .match(matchEnd)?:
                        (decided[0], decided[1]) = (candidate, matchEnd)
                        (result, ovector) = (1, decided)
                    default:
                        result = pcre2_jit_match_8(anchored, base, end, candidate, options, matchData, firstPass)
                        ovector = pcre2_get_ovector_pointer_8(matchData)!
                        if let locator, firstPass != nil, _FailureLocator.gaveUp(result) {
                            switch locator.decided(base, end: end, at: candidate, options: options) {
                            case .noMatch?:
                                result = PCRE2_ERROR_NOMATCH
                            case .matched?:
                                result = 1
                                ovector = locator.dfaOvector!
                            default:
                                result = pcre2_jit_match_8(anchored, base, end, candidate, options, matchData, nil)
                            }
                        }
                    }
                    if result >= 0 {
                        let matchEnd = ovector[1]
                        if rules.accepts(text, candidate, matchEnd) {
                            if !body(candidate..<matchEnd, _RegexGroups(ovector: ovector, count: Int(result))) {
                                stopped = true
                                return nil
                            }
                            position = matchEnd
                            return max(occurrence + 1, matchEnd + minimumLength)
                        }
                    } else if _FailureLocator.gaveUp(result) {
                        shortfall.record(candidate)
                        skipped(candidate)
                    }
                    candidate += 1
                }
                position = max(position, last + 1)
                return occurrence + 1
            }
            let occurrences = (position + minimumLength)..<end
            if let prefilter {
                try prefilter.forEachOccurrence(in: text, range: occurrences, visit)
            } else {
                try pairScan?.forEachOccurrence(in: text, range: occurrences, visit)
            }
        }
        return !stopped
    }
}
