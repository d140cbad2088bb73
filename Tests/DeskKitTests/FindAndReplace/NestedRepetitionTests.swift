@testable import DeskKit
import Foundation
import Testing

/// Nested repetition of one character, `(a+)+`, is made linear before PCRE2 compiles it: the
/// same matches and captures as the pattern as typed wherever PCRE2 finishes that, and every
/// match where PCRE2 would give up.
@MainActor
@Suite struct NestedRepetitionTests {
    /// The rewritten class, and patterns just outside it, which go to PCRE2 as typed.
    @Test(arguments: [
        ("(a+)+$", "(a+)$"),
        ("(?:[a-z]+)*x", "(?:[a-z]+)?x"),
        ("(?<word>\\w+)+\\b", "(?<word>\\w+)\\b"),
        ("(\\p{L}+)+", "(\\p{L}+)"),
        ("(\\PL+)*", "(\\PL+)?"),
        ("(.+)*y|(\\.+)+", "(.+)?y|(\\.+)"),
        ("x(é+)+(?:[^\\d]+)*", "x(é+)(?:[^\\d]+)?"),
        ("((\\s+)+)", "((\\s+))"),
        ("(?:\\t+)+a++", "(?:\\t+)a++"),
        ("(a|aa)+$", "(?:a*(a))$"),
        ("(x|xx|xxx)*", "(?:x*(x))?"),
        ("(?:\\d|\\d\\d)+", "(?:\\d*(?:\\d))"),
        ("(?<n>[ab]|[ab][ab])+?z", "(?:[ab]*?(?<n>[ab]))z"),
        ("(é|éé|é)*?", "(?:é*?(é))??"),
        ("(\\p{L}|\\p{L}\\p{L})+(a+)+", "(?:\\p{L}*(\\p{L}))(a+)"),
        ("((a|aa)+)", "((?:a*(a)))"),
        ("(.|...|..)+b|(\\.|\\.\\.)*", "(?:.*(.))b|(?:\\.*(\\.))?"),
        ("(\\w|\\d)+$", "(?:[\\w\\d]*([\\w\\d]))$"),
        ("(a|A)+", "(?:[aA]*([aA]))"),
        ("(?<c>[a-c]|\\.|é|\\p{Lu}|-|\\s)*?x", "(?:[a-c\\.é\\p{Lu}\\-\\s]*?(?<c>[a-c\\.é\\p{Lu}\\-\\s]))??x"),
        ("(?:]|\\^|[[:alpha:]])+", "(?:[\\]\\^[:alpha:]]*(?:[\\]\\^[:alpha:]]))"),
    ])
    func rewritesNestedRepetitionOfOneCharacter(pattern: String, linear: String) {
        #expect(_NestedRepetition.linearized(pattern) == linear)
    }

    @Test(arguments: [
        "(ab+)+", "(a*)+", "(a+|b)+", "((a+))+", "(a+){1,}", "(a+)?", "(a{1,}+)+",
        "(a+?)+", "(a++)+", "(a+)+?", "(a+)++", "(a+)*?",
        "(a+)+\\1", "(a+)+\\g1", "(?<n>a+)+\\k<n>", "(?<n>a+)+(?P=n)", "(a+)+(?1)", "(a+)+(?R)", "(?<n>a+)+(?&n)",
        "(a)?(?(1)b|c)(a+)+", "(?C1)(a+)+", "(*UCP)(a+)+", "(a+)+(*SKIP)", "(?i)(a+)+", "(?=a)(a+)+", "(?>a+)+",
        "(\\R+)+", "(\\X+)+", "(\\h+)+", "(\\b+)+", "(\\Qa+)+", "(\\x{61}+)+", "(a+)+(", "(a+",
        "(aa|a)+$", "(a|aa|a|aaa)", "(a|aa)?", "(a|aa)++", "(a|aa)*+", "(a|aa){1,}", "(a|ab)+", "(a|a+)+", "(a|a{2})+",
        "(a|.)+", "(a|[^b])+", "([-a]|b)+", "([a-]|b)+", "(a|b)?", "(a|b)++", "(a|b|ab)+", "(a|\\b)+",
        "(a|)+", "(|a)+", "(a)+", "(a|(a)a)+", "((a)|aa)+", "(\\b|\\b\\b)+", "(\\R|\\R\\R)+", "(\\X|\\X\\X)+", "(\\x{61}|aa)+",
        "(a|aa)+\\1", "(?<n>a|aa)+\\k<n>", "(a|aa)+(?1)", "(a|aa)+(?(1)b|c)", "(?|a|aa)+", "(?i)(a|aa)+", "(a|aa)+(*SKIP)", "(?>a|aa)+",
    ])
    func leavesOtherPatternsAlone(pattern: String) {
        #expect(_NestedRepetition.linearized(pattern) == nil)
    }

    /// A rewritten pattern PCRE2 refuses is reported as the user typed it.
    @Test func anInvalidPatternIsReportedAsTyped() {
        let typed = "x(\\p{Nonsense}+)+"
        #expect(_NestedRepetition.linearized(typed) == "x(\\p{Nonsense}+)")
        #expect {
            _ = try TextSearchPattern(typed, options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        } throws: { error in
            guard case let .invalidRegularExpression(failed, reason, offset) = error as? TextSearchError else { return false }
            return failed == typed && reason.contains("property") && (0...typed.unicodeScalars.count).contains(offset)
        }
    }

    /// Random groups of the class in random surroundings, over random short texts: the pattern
    /// made linear finds the same matches and captures as PCRE2 alone with the pattern as typed,
    /// wherever PCRE2 alone finishes.
    @Test(arguments: 0..<3) func linearPatternsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x1E57_ED &+ seed)
        print("NestedRepetitionTests seed \(0x1E57_ED &+ seed)")
        let atoms = ["a", "b", "é", "\\.", ".", "[ab]", "[^b\\n]", "\\w", "\\d", "\\s", "\\W", "\\S", "\\D", "\\p{L}", "\\PL", "\\t"]
        let openings = ["(", "(?:", "(?<g>"]
        let surroundings = ["", "", "x", "a", "b?", "$", "^", "\\b", "(b|a)", "a*", "[ab]+", "\\d", ".", "(x)?", "|y", "(?:a|é)*", "\\s", "b+?"]
        var tally = ComparisonTally()
        for round in 0..<800 {
            var pattern = surroundings.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let opening = openings.randomElement(using: &generator)!.replacingOccurrences(of: "<g>", with: "<g\(round)x\(pattern.count)>")
                pattern += opening + atoms.randomElement(using: &generator)! + "+)" + ["+", "*"].randomElement(using: &generator)!
                pattern += surroundings.randomElement(using: &generator)!
            }
            try Self.compareWithPCRE2Alone(pattern, textPieces: ["a", "aa", "aaaa", "b", "x", "é", "É", "1", " ", "\n", ".", "ab", "y", "\t", "A"],
                                           linearMustFinish: true, using: &generator, tally: &tally)
        }
        print("NestedRepetitionTests: \(tally.rewritten) patterns rewritten, \(tally.finished) runs PCRE2 alone finished, \(tally.matches) matches")
        #expect(tally.rewritten > 500 && tally.finished > 1_000 && tally.matches > 600)
    }

    /// Openings, quantifiers and surroundings of the random alternation patterns.
    static let alternationOpenings = ["(", "(", "(?:", "(?<g>"]
    static let alternationQuantifiers = ["+", "*", "+?", "*?"]
    static let alternationSurroundings = ["", "", "x", "a", "b?", "$", "$", "^", "\\b", "(b|a)", "a*", "[ab]+", "\\d", ".", "(x)?", "|y", "(a)?", "\\s", "b+?", "a?b"]

    /// Random groups whose alternatives are runs of one atom, the first the atom alone, under
    /// every kind of `+` and `*` the rewrite takes, in random surroundings (some repeating the
    /// group again), over random short texts: the same matches and captures as PCRE2 alone with
    /// the pattern as typed, wherever PCRE2 alone finishes.
    @Test(arguments: 0..<3) func linearAlternationsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0xA17E_12 &+ seed)
        print("NestedRepetitionTests alternation seed \(0xA17E_12 &+ seed)")
        let atoms = ["a", "b", "é", "\\.", ".", "[ab]", "[^b\\n]", "\\w", "\\d", "\\s", "\\W", "\\p{L}", "\\PL", "[aé]"]
        let openings = Self.alternationOpenings
        let quantifiers = Self.alternationQuantifiers
        let surroundings = Self.alternationSurroundings
        var tally = ComparisonTally()
        for round in 0..<800 {
            var pattern = surroundings.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let atom = atoms.randomElement(using: &generator)!
                var group = openings.randomElement(using: &generator)!.replacingOccurrences(of: "<g>", with: "<g\(round)x\(pattern.count)>")
                group += atom
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    group += "|" + String(repeating: atom, count: Int.random(in: 1...3, using: &generator))
                }
                group += ")" + quantifiers.randomElement(using: &generator)!
                // Sometimes the group is repeated again, within a capturing group, with more after it.
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: group = "(?:" + group + "b?)+"
                case 1: group = "(" + group + surroundings.randomElement(using: &generator)! + ")*"
                default: break
                }
                pattern += group + surroundings.randomElement(using: &generator)!
            }
            try Self.compareWithPCRE2Alone(pattern, textPieces: ["a", "aa", "aaaa", "b", "x", "é", "É", "1", " ", "\n", ".", "..", "ab", "y", "A", "bb"],
                                           linearMustFinish: false, using: &generator, tally: &tally)
        }
        print("NestedRepetitionTests: \(tally.rewritten) alternation patterns rewritten, \(tally.finished) runs PCRE2 alone finished, \(tally.matches) matches")
        #expect(tally.rewritten > 500 && tally.finished > 1_000 && tally.matches > 600)
    }

    /// Groups of runs of one atom with the atom alone not first: rewritten, greedy, where their
    /// own capture is not needed (always for `(?:…)`), never lazy.
    @Test(arguments: [
        ("(aa|a)+$", nil, "(?:a*(a))$"),
        ("(?:aa|a)+$", "(?:a*(?:a))$", "(?:a*(?:a))$"),
        ("(?<n>aaa|a|aa)*x", nil, "(?:a*(?<n>a))?x"),
        ("(\\d\\d|\\d)+(a|aa)+", "(\\d\\d|\\d)+(?:a*(a))", "(?:\\d*(\\d))(?:a*(a))"),
        ("(aa|a)+?", nil, nil), ("(?:aa|a)*?", nil, nil), ("(aa|a)++", nil, nil), ("(aa|aaa)+", nil, nil),
        ("(aa|a)+\\1", nil, nil), ("(aa|a|b)+", nil, nil), ("(aa|a)", nil, nil),
    ] as [(String, String?, String?)])
    func rewritesGroupsWhoseOwnCaptureIsNotNeeded(pattern: String, keepingCaptures: String?, forRanges: String?) {
        #expect(_NestedRepetition.linearized(pattern) == keepingCaptures)
        #expect(_NestedRepetition.linearized(pattern, keepingCaptures: false) == forRanges)
    }

    /// Random groups whose alternatives are runs of one atom, the atom alone anywhere but first,
    /// under a greedy `+` or `*`, in random surroundings (some repeating the group again), over
    /// random short texts: rewritten for ranges, the same matches as PCRE2 alone with the
    /// pattern as typed, and the same captures of every other group, wherever PCRE2 alone
    /// finishes.
    @Test(arguments: 0..<3) func rangeAlternationsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x2A9E_5 &+ seed)
        print("NestedRepetitionTests range alternation seed \(0x2A9E_5 &+ seed)")
        let atoms = ["a", "b", "é", "\\.", ".", "[ab]", "[^b\\n]", "\\w", "\\d", "\\s", "\\W", "\\p{L}", "[aé]"]
        let openings = Self.alternationOpenings
        let surroundings = Self.alternationSurroundings
        var tally = ComparisonTally()
        for round in 0..<800 {
            var pattern = surroundings.randomElement(using: &generator)!
            // The numbers of the rewritten groups, whose own captures may differ.
            var rewritten: Set<Int> = []
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let atom = atoms.randomElement(using: &generator)!
                var alternatives = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    String(repeating: atom, count: Int.random(in: 2...3, using: &generator))
                }
                alternatives.insert(atom, at: Int.random(in: 1...alternatives.count, using: &generator))
                let opening = openings.randomElement(using: &generator)!.replacingOccurrences(of: "<g>", with: "<g\(round)x\(pattern.count)>")
                var prefix = ""
                // Sometimes the group is repeated again, within a capturing group, with more after it.
                let wrapping = Int.random(in: 0..<5, using: &generator)
                if wrapping == 0 { prefix = "(?:" } else if wrapping == 1 { prefix = "(" }
                if opening != "(?:" { rewritten.insert(Self.capturingGroups(in: pattern + prefix) + 1) }
                var group = prefix + opening + alternatives.joined(separator: "|") + ")" + ["+", "*"].randomElement(using: &generator)!
                if wrapping == 0 { group += "b?)+" } else if wrapping == 1 { group += surroundings.randomElement(using: &generator)! + ")*" }
                pattern += group + surroundings.randomElement(using: &generator)!
            }
            try Self.compareWithPCRE2Alone(pattern, textPieces: ["a", "aa", "aaaa", "b", "x", "é", "É", "1", " ", "\n", ".", "..", "ab", "y", "A", "bb"],
                                           linearMustFinish: false, keepsCaptures: false, ignoring: rewritten, using: &generator, tally: &tally)
        }
        print("NestedRepetitionTests: \(tally.rewritten) range alternation patterns rewritten, \(tally.finished) runs PCRE2 alone finished, \(tally.matches) matches")
        #expect(tally.rewritten > 500 && tally.finished > 1_000 && tally.matches > 600)
    }

    /// Random groups whose alternatives are single-character atoms, under every kind of `+`
    /// and `*`, in random surroundings (some repeating the group again), over random short
    /// texts: made one class, the same matches and captures as PCRE2 alone with the pattern as
    /// typed, wherever PCRE2 alone finishes, and PCRE2 alone gives up on some of them.
    @Test(arguments: 0..<3) func classAlternationsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0xC1A5_5 &+ seed)
        print("NestedRepetitionTests class alternation seed \(0xC1A5_5 &+ seed)")
        let atoms = ["a", "b", "A", "é", "\\.", "-", "]", "\\^", "[ab]", "[a-c]", "\\w", "\\d", "\\s", "\\W", "\\D", "\\p{L}", "\\PL", "[[:alpha:]]", "\\t"]
        let openings = Self.alternationOpenings
        let quantifiers = Self.alternationQuantifiers
        let surroundings = Self.alternationSurroundings
        var tally = ComparisonTally()
        for round in 0..<800 {
            var pattern = surroundings.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                var alternatives: [String] = []
                while alternatives.count < 2 || alternatives.count < 4 && Bool.random(using: &generator) {
                    let atom = atoms.randomElement(using: &generator)!
                    if !alternatives.contains(atom) { alternatives.append(atom) }
                }
                var group = openings.randomElement(using: &generator)!.replacingOccurrences(of: "<g>", with: "<g\(round)x\(pattern.count)>")
                group += alternatives.joined(separator: "|") + ")" + quantifiers.randomElement(using: &generator)!
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: group = "(?:" + group + "b?)+"
                case 1: group = "(" + group + surroundings.randomElement(using: &generator)! + ")*"
                default: break
                }
                pattern += group + surroundings.randomElement(using: &generator)!
            }
            try Self.compareWithPCRE2Alone(pattern, textPieces: ["a", "aa", "aaaa", "b", "x", "é", "É", "1", " ", "\n", ".", "-", "]", "^", "ab", "y", "A", "\t"],
                                           linearMustFinish: false, using: &generator, tally: &tally)
        }
        print("NestedRepetitionTests: \(tally.rewritten) class alternation patterns rewritten, \(tally.finished) runs PCRE2 alone finished, \(tally.matches) matches")
        #expect(tally.rewritten > 500 && tally.finished > 1_000 && tally.matches > 600)
    }

    /// How many capturing groups open in `pattern` (of the kinds the random tests write).
    static func capturingGroups(in pattern: String) -> Int {
        let scalars = Array(pattern.unicodeScalars)
        return scalars.indices.filter { index in
            scalars[index] == "(" && (index == 0 || scalars[index - 1] != "\\")
                && (index + 1 == scalars.count || scalars[index + 1] != "?" || index + 2 < scalars.count && scalars[index + 2] == "<")
        }.count
    }

    /// What the random comparisons with PCRE2 alone covered.
    struct ComparisonTally {
        var rewritten = 0
        var finished = 0
        var matches = 0
    }

    /// Compiles `pattern` rewritten and as typed (skipped when PCRE2 refuses it as typed), runs
    /// both over a random text of `textPieces` in both word modes and expects the same matches
    /// and captures wherever PCRE2 alone finishes; with `linearMustFinish`, the rewritten pattern
    /// must finish everywhere.
    static func compareWithPCRE2Alone(_ pattern: String, textPieces: [String], linearMustFinish: Bool, keepsCaptures: Bool = true,
                                      ignoring ignoredGroups: Set<Int> = [],
                                      using generator: inout SeededGenerator, tally: inout ComparisonTally) throws {
        let caseInsensitive = Bool.random(using: &generator)
        var text = ""
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            text += textPieces.randomElement(using: &generator)!
        }
        guard let alone = try? _RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive, allowsLineBoundedCode: false,
                                             linearizesNestedRepetition: false) else { return }
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive, keepsCaptures: keepsCaptures)
        #expect(program.pattern != pattern, "\(pattern) is rewritten")
        #expect(program.groupCount == alone.groupCount)
        if program.pattern != pattern { tally.rewritten += 1 }
        let bytes = Array(text.utf8)
        let literal = _RegexLiteral(pattern: program.pattern, caseInsensitive: caseInsensitive)
        for method in [UITextSearchOptions.WordMatchMethod.contains, .fullWord] {
            let rules = _MatchRules(wordMatchMethod: method, rejectsTrailingMark: false)
            let (expected, shortfall) = try run(_RegexMatcher(program: alone, rules: rules, literal: nil), over: bytes, ignoring: ignoredGroups)
            let (found, linearShortfall) = try run(_RegexMatcher(program: program, rules: rules, literal: literal), over: bytes, ignoring: ignoredGroups)
            if linearMustFinish { #expect(linearShortfall.isEmpty, "\(pattern) made linear gives up in \(text.debugDescription)") }
            guard shortfall.isEmpty else { continue }
            tally.finished += 1
            tally.matches += expected.count
            #expect(found == expected, "\(pattern) in \(text.debugDescription) \(method): \(found) ≠ \(expected)")
        }
    }

    /// Each match with its groups (nil for the groups in `ignoredGroups`); a group PCRE2 reports
    /// outside the match (left over from a failed try at an earlier start) did not take part,
    /// so it is dropped, as in the literal tests.
    private static func run(
        _ matcher: _RegexMatcher, over bytes: [UInt8], ignoring ignoredGroups: Set<Int> = []
    ) throws -> ([[Range<Int>?]], TextSearchPattern.Shortfall) {
        var found: [[Range<Int>?]] = []
        let shortfall = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
            try matcher.forEachMatch(in: text, range: 0..<text.count) { match, groups in
                found.append([match] + (0..<matcher.program.groupCount).map { index in
                    guard !ignoredGroups.contains(index + 1) else { return nil }
                    return groups[index + 1].flatMap { match.contains($0.lowerBound) || $0 == match.upperBound..<match.upperBound ? $0 : nil }
                })
                return true
            }
        }
        return (found, shortfall)
    }

    /// The pattern PCRE2 alone gives up on at a run of 30 `a` now finds every match, the same as
    /// the linear pattern typed by hand, in the engine and in a text view's find session.
    @Test func nestedRepetitionFindsEveryMatchWhereItUsedToGiveUp() async throws {
        let text = "words\n" + String(repeating: "a", count: 30) + "b\nbaaa\nxa"
        let bytes = Array(text.utf8)
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let alone = try _RegexProgram(pattern: "(a+)+$", caseInsensitive: false, linearizesNestedRepetition: false, allowsDFA: false)
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        #expect(try !Self.run(_RegexMatcher(program: alone, rules: rules, literal: nil), over: bytes).1.isEmpty, "PCRE2 alone gives up")
        let byHand = try _RegexProgram(pattern: "(a+)$", caseInsensitive: false, linearizesNestedRepetition: false)
        let expected = try Self.run(_RegexMatcher(program: byHand, rules: rules, literal: nil), over: bytes)
        #expect(expected.0.map { $0[0] } == [text.utf8.count - 6..<text.utf8.count - 3, text.utf8.count - 1..<text.utf8.count])
        #expect(expected.1.isEmpty)

        let pattern = try TextSearchPattern("(a+)+$", options: options)
        var found: [Range<Int>] = []
        let shortfall = try bytes.withUnsafeBufferPointer { text in
            try pattern.forEachMatch(in: text) { found.append($0); return true }
        }
        #expect(shortfall.isEmpty)
        #expect(found == expected.0.map { $0[0]! })

        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "(a+)+$", options: options)
        await session.waitUntilSearchFinished()
        #expect(session.foundRanges.map { ($0.range as! TextRange).byteRange } == found)
        #expect(session.lastError == nil)
    }

    /// The overlapping alternatives PCRE2 alone gives up on at a run of 36 `a` now give every
    /// match, with the captures of the pattern typed by hand, in a text view's find session.
    @Test func runAlternationsFindEveryMatchWhereTheyUsedToGiveUp() async throws {
        let text = "words\n" + String(repeating: "a", count: 36) + "b\nbaaa\nxa"
        let bytes = Array(text.utf8)
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        let alone = try _RegexProgram(pattern: "(a|aa)+$", caseInsensitive: false, linearizesNestedRepetition: false, allowsDFA: false)
        #expect(try !Self.run(_RegexMatcher(program: alone, rules: rules, literal: nil), over: bytes).1.isEmpty, "PCRE2 alone gives up")
        let byHand = try _RegexProgram(pattern: "(?:a*(a))$", caseInsensitive: false, linearizesNestedRepetition: false)
        let expected = try Self.run(_RegexMatcher(program: byHand, rules: rules, literal: nil), over: bytes)
        let end = text.utf8.count
        #expect(expected.0 == [[end - 6..<end - 3, end - 4..<end - 3], [end - 1..<end, end - 1..<end]])
        let program = try _RegexProgram(pattern: "(a|aa)+$", caseInsensitive: false)
        #expect(try Self.run(_RegexMatcher(program: program, rules: rules, literal: nil), over: bytes) == expected)

        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "(a|aa)+$", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        await session.waitUntilSearchFinished()
        #expect(session.foundRanges.map { ($0.range as! TextRange).byteRange } == expected.0.map { $0[0]! })
        #expect(session.lastError == nil)
    }

    /// Overlapping alternatives outside the class, which PCRE2 alone gives up on at a run of 36
    /// `a`, give every match (the runs of `a` ending a line), the DFA matcher deciding the
    /// starts backtracking cannot (see ``_DFADecider``).
    @Test func overlappingAlternativesFindEveryMatch() async throws {
        let text = "words\n" + String(repeating: "a", count: 36) + "b\nbaaa\nxa"
        let end = text.utf8.count
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "(a|a?)+$", options: options)
        await session.waitUntilSearchFinished()
        #expect(session.foundRanges.map { ($0.range as! TextRange).byteRange } == [end - 6..<end - 3, end - 1..<end])
        #expect(session.lastError == nil)
    }

    /// A pathological pattern neither rewritten nor taken by the DFA matcher (a back-reference)
    /// still gets the clear message, naming the place.
    @Test func overlappingAlternativesWithABackReferenceStillGiveTheClearMessage() async throws {
        let text = "words\n" + String(repeating: "a", count: 36) + "b\nbaaa\nxa"
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "(a|a?)+\\1$", options: options)
        await session.waitUntilSearchFinished()
        #expect(session.resultCount == 2, "the matches after the place given up on")
        guard let error = session.lastError, case let .searchIncomplete(_, _, line, column) = error else {
            Issue.record("no incomplete-search error: \(String(describing: session.lastError))")
            return
        }
        #expect(line == 2 && column == 1)
        #expect(error.message.hasPrefix("Part of the text could not be searched with '(a|a?)+\\1$': the pattern needs too much backtracking"))
    }

    /// `(aa|a)+$`, whose capture the linear form does not keep: a search finds every match
    /// where PCRE2 alone gives up, and so does a replacement inserting no group, while one
    /// inserting the group gets PCRE2's capture ("aa" of "aaaa", not the last "a").
    @Test func longerAlternativeFirstFindsEveryMatchWhenItsCaptureIsNotNeeded() async throws {
        let text = "words\n" + String(repeating: "a", count: 36) + "b\nbaaaa\nxa"
        let bytes = Array(text.utf8)
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        let alone = try _RegexProgram(pattern: "(aa|a)+$", caseInsensitive: false, linearizesNestedRepetition: false, allowsDFA: false)
        #expect(try !Self.run(_RegexMatcher(program: alone, rules: rules, literal: nil), over: bytes).1.isEmpty, "PCRE2 alone gives up")
        let end = bytes.count
        let expected = [end - 7..<end - 3, end - 1..<end]

        let pattern = try TextSearchPattern("(aa|a)+$", options: options)
        #expect(try pattern.matches(in: bytes) == expected)
        let replaced = try bytes.withUnsafeBufferPointer { text in
            (try pattern.replaceAll(in: text, with: pattern.replacementTemplate("<$0>")).text,
             try pattern.replaceAll(in: text, with: pattern.replacementTemplate("<$1>")).text)
        }
        let run = String(repeating: "a", count: 36)
        #expect(String(decoding: replaced.0, as: UTF8.self) == "words\n\(run)b\nb<aaaa>\nx<a>")
        #expect(String(decoding: replaced.1, as: UTF8.self) == "words\n\(run)b\nb<aa>\nx<a>")
        let group = try bytes.withUnsafeBufferPointer { text in
            try pattern.replacement(for: expected[0], in: text, template: pattern.replacementTemplate("$1"))
        }
        #expect(group == Array("aa".utf8))

        let view = UITextView(frame: .zero)
        view.text = text
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "(aa|a)+$", options: options)
        await session.waitUntilSearchFinished()
        #expect(session.foundRanges.map { ($0.range as! TextRange).byteRange } == expected)
        #expect(session.lastError == nil)
    }

    /// Group numbers stay as typed, so `$1` and `$2` replace with what PCRE2's captures of the
    /// pattern as typed hold (the whole run), as Foundation's regular expressions do too.
    @Test func replacementTemplatesGiveTheSameText() throws {
        let text = "aaa bb, a\n" + String(repeating: "a", count: 30) + "b élan 42"
        let query = "(\\w+)+(,+)*"
        let pattern = try TextSearchPattern(query, options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        let template = try pattern.replacementTemplate("<$1|$2>")
        let replaced = try Array(text.utf8).withUnsafeBufferPointer { try pattern.replaceAll(in: $0, with: template).text }
        let regex = try NSRegularExpression(pattern: query)
        let foundation = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<$1|$2>")
        #expect(String(decoding: replaced, as: UTF8.self) == foundation)
        #expect(foundation.hasPrefix("<aaa|> <bb|,> <a|>\n<" + String(repeating: "a", count: 30) + "b|> <élan|> <42|>"))
    }
}
