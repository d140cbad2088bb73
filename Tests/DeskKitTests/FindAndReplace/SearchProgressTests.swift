@testable import DeskKit
import Foundation
import Testing

/// What a search tells its session while it is still running.
@MainActor
@Suite struct SearchProgressTests {
    /// Many documents on every core still reach the aggregator one document at a time, in the
    /// search's order (from the selection's document round to the one before it).
    @Test(arguments: [0, 37]) func documentsAreReportedInSearchOrder(first: Int) throws {
        var generator = SeededGenerator(seed: 0x0DE5 &+ UInt64(first))
        print("SearchProgressTests seed \(0x0DE5 &+ UInt64(first))")
        let documents = (0..<200).map { _ in
            TextSnapshot(bytes: Array(TrickyText.make(using: &generator, pieceCount: Int.random(in: 0...300, using: &generator)).utf8), version: 0)
        }
        let pattern = try TextSearchPattern("the")
        let order = Array(first..<documents.count) + Array(0..<first)
        let expected = try order.filter { try !pattern.matches(in: documents[$0].bytes).isEmpty }
        #expect(expected.count > 20)
        let base = _TextSearchAggregator { _, _, _ in }
        // Ranges are kept in the order reported: each document's together, in search order.
        try pattern.search(documents, identifiers: Array(documents.indices), from: first, reportingTo: UITextSearchAggregator<Int>(base))
        let reported = base.allFoundRanges.map { ($0 as! TextRange).byteRange }
        var offset = 0
        for index in expected {
            let matches = try pattern.matches(in: documents[index].bytes)
            #expect(Array(reported[offset..<min(reported.count, offset + matches.count)]) == matches, "document \(index)")
            offset += matches.count
        }
        #expect(offset == reported.count)
    }

    /// The aggregator's list of what is still found: reported ranges, in order, less those
    /// withdrawn one by one or all at once.
    @Test func allFoundRangesLeavesOutWithdrawnRanges() {
        let base = _TextSearchAggregator { _, _, _ in }
        let aggregator = UITextSearchAggregator<AnyHashable?>(base)
        let ranges = (0..<6).map { TextRange($0 * 10..<$0 * 10 + 3, version: 0) }
        base.foundRanges(Array(ranges[0..<3]), document: nil)
        aggregator.foundRange(ranges[3], searchString: "x", document: nil)
        base.foundRanges(Array(ranges[4...]), document: nil)
        aggregator.invalidateFoundRange(ranges[1], document: nil)
        aggregator.invalidateFoundRange(ranges[4], document: nil)
        #expect(aggregator.allFoundRanges.map { ($0 as! TextRange).byteRange } == [0..<3, 20..<23, 30..<33, 50..<53])
        aggregator.invalidate()
        #expect(aggregator.allFoundRanges.isEmpty)
        aggregator.foundRange(ranges[2], searchString: "x", document: nil)
        #expect(aggregator.allFoundRanges.map { ($0 as! TextRange).byteRange } == [20..<23])
    }

    /// A pattern that backtracks without end (with a back-reference, so the DFA matcher cannot
    /// decide for it) says so as soon as it first gives up, while the rest of the text is still
    /// being searched.
    @Test func tooComplexIsReportedBeforeTheSearchEnds() throws {
        var text = String(repeating: "a plain line of words\n", count: 20)
        text += String(repeating: "a", count: 36) + "b\n"
        let badLine = text.utf8.count
        text += String(repeating: "more data\n", count: 200)
        let bytes = Array(text.utf8)
        let pattern = try TextSearchPattern("(a|a?)+\\1$", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        let base = _TextSearchAggregator { _, _, _ in }
        let aggregator = UITextSearchAggregator<AnyHashable?>(base)
        var matchesAfterBadLine = 0
        var knownBeforeEnd = false
        let shortfall = try bytes.withUnsafeBufferPointer { (buffer) throws(CancellationError) in
            try pattern.forEachMatch(in: buffer, reportingProblemsTo: aggregator) { match in
                if match.lowerBound > badLine {
                    matchesAfterBadLine += 1
                    if base.hasPendingProblem { knownBeforeEnd = true }
                }
                return true
            }
        }
        #expect(!shortfall.isEmpty)
        #expect(matchesAfterBadLine > 0)
        #expect(knownBeforeEnd, "the problem was reported while matches after it were still coming")
    }

    /// Lines that make the regex give up, among many that do not: the line-at-a-time narrowing
    /// skips and finds exactly what the offset-limited code alone does (the DFA matcher, which
    /// would decide those lines, kept out).
    @Test func givingUpOnSeveralLinesMatchesTheOffsetLimitedCode() throws {
        var text = ""
        for line in 0..<400 {
            text += line % 97 == 13 ? String(repeating: "a", count: 36) + "b data\n" : "some data and a line \(line)\n"
        }
        let bytes = Array(text.utf8)
        let pattern = "(aa|a)+$|data"
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        func run(_ program: _RegexProgram) throws -> ([Range<Int>], TextSearchPattern.Shortfall) {
            var found: [Range<Int>] = []
            let shortfall = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                try _RegexMatcher(program: program, rules: rules, literal: nil).forEachMatch(in: text, range: 0..<text.count) { match, _ in
                    found.append(match)
                    return true
                }
            }
            return (found, shortfall)
        }
        let fast = try run(_RegexProgram(pattern: pattern, caseInsensitive: false, allowsDFA: false))
        let alone = try run(_RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false))
        #expect(fast.0 == alone.0)
        #expect(fast.1 == alone.1)
        #expect(!fast.1.isEmpty)
        #expect(fast.0.count == 400, "every line's \"data\"")
    }

    typealias RegexRun = (found: [Range<Int>], skipped: [Int], shortfall: TextSearchPattern.Shortfall)

    /// `pattern` over `text` with the line-bounded code and the failure locator (with the DFA
    /// matcher when `allowsDFA`), and with the offset-limited code alone: what each found, the
    /// starts each skipped, and the shortfall.
    private static func searchBothWays(_ pattern: String, in text: String, allowsDFA: Bool = false) throws -> (fast: RegexRun, alone: RegexRun) {
        let bytes = Array(text.utf8)
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        func run(_ program: _RegexProgram) throws -> RegexRun {
            var found: [Range<Int>] = []
            var skipped: [Int] = []
            let shortfall = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                try _RegexMatcher(program: program, rules: rules, literal: nil).forEachMatch(
                    in: text, range: 0..<text.count, skipped: { skipped.append($0) }) { match, _ in
                    found.append(match)
                    return true
                }
            }
            return (found, skipped, shortfall)
        }
        return (try run(_RegexProgram(pattern: pattern, caseInsensitive: false, allowsDFA: allowsDFA)),
                try run(_RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)))
    }

    /// Patterns the failure locator wraps, and those it must leave alone (a comment in extended
    /// mode or an open `\Q` quote could swallow its closing parenthesis): either way, the
    /// search skips and finds exactly what the offset-limited code alone does. With a
    /// back-reference or a match that may cross lines there is no line-bounded code, and the
    /// locator names the starts in the offset-limited search itself.
    @Test(arguments: ["(aa|a)+$|data", "data|(aa|a)+$", "(*UCP)(*NO_JIT)(aa|a)+$|data", "(*UCP)(aa|a)+$|data",
                      "(?x) (aa|a)+$ | data # a comment", "(?i)(AA|A)+$|DATA", "data|(aa|a)+$|\\Qdata",
                      "(aa|a)+\\1$|data", "data|(aa|a)+\\1$", "(aa|a)+\\s*$|data"])
    func locatingWhereTheRegexGaveUpMatchesTheOffsetLimitedCode(pattern: String) throws {
        if pattern.contains("\\1") || pattern.contains("\\s") {
            #expect(try _RegexProgram(pattern: pattern, caseInsensitive: false).locatesFailuresInWindows)
        }
        var text = ""
        for line in 0..<120 {
            text += line % 37 == 5 ? String(repeating: "a", count: 36) + "b data " + String(repeating: "a", count: 35) + "b\n" : "some data \(line)\n"
        }
        let (fast, alone) = try Self.searchBothWays(pattern, in: text)
        #expect(fast.0 == alone.0)
        #expect(fast.1 == alone.1, "each skipped start is passed on once, in order")
        #expect(fast.2 == alone.2)
        #expect(!fast.2.isEmpty)
        #expect(fast.1.count == fast.2.count)
    }

    /// Starts that need more backtracking than the locator's first pass allows but less than
    /// PCRE2's whole budget (runs of 22 to 28 `a`), some of which then match (`aaaa`), beside
    /// starts that exceed the budget (36 and 37): found and skipped exactly as the offset-limited
    /// code alone does, which always runs with the whole budget.
    @Test(arguments: ["(aa|a)+$|aaaa", "(aa|a)+$|data", "(aa|a)+\\1$|aaaa", "(aa|a)+\\s*$|data"])
    func slowStartsThatFinishMatchTheOffsetLimitedCode(pattern: String) throws {
        var text = ""
        for line in 0..<60 {
            let run = [22, 24, 26, 28, 36, 37][line % 6]
            text += line % 5 == 2 ? String(repeating: "a", count: run) + "b data\n" : "some data \(line)\n"
        }
        let (fast, alone) = try Self.searchBothWays(pattern, in: text)
        #expect(fast.0 == alone.0)
        #expect(fast.1 == alone.1)
        #expect(fast.2 == alone.2)
        #expect(!fast.2.isEmpty, "runs of 36 and 37 exceed the budget")
        #expect(fast.0.contains { $0.lowerBound < (fast.1.first ?? 0) } && fast.0.contains { $0.lowerBound > (fast.1.first ?? .max) },
                "matches both before and after the first place given up on")
    }

    /// With the DFA matcher, the starts the locator names on those lines are decided: no match
    /// starts there, so the search finds what the offset-limited code finds, with no place skipped.
    @Test(arguments: ["(aa|a)+$|data", "data|(aa|a)+$"])
    func theDFAMatcherDecidesTheStartsTheLocatorNames(pattern: String) throws {
        var text = ""
        for line in 0..<120 {
            text += line % 37 == 5 ? String(repeating: "a", count: 36) + "b data " + String(repeating: "a", count: 35) + "b\n" : "some data \(line)\n"
        }
        let (fast, alone) = try Self.searchBothWays(pattern, in: text, allowsDFA: true)
        #expect(fast.found == alone.found)
        #expect(fast.found.count == 120, "every line's \"data\"")
        #expect(fast.shortfall.isEmpty && fast.skipped.isEmpty)
        #expect(!alone.shortfall.isEmpty)
    }

    /// The callout goes after leading verbs and around the whole pattern, so alternatives keep
    /// their meaning; patterns whose end could swallow the closing parenthesis get none.
    @Test func theLocatorsPatternKeepsThePatternsMeaning() {
        #expect(_FailureLocator.patternWithCallout("a|b") == "(?C1)(?:a|b)")
        #expect(_FailureLocator.patternWithCallout("(*UCP)(*CRLF)a|b") == "(*UCP)(*CRLF)(?C1)(?:a|b)")
        #expect(_FailureLocator.patternWithCallout("(?i)a") == "(?C1)(?:(?i)a)")
        #expect(_FailureLocator.patternWithCallout("(?x)a # note") == nil)
        #expect(_FailureLocator.patternWithCallout("a(?-x)b") == nil)
        #expect(_FailureLocator.patternWithCallout("a\\Qb") == nil)
        #expect(_FailureLocator.patternWithCallout("(?<xs>a)\\k<xs>") == "(?C1)(?:(?<xs>a)\\k<xs>)")
    }
}
