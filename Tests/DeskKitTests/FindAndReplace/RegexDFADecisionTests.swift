@testable import DeskKit
import Foundation
import Testing

/// Starts where backtracking exceeds the first pass's budget are decided by PCRE2's DFA matcher
/// when it can: the complete result where PCRE2 alone gives up, the same result where it does
/// not, and the old path (and message) for patterns or starts it cannot decide.
@MainActor
@Suite struct RegexDFADecisionTests {
    private static let regex = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
    private static let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)

    /// What `(a|a?)+$` and `(a|a?)+a$` match, worked out by hand: a match needs nothing but `a`
    /// from its start to the end of its line, so the leftmost is the whole run of `a` ending
    /// each line that ends in one.
    static func trailingRuns(in bytes: [UInt8]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var lineStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            var runStart = index
            while runStart > lineStart, bytes[runStart - 1] == UInt8(ascii: "a") { runStart -= 1 }
            if runStart < index { runs.append(runStart..<index) }
            lineStart = index + 1
        }
        return runs
    }

    /// Every match and the shortfall of `matcher` over `bytes`, for a caller needing `rangesOnly`.
    static func run(_ matcher: _RegexMatcher, _ bytes: [UInt8], rangesOnly: Bool = true) throws -> ([Range<Int>], TextSearchPattern.Shortfall) {
        var found: [Range<Int>] = []
        let shortfall = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
            try matcher.forEachMatch(in: text, range: 0..<text.count, rangesOnly: rangesOnly) { match, _ in
                found.append(match)
                return true
            }
        }
        return (found, shortfall)
    }

    static func alone(_ pattern: String) throws -> _RegexMatcher {
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false, linearizesNestedRepetition: false)
        return _RegexMatcher(program: program, rules: rules, literal: nil)
    }

    @Test(arguments: ["(a|a?)+a$", "(a|a?)+$", "(?:ab|a)*c", "(?<name>x)\\d+", "(?i)abc(?-i)d", "[\\d]{2,3}x", "a*?b",
                      "\\\\", "a{2,}b", "\\bword\\b", "(?|a|b)"])
    func acceptsPatternsBothMatchersReadAlike(pattern: String) {
        #expect(_DFADecider.accepts(pattern), "\(pattern)")
    }

    @Test(arguments: ["(a)\\1", "(a)\\g{1}", "(a)\\g-1", "(?<n>a)\\k<n>", "(?<n>a)\\k{n}", "(?P<n>a)(?P=n)", "(?>a)", "a*+", "a++", "a?+",
                      "a{2}+", "(*UCP)a", "a(*SKIP)b", "(*atomic:a)", "a\\Kb", "(?(1)a|b)", "(?(DEFINE)a)", "(?R)", "(?1)", "(?+1)", "(?-1)",
                      "(?&n)", "(?P>n)", "(?C1)a", "(?C'x')a", "\\C", "(?*a)", "(?<*a)", "\\Ga", "[\\1]", "\\Q(*\\E"])
    func refusesPatternsTheMatchersReadDifferently(pattern: String) {
        #expect(!_DFADecider.accepts(pattern), "\(pattern)")
    }

    /// Random lines of runs of `a` (up to 40, so PCRE2 alone gives up at many) among other
    /// characters: both patterns find every trailing run, with no message, and what PCRE2 alone
    /// finds wherever it finishes.
    @Test(arguments: ["(a|a?)+$", "(a|a?)+a$"]) func overlappingAlternativesFindEveryMatch(pattern: String) throws {
        let seed = UInt64(0xDFA0) &+ UInt64(pattern.utf8.count)
        print("RegexDFADecisionTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let pieces = ["b", "x", " ", "\n", "é", "ab"]
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: false)
        #expect(program.allowsDFA && program.lineBoundedCode != nil)
        let matcher = _RegexMatcher(program: program, rules: Self.rules, literal: nil)
        var comparedWithAlone = 0
        for _ in 0..<12 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                text += Bool.random(using: &generator)
                    ? String(repeating: "a", count: Int.random(in: 1...40, using: &generator))
                    : pieces.randomElement(using: &generator)!
            }
            let bytes = Array(text.utf8)
            let (found, shortfall) = try Self.run(matcher, bytes)
            #expect(shortfall.isEmpty, "\(text.debugDescription)")
            #expect(found == Self.trailingRuns(in: bytes), "\(text.debugDescription)")
            let (plain, aloneShortfall) = try Self.run(Self.alone(pattern), bytes)
            if aloneShortfall.isEmpty {
                comparedWithAlone += 1
                #expect(found == plain, "\(text.debugDescription)")
            }
        }
        #expect(comparedWithAlone > 0)
    }

    /// A line PCRE2 alone gives up on at every early start, with no match there, is searched
    /// past: every match after it is found, in the engine and in a find session, with no message.
    @Test func aLineWithNoMatchIsSearchedPast() async throws {
        let run = String(repeating: "a", count: 36)
        let text = "fox\n" + run + "b fox\n" + run + "b\nlast fox a"
        let bytes = Array(text.utf8)
        let query = "(a|a?)+$|fox"
        let (plain, aloneShortfall) = try Self.run(Self.alone(query), bytes)
        #expect(aloneShortfall.firstPosition == 4, "PCRE2 alone gives up at the first run")
        let foxes = [0..<3, 42..<45, 89..<92]
        let expected = (foxes + Self.trailingRuns(in: bytes)).sorted { $0.lowerBound < $1.lowerBound }
        #expect(expected.count == 4)
        #expect(plain == expected, "no match starts where PCRE2 alone gives up")

        let pattern = try TextSearchPattern(query, options: Self.regex)
        var found: [Range<Int>] = []
        let shortfall = try bytes.withUnsafeBufferPointer { text in try pattern.forEachMatch(in: text) { found.append($0); return true } }
        #expect(shortfall.isEmpty)
        #expect(found == expected)

        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: query, options: Self.regex)
        await session.waitUntilSearchFinished()
        #expect(session.foundRanges.map { ($0.range as! TextRange).byteRange } == expected)
        #expect(session.lastError == nil)
    }

    /// One possible end: the match is reported without backtracking for searches and for
    /// replacements that insert no group; a template inserting a group needs PCRE2's captures,
    /// so that replacement keeps the old path and says where it gave up.
    @Test func aStartWithOneEndIsReportedWhereOnlyItsRangeIsNeeded() throws {
        let run = String(repeating: "a", count: 36)
        let text = "x\n" + run + "c\n"
        let bytes = Array(text.utf8)
        let query = "(a|a?)+$|a+c"
        #expect(try !Self.run(Self.alone(query), bytes).1.isEmpty, "PCRE2 alone gives up")
        let pattern = try TextSearchPattern(query, options: Self.regex)
        #expect(try pattern.matches(in: bytes) == [2..<39])
        let (whole, group) = try bytes.withUnsafeBufferPointer { text in
            (try pattern.replaceAll(in: text, with: pattern.replacementTemplate("<$0>")),
             try pattern.replaceAll(in: text, with: pattern.replacementTemplate("<$1>")))
        }
        #expect(String(decoding: whole.text, as: UTF8.self) == "x\n<\(run)c>\n")
        #expect(whole.shortfall.isEmpty)
        #expect(!group.shortfall.isEmpty, "captures are PCRE2's, which gives up there")
        #expect(try bytes.withUnsafeBufferPointer { text in
            try pattern.replacement(for: 2..<39, in: text, template: pattern.replacementTemplate("[$0]"))
        } == Array("[\(run)c]".utf8))
    }

    /// Several possible ends (the lazy `c??` may take the `c` or leave it): only backtracking
    /// knows which it takes, so a slow start that finishes gives PCRE2's match (16 `a`: over
    /// the first pass's share, under the whole budget), and one that exceeds the budget (36 `a`)
    /// still gives the message. (With a greedy `c?` there is one end: PCRE2 makes a final `c?`
    /// possessive, for both matchers.)
    @Test func aStartWithSeveralEndsIsLeftToBacktracking() throws {
        let text = String(repeating: "a", count: 16) + "c\n" + String(repeating: "a", count: 36) + "c\n"
        let bytes = Array(text.utf8)
        let query = "(a|a?)+$|a+c??"
        let program = try _RegexProgram(pattern: query, caseInsensitive: false)
        #expect(program.allowsDFA)
        let (found, shortfall) = try Self.run(_RegexMatcher(program: program, rules: Self.rules, literal: nil), bytes)
        let (plain, aloneShortfall) = try Self.run(Self.alone(query), bytes)
        #expect(found.first == 0..<16, "backtracking's choice: `c??` leaves the c")
        #expect(found == plain)
        #expect(shortfall == aloneShortfall)
        #expect(shortfall.firstPosition == 18)
    }

    /// Each feature the DFA matcher reads differently keeps the pattern on the old path: the
    /// matches and the places given up on are PCRE2 alone's.
    @Test(arguments: ["(a|a?)+\\1$", "(a|a?)+\\g1$", "(?<n>a|a?)+\\k<n>$", "(?P<n>a|a?)+(?P=n)$", "(?>x?)(a|a?)+$", "x?+(a|a?)+$",
                      "(*UCP)(a|a?)+$", "\\K(a|a?)+$", "(x)?(?(1)x|(a|a?)+$)", "(a|a?)+$|x(?1)", "(?C1)(a|a?)+$", "(a|a?)+$|x(?R)",
                      "(?<n>a|a?)+$|x(?&n)"])
    func patternsTheDFAMatcherCannotTakeKeepTheOldPath(pattern: String) throws {
        let bytes = Array(("words\n" + String(repeating: "a", count: 24) + "b\nxa").utf8)
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: false)
        #expect(!program.allowsDFA)
        let (found, shortfall) = try Self.run(_RegexMatcher(program: program, rules: Self.rules, literal: nil), bytes)
        let (plain, aloneShortfall) = try Self.run(Self.alone(pattern), bytes)
        #expect(found == plain)
        #expect(shortfall == aloneShortfall)
        #expect(shortfall.firstPosition == 6)
    }

    /// The literal's starts (`x(aa|a)+y` tries each `x` anchored) are decided the same way: no
    /// match at a run ending in `b` or `c`, and the matches after it.
    @Test func startsBeforeTheLiteralAreDecidedToo() throws {
        let runs = String(repeating: "a", count: 36)
        let bytes = Array("the x\(runs)b xaay\nand x\(runs)c, xay x\n".utf8)
        let pattern = "x(aa|a)+y"
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: false)
        let literal = try #require(_RegexLiteral(pattern: pattern, caseInsensitive: false))
        #expect(literal.start != nil && program.anchoredCode != nil && program.allowsDFA)
        let (found, shortfall) = try Self.run(_RegexMatcher(program: program, rules: Self.rules, literal: literal), bytes)
        #expect(shortfall.isEmpty)
        #expect(found.map { String(decoding: bytes[$0], as: UTF8.self) } == ["xaay", "xay"])
        let (plain, aloneShortfall) = try Self.run(Self.alone(pattern), bytes)
        #expect(aloneShortfall.count == 2)
        #expect(plain == found)
    }
}
