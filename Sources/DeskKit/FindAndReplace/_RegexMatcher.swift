import CPCRE2
import Foundation

/// Runs a ``_RegexProgram`` over UTF-8 text, reporting non-empty matches in order.
///
/// A search covers the text in windows of starting positions (PCRE2's offset limit), so
/// cancellation is checked between windows even where no match occurs for megabytes. The
/// subject ends at the searched range's end, so a match never runs past it.
///
/// When a literal starts every match of a pattern that may cross lines, PCRE2 runs anchored at
/// its occurrences alone, the subject ending at the range's end as before.
///
/// When the pattern has a required literal (``_RegexLiteral``) and cannot match a line feed,
/// the literal is found first with the literal search and PCRE2 runs only over the lines that
/// hold it: no match can lie anywhere else, and within such a line PCRE2 finds what it would
/// have found searching the whole text, so the results are the same. When the pattern also
/// tells where a match can start before the literal, PCRE2 runs anchored at those starts
/// alone (see `searchCandidates`).
struct _RegexMatcher: Sendable {
    let program: _RegexProgram
    let rules: _MatchRules
    /// Finds the pattern's required literal; nil when the pattern has none.
    let prefilter: _LiteralMatcher?
    /// Where matches can start before the literal, when the pattern tells and the program has
    /// its anchored code: the search then tries those starts alone.
    let literalStart: _RegexLiteral.Start?
    /// Finds the whole pattern when it is only plain strings in alternation; nil otherwise.
    let literalSet: _LiteralSetMatcher?
    /// Whether matches may cross lines, the literal starting each: every search then tries the
    /// occurrences alone (see `searchCandidates`).
    let literalCrossesLines: Bool
    /// Finds two classes side by side in every match, when the pattern has no literal but is a
    /// ``_ClassSequence`` with a rare pair; ``literalStart`` then tells where matches start before it.
    let pairScan: _ClassPair?

    /// A matcher running `program`, helped by `literal` and `literalSet` when given (nil for
    /// PCRE2 alone).
    init(program: _RegexProgram, rules: _MatchRules, literal: _RegexLiteral?, literalSet: _LiteralSetMatcher? = nil) {
        self.program = program
        self.rules = rules
        self.literalSet = literalSet
        // A literal of a pattern crossing lines needs the anchored code: there are no lines to search.
        let usable = literal.flatMap { !$0.crossesLines || program.anchoredCode != nil ? $0 : nil }
        prefilter = usable.map { _LiteralMatcher(needle: $0.bytes, rules: _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)) }
        if usable == nil, program.anchoredCode != nil, let pair = program.sequence?.pair {
            pairScan = pair
            literalStart = pair.start
            // No lines to sample or search by when a match may hold a line feed (`[A-Z]\s+[0-9]`).
            literalCrossesLines = !_RegexLiteral.staysWithinLines(program.pattern)
        } else {
            pairScan = nil
            literalStart = program.anchoredCode != nil ? usable?.start : nil
            literalCrossesLines = usable?.crossesLines ?? false
        }
    }

    /// Starting positions tried between cancellation checks.
    static let windowSize = 1 << 20

    /// Calls `body` with each match and its groups' byte ranges (group 0 first; nil when a group
    /// did not take part); `body` returns false to stop.
    ///
    /// Where PCRE2 gives up on a starting position (its backtracking, depth or heap limit), that
    /// one position is skipped and the search goes on after it; the skipped positions are
    /// returned, so the caller can say that part of the text was not searched, and each is passed
    /// to `skipped` as it happens, so the caller can say so at once. With `rangesOnly`, the caller
    /// reads no group but the whole match, so a start PCRE2's DFA matcher finds exactly one end
    /// for is reported without backtracking there (see ``_DFADecider``).
    @discardableResult
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, rangesOnly: Bool = false, skipped: (Int) -> Void = { _ in },
        _ body: (Range<Int>, _RegexGroups) -> Bool
    ) throws(CancellationError) -> TextSearchPattern.Shortfall {
        var shortfall = TextSearchPattern.Shortfall()
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        // PCRE2 reads the subject as UTF-8 without checking it (JIT matching never checks).
        assert(String(validating: text, as: UTF8.self) != nil, "a regular expression searches valid UTF-8 only")
        guard !range.isEmpty, text.baseAddress != nil else { return shortfall }
        if let literalSet {
            var ovector = (0, 0)
            try withUnsafeMutablePointer(to: &ovector) { (pair) throws(CancellationError) in
                let slots = UnsafeMutableRawPointer(pair).assumingMemoryBound(to: Int.self)
                try literalSet.forEachMatch(in: text, range: range, rules: rules) { match in
                    slots[0] = match.lowerBound
                    slots[1] = match.upperBound
                    return body(match, _RegexGroups(ovector: slots, count: 1))
                }
            }
            return shortfall
        }
        let context = pcre2_match_context_create_8(nil)
        let matchData = pcre2_match_data_create_from_pattern_8(program.code, nil)
        let locator = program.lineBoundedCode != nil || program.locatesFailuresInWindows ? _FailureLocator(program, rangesOnly: rangesOnly) : nil
        defer {
            pcre2_match_data_free_8(matchData)
            pcre2_match_context_free_8(context)
        }
        guard prefilter != nil || pairScan != nil else {
            _ = try searchSpan(text, range, context, matchData, locator, &shortfall, skipped, body)
            return shortfall
        }
        // Matches crossing lines leave no lines to sample or search by: PCRE2 runs anchored at
        // each occurrence of the literal, with the subject reaching the range's end.
        if literalCrossesLines, let literalStart, let anchored = program.anchoredCode {
            _ = try searchCandidates(literalStart, anchored: anchored, text, range, matchData, locator, &shortfall, skipped, body)
            return shortfall
        }
        // Which way is faster depends on how often the literal occurs and how much PCRE2's own
        // start-up optimisations already skip, so the two take turns on samples of whole lines
        // (where either may stop and the other go on), twice each, and the faster searches the
        // rest; each way's better time counts, so a pause of the thread does not decide. When
        // the first turns already differ twofold, the second round is left out: a sample the
        // slower way costs as much as several the faster.
        var position = range.lowerBound
        var usesLiteral = true
        let sample = _RegexMatcher.sampleSize
        if range.count >= 16 * sample {
            let clock = ContinuousClock()
            var best: (literal: Duration, plain: Duration) = (.seconds(1_000), .seconds(1_000))
            for turn in 0..<4 {
                let end = lineEnd(after: position + sample, in: text, limit: range.upperBound)
                let start = clock.now
                if turn % 2 == 0 {
                    guard try searchWithLiteral(text, position..<end, context, matchData, locator, &shortfall, skipped, body) else { return shortfall }
                    best.literal = min(best.literal, (clock.now - start) / max(1, end - position))
                } else {
                    guard try searchSpan(text, position..<end, context, matchData, locator, &shortfall, skipped, body) else { return shortfall }
                    best.plain = min(best.plain, (clock.now - start) / max(1, end - position))
                }
                position = end
                if turn == 1, best.literal * 2 < best.plain || best.plain * 2 < best.literal { break }
            }
            usesLiteral = best.literal <= best.plain
        }
        guard position < range.upperBound else { return shortfall }
        if usesLiteral {
            _ = try searchWithLiteral(text, position..<range.upperBound, context, matchData, locator, &shortfall, skipped, body)
        } else {
            _ = try searchSpan(text, position..<range.upperBound, context, matchData, locator, &shortfall, skipped, body)
        }
        return shortfall
    }

    /// Bytes of text each way is timed on before choosing.
    static let sampleSize = 1 << 18

    /// The position just after the first line feed at or after `position`, or `limit`.
    private func lineEnd(after position: Int, in text: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        guard position < limit, let base = text.baseAddress,
              let newline = memchr(base + position, 0x0A, limit - position) else { return limit }
        return base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
    }

    /// Searches `range` with the help of the literal (or the pair of classes): from its
    /// occurrences to the starts before them when the pattern tells where those are, else over
    /// the lines holding it; false when `body` stopped.
    private func searchWithLiteral(
        _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ context: OpaquePointer?, _ matchData: OpaquePointer?, _ locator: _FailureLocator?,
        _ shortfall: inout TextSearchPattern.Shortfall, _ skipped: (Int) -> Void, _ body: (Range<Int>, _RegexGroups) -> Bool
    ) throws(CancellationError) -> Bool {
        if let literalStart, let anchored = program.anchoredCode {
            return try searchCandidates(literalStart, anchored: anchored, text, range, matchData, locator, &shortfall, skipped, body)
        }
        guard let prefilter else { return try searchSpan(text, range, context, matchData, locator, &shortfall, skipped, body) }
        return try searchLines(holding: prefilter, text, range, context, matchData, locator, &shortfall, skipped, body)
    }

    /// Runs PCRE2 over the lines of `range` that hold the literal; false when `body` stopped.
    private func searchLines(
        holding prefilter: _LiteralMatcher, _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ context: OpaquePointer?, _ matchData: OpaquePointer?, _ locator: _FailureLocator?,
        _ shortfall: inout TextSearchPattern.Shortfall, _ skipped: (Int) -> Void, _ body: (Range<Int>, _RegexGroups) -> Bool
    ) throws(CancellationError) -> Bool {
        let base = text.baseAddress!
        var position = range.lowerBound
        while position < range.upperBound {
            var candidate: Int?
            try prefilter.forEachMatch(in: text, range: position..<range.upperBound) { found in
                candidate = found.lowerBound
                return false
            }
            guard let candidate else { return true }
            let lineStart = _ASCIIScan.lastIndex(of: 0x0A, in: text, from: position, to: candidate).map { $0 + 1 } ?? position
            let afterLiteral = candidate + prefilter.needle.count
            var lineEnd = range.upperBound
            if afterLiteral < range.upperBound, let newline = memchr(base + afterLiteral, 0x0A, range.upperBound - afterLiteral) {
                lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            }
            guard try searchSpan(text, lineStart..<lineEnd, context, matchData, locator, &shortfall, skipped, body) else { return false }
            position = lineEnd + 1
        }
        return true
    }

    /// Where the stretch from `position` to search with one code ends (at most `end`, after a
    /// line feed or at `end`), and whether it is whole lines of ASCII for ``_RegexProgram/asciiLineCode``.
    ///
    /// The ASCII code also needs the character before `position` to be ASCII, since `\b` looks
    /// at it; a line holding other characters is searched with the Unicode code to its end.
    private func segment(from position: Int, to end: Int, in text: UnsafeBufferPointer<UInt8>) -> (end: Int, isASCII: Bool) {
        guard program.asciiLineCode != nil else { return (end, false) }
        let base = text.baseAddress!
        if position == 0 || base[position - 1] < 0x80 {
            let dirty = _ASCIIScan.firstNonASCII(in: text, from: position, to: end)
            if dirty == end { return (end, true) }
            if let newline = _ASCIIScan.lastIndex(of: 0x0A, in: text, from: position, to: dirty) { return (newline + 1, true) }
            return (lineEnd(after: dirty, in: text, limit: end), false)
        }
        return (lineEnd(after: position, in: text, limit: end), false)
    }

    /// Searches `range` with PCRE2, the subject ending at its end; false when `body` stopped.
    /// The line-bounded code runs through `locator` (see ``_FailureLocator``).
    private func searchSpan(
        _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ context: OpaquePointer?, _ matchData: OpaquePointer?,
        _ locator: _FailureLocator?, _ shortfall: inout TextSearchPattern.Shortfall, _ skipped: (Int) -> Void, _ body: (Range<Int>, _RegexGroups) -> Bool
    ) throws(CancellationError) -> Bool {
        let subject = text.baseAddress!
        let length = range.upperBound
        let options = UInt32(PCRE2_NOTEMPTY)
        var position = range.lowerBound
        // How many bytes past `position` a start may lie; shrunk to narrow down a position
        // PCRE2 gives up on, grown again while searching goes well.
        var reach = _RegexMatcher.windowSize
        // Once a wide window failed: the first failing start lies at or before this.
        var failureBound: Int?
        // The last start the current window allows; -1 to open a new window. Cancellation is
        // checked and the offset limit set once a window, not once a match.
        var windowEnd = -1
        // The end of the current chunk of whole lines for the line-bounded code, or -1.
        var chunkEnd = -1
        // The end of the stretch of the chunk searched with one code, and whether that is the
        // ASCII code (the stretch being whole lines of ASCII).
        var segmentEnd = -1
        var segmentIsASCII = false
        // After the line-bounded code gave up on several lines without the locator: below
        // this, it searches a line at a time, to find the line it gives up on.
        var lineModeEnd = -1
        while position < length {
            if let fastCode = program.lineBoundedCode, failureBound == nil, reach == _RegexMatcher.windowSize {
                if position >= chunkEnd {
                    if Task.isCancelled { throw CancellationError() }
                    let from = min(length, position + _RegexMatcher.windowSize)
                    chunkEnd = length
                    if from < length, let newline = memchr(subject + from, 0x0A, length - from) {
                        chunkEnd = subject.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                    }
                }
                if position >= segmentEnd {
                    (segmentEnd, segmentIsASCII) = segment(from: position, to: chunkEnd, in: text)
                }
                let code = segmentIsASCII ? program.asciiLineCode.unsafelyUnwrapped : fastCode
                var subjectEnd = segmentEnd
                if position < lineModeEnd { subjectEnd = lineEnd(after: position, in: text, limit: segmentEnd) }
                var result: Int32
                if let locator, !locator.unavailable {
                    result = pcre2_jit_match_8(code, subject, subjectEnd, position, options, matchData, locator.firstPassContext)
                    if _FailureLocator.gaveUp(result) {
                        // A start needed more than the first pass's share: find which, and try
                        // it with the whole budget, so the caller learns at once if and where
                        // the search will be incomplete.
                        let outcome = locator.match(subject, end: subjectEnd, from: position, options: options, matchData)
                        switch follow(outcome, of: locator, in: text, &shortfall, skipped, body) {
                        case let .result(searched): result = searched
                        case let .resume(at): position = at; continue
                        case .stop: return false
                        case .searchWithWholeBudget:
                            result = pcre2_jit_match_8(code, subject, subjectEnd, position, options, matchData, nil)
                        }
                    }
                } else {
                    result = pcre2_jit_match_8(code, subject, subjectEnd, position, options, matchData, nil)
                }
                if result == PCRE2_ERROR_NOMATCH || result == PCRE2_ERROR_PARTIAL {
                    position = subjectEnd
                    continue
                }
                if result < 0 {
                    // A resource limit. Over several lines: find the line, a line at a time
                    // (each try that gives up costs PCRE2's whole budget, so halving a wide
                    // window would cost many); within one line: narrow it down to the start
                    // with the offset-limited code.
                    if memchr(subject + position, 0x0A, max(0, subjectEnd - 1 - position)) != nil {
                        lineModeEnd = subjectEnd
                    } else {
                        failureBound = subjectEnd
                        reach = 0
                        windowEnd = -1
                    }
                    continue
                }
                let ovector = pcre2_get_ovector_pointer_8(matchData)!
                let start = ovector[0], end = ovector[1]
                guard rules.accepts(text, start, end) else {
                    position = start + _UTF8Walk.length(ofLead: subject[start])
                    continue
                }
                if !body(start..<end, _RegexGroups(ovector: ovector, count: Int(result))) { return false }
                position = end
                continue
            }
            if position > windowEnd {
                if Task.isCancelled { throw CancellationError() }
                windowEnd = min(length, _UTF8Walk.boundary(atOrAfter: position + reach, in: text))
                pcre2_set_offset_limit_8(context, windowEnd)
            }
            var result: Int32
            if program.isJITCompiled {
                // Without line-bounded code (a back-reference, a match across lines) each start
                // first gets the locator's share of the budget too, so a start PCRE2 gives up on
                // is named after about one budget, not after halving windows at a budget each.
                let windowLocator = program.locatesFailuresInWindows && failureBound == nil ? locator.flatMap { $0.unavailable ? nil : $0 } : nil
                if let windowLocator { pcre2_set_match_limit_8(context, windowLocator.firstPassLimit) }
                result = pcre2_jit_match_8(program.code, subject, length, position, options, matchData, context)
                if let windowLocator {
                    pcre2_set_match_limit_8(context, _FailureLocator.budget)
                    if _FailureLocator.gaveUp(result) {
                        // Searched through the window as the search would have: a match, or none in it.
                        let outcome = windowLocator.match(subject, end: length, from: position, options: options, offsetLimit: windowEnd, matchData)
                        switch follow(outcome, of: windowLocator, in: text, &shortfall, skipped, body) {
                        case let .result(searched): result = searched
                        case let .resume(at): position = at; continue
                        case .stop: return false
                        case .searchWithWholeBudget:
                            result = pcre2_jit_match_8(program.code, subject, length, position, options, matchData, context)
                        }
                    }
                }
            } else {
                result = pcre2_match_8(program.code, subject, length, position, options | UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
            }
            if result == PCRE2_ERROR_NOMATCH || result == PCRE2_ERROR_PARTIAL {
                // Every start up to the window's end (inclusive) was tried.
                if windowEnd >= length { return true }
                position = windowEnd + _UTF8Walk.length(ofLead: subject[windowEnd])
                if let bound = failureBound, position <= bound {
                    reach = max(0, (bound - position) / 2)
                } else {
                    failureBound = nil
                    reach = min(_RegexMatcher.windowSize, reach * 2 + 1)
                }
                continue
            }
            guard result >= 0 else {
                // A resource limit: find the first start it comes from, trying the current
                // start alone first (the usual case), then halving the window.
                if windowEnd == position {
                    shortfall.record(position)
                    skipped(position)
                    failureBound = nil
                    position += _UTF8Walk.length(ofLead: subject[position])
                } else {
                    failureBound = windowEnd
                    reach = 0
                    windowEnd = -1
                }
                continue
            }
            let ovector = pcre2_get_ovector_pointer_8(matchData)!
            let start = ovector[0], end = ovector[1]
            if let bound = failureBound, bound <= start { failureBound = nil }
            guard rules.accepts(text, start, end) else {
                position = start + _UTF8Walk.length(ofLead: subject[start])
                continue
            }
            let groups = _RegexGroups(ovector: ovector, count: Int(result))
            if !body(start..<end, groups) { return false }
            position = end
        }
        return true
    }
}

extension _RegexMatcher {
    /// What a search does after the failure locator looked at a stretch its first pass gave up on.
    enum LocatedStep {
        /// PCRE2's result over the stretch, as if searched at once: a match (in the match
        /// data) or none.
        case result(Int32)
        /// Go on searching from this position (past a start decided or given up on).
        case resume(at: Int)
        /// The caller's body asked to stop.
        case stop
        /// The locator could not name the start: search the stretch with the whole budget.
        case searchWithWholeBudget
    }

    /// Acts on the locator's `outcome`: records and reports a start given up on, reports a
    /// match the DFA matcher decided, and says how the search goes on.
    func follow(
        _ outcome: _FailureLocator.Outcome?, of locator: _FailureLocator, in text: UnsafeBufferPointer<UInt8>,
        _ shortfall: inout TextSearchPattern.Shortfall, _ skipped: (Int) -> Void, _ body: (Range<Int>, _RegexGroups) -> Bool
    ) -> LocatedStep {
        let subject = text.baseAddress!
        switch outcome {
        case let .searched(result)?:
            return .result(result)
        case let .noMatch(start)?:
            return .resume(at: start + _UTF8Walk.length(ofLead: subject[start]))
        case let .gaveUp(start, _)?:
            shortfall.record(start)
            skipped(start)
            return .resume(at: start + _UTF8Walk.length(ofLead: subject[start]))
        case let .matched(found)?:
            guard rules.accepts(text, found.lowerBound, found.upperBound) else {
                return .resume(at: found.lowerBound + _UTF8Walk.length(ofLead: subject[found.lowerBound]))
            }
            return body(found, _RegexGroups(ovector: locator.dfaOvector!, count: 1)) ? .resume(at: found.upperBound) : .stop
        case nil:
            return .searchWithWholeBudget
        }
    }
}

/// The byte ranges of a match's groups, valid only during the callback that receives them.
struct _RegexGroups {
    let ovector: UnsafeMutablePointer<Int>
    /// How many groups the match reported (group 0 included).
    let count: Int

    subscript(group: Int) -> Range<Int>? {
        guard group < count else { return nil }
        let start = ovector[2 * group], end = ovector[2 * group + 1]
        guard start >= 0, start <= end else { return nil }
        return start..<end
    }
}
