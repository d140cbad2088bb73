@testable import DeskKit
import Foundation
import Testing

/// The required-literal path of regular-expression search, and the line-bounded code, give
/// exactly what PCRE2 alone (offset-limited windows over the whole text) gives.
@Suite struct RegexLiteralTests {
    @Test func literalsAreFoundFromThePattern() {
        func literal(_ pattern: String, caseInsensitive: Bool = false) -> String? {
            _RegexLiteral(pattern: pattern, caseInsensitive: caseInsensitive).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        #expect(literal("\\b\\w+tion\\b") == "tion")
        #expect(literal("[A-Z][a-z]+ing\\b") == "ing")
        #expect(literal("(?<year>\\d{4})-xyz-(\\d\\d)") == "-xyz-")
        #expect(literal("colou?r") == "colo", "an optional letter ends the run")
        #expect(literal("\\.txt$") == ".txt")
        // No literal, or one the line-bounded search cannot use.
        #expect(literal("colour|color|hue") == nil)
        #expect(literal("\\w+tion\\s+\\w+") == nil, "\\s can match a line feed")
        #expect(literal("#define\\s+[A-Z_]{12,}") == "#define", "a literal starting every match, though \\s can match a line feed")
        #expect(_RegexLiteral(pattern: "\\b#define\\s+[A-Z_]{12,}", caseInsensitive: false)?.crossesLines == true)
        #expect(_RegexLiteral(pattern: "[A-Z][a-z]+ing\\b", caseInsensitive: false)?.crossesLines == false)
        #expect(literal("[a-z]#define\\s+") == nil, "a literal after a class does not start every match")
        #expect(literal("[^x]tion") == nil)
        #expect(literal("tion", caseInsensitive: true) == nil)
        #expect(literal("(?i)tion") == nil)
        #expect(literal("(?=a)tion") == nil)
        #expect(literal("(a)tion\\1") == nil)
        #expect(literal("tion\\z") == nil)
        #expect(literal("[a-z]+") == nil)
        #expect(literal("a{,3}ing") == nil, "PCRE2 reads '{,3}' as plain characters; the parser refuses it")
        #expect(literal("[\\t-z]ing") == nil, "a range from an escape is refused")
    }

    /// What the part of a pattern before its literal can match: the bytes, the first byte and
    /// the fewest bytes, or nothing usable.
    @Test func startsAreFoundFromThePattern() throws {
        func start(_ pattern: String) -> _RegexLiteral.Start? {
            _RegexLiteral(pattern: pattern, caseInsensitive: false)?.start
        }
        let capitalised = try #require(start("[A-Z][a-z]+ing\\b"))
        #expect(capitalised.minimumLength == 2)
        #expect(capitalised.bytes.contains(UInt8(ascii: "Q")) && capitalised.bytes.contains(UInt8(ascii: "q")))
        #expect(!capitalised.bytes.contains(UInt8(ascii: " ")) && !capitalised.bytes.contains(0xC3))
        #expect(capitalised.first.contains(UInt8(ascii: "Q")) && !capitalised.first.contains(UInt8(ascii: "q")))
        let word = try #require(start("\\b\\w+tion\\b"))
        #expect(word.minimumLength == 1 && word.bytes.contains(0xC3) && word.first.contains(UInt8(ascii: "_")))
        let optional = try #require(start("x?[0-9]*ab"))
        #expect(optional.minimumLength == 0)
        #expect(optional.first.contains(UInt8(ascii: "x")) && optional.first.contains(UInt8(ascii: "5")) && optional.first.contains(UInt8(ascii: "a")))
        #expect(start("[^ a-y]{2}zz") == nil, "a negated class can match a line feed")
        let negated = try #require(start("[^\\n a-y]{2}zz"))
        #expect(negated.minimumLength == 2 && negated.bytes.contains(UInt8(ascii: "z")) && negated.bytes.contains(0xE4))
        #expect(!negated.bytes.contains(UInt8(ascii: " ")) && !negated.bytes.contains(UInt8(ascii: "m")))
        #expect(start("[^\\S]xyz") == nil, "a negated class with a member known only roughly may hold a line feed")
        let posix = try #require(start("[[:alpha:]]xyz"))
        #expect(posix.bytes.contains(UInt8(ascii: "!")) && !posix.bytes.contains(UInt8(ascii: " ")), "a POSIX class is known only roughly")
        let bracket = try #require(start("[]-a]yx"))
        #expect(bracket.bytes.contains(UInt8(ascii: "_")), "a range starting at a leading ']'")
        let multibyte = try #require(start("é{2}tion"))
        #expect(multibyte.minimumLength == 4 && multibyte.first.contains(0xC3) && !multibyte.first.contains(UInt8(ascii: "t")))
        #expect(start("(a|b)tion") == nil, "a group before the literal")
        #expect(start("a+?tion")?.minimumLength == 1)
    }

    /// Only patterns whose classes depend on Unicode properties get the ASCII code.
    @Test func asciiCodeIsMadeForUnicodeClassesOnly() throws {
        #expect(_RegexProgram.usesUnicodeClasses("\\b\\w{11,}\\b"))
        #expect(_RegexProgram.usesUnicodeClasses("x[[:alpha:]]"))
        #expect(_RegexProgram.usesUnicodeClasses("a\\sb"))
        #expect(!_RegexProgram.usesUnicodeClasses("[A-Z][a-z]+ing\\b"))
        #expect(!_RegexProgram.usesUnicodeClasses("\\\\w"), "an escaped backslash, then w")
        #expect(try _RegexProgram(pattern: "\\b\\w+tion\\b", caseInsensitive: false).asciiLineCode != nil)
        #expect(try _RegexProgram(pattern: "é\\w+", caseInsensitive: false).asciiLineCode == nil, "a non-ASCII pattern")
        #expect(try _RegexProgram(pattern: "\\w+\\s", caseInsensitive: false).asciiLineCode == nil, "\\s can cross lines")
    }

    static let atoms = [
        "a", "b", "t", "ion", "the", "x", "é", "中", ".", "\\w", "\\d", "\\s", "\\b", "[a-c]", "[^a]", "[ab\\d]",
        "(a|b)", "(?:th|x)", "(?<n>e)", "^", "$", "\\.", " ", "\\n",
        "[A-Z]", "[a-z]", "[^ ]", "[^\\n ]", "[]a]", "[^\\w\\n]", "[é-ü]", "\\t", "\\B", "T", "N",
    ]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "+?", "*+"]

    /// Random patterns over random texts: prefiltered and plain PCRE2, match for match.
    @Test(arguments: 0..<4) func randomPatternsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x11BE_7A1 &+ seed)
        print("RegexLiteralTests seed \(0x11BE_7A1 &+ seed)")
        var prefiltered = 0
        var fromStarts = 0
        var matchCount = 0
        for _ in 0..<1_500 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                pattern += Self.atoms.randomElement(using: &generator)! + Self.quantifiers.randomElement(using: &generator)!
            }
            pattern += ["tion", "the", "ion", "ab", "", "aba", "ing\\b", "tion\\b"].randomElement(using: &generator)!
            guard let program = try? _RegexProgram(pattern: pattern, caseInsensitive: false),
                  let alone = try? _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false) else { continue }
            let literal = _RegexLiteral(pattern: pattern, caseInsensitive: false)
            if literal != nil { prefiltered += 1 }
            if literal?.start != nil { fromStarts += 1 }
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text += ["the ", "nation\n", "ab", "x", "tion", "a", "b\n", "é", "中", " ", "ion.", "1", "\n", "Thing", "TION",
                         "\t", "aba", "ing"].randomElement(using: &generator)!
            }
            let bytes = Array(text.utf8)
            for method in [UITextSearchOptions.WordMatchMethod.contains, .fullWord] {
                let rules = _MatchRules(wordMatchMethod: method, rejectsTrailingMark: false)
                let fast = _RegexMatcher(program: program, rules: rules, literal: literal)
                let plain = _RegexMatcher(program: alone, rules: rules, literal: nil)
                let start = Int.random(in: 0...bytes.count, using: &generator)
                let range = bytes.withUnsafeBufferPointer { _UTF8Walk.boundary(atOrAfter: start, in: $0) }..<bytes.count
                func run(_ matcher: _RegexMatcher) throws -> [[Range<Int>?]] {
                    var found: [[Range<Int>?]] = []
                    _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                        try matcher.forEachMatch(in: text, range: range) { match, groups in
                            // PCRE2 (10.42, JIT) can report a capture left over from a failed
                            // try at an earlier start, outside the match; such a group did not
                            // take part, so both sides drop it.
                            found.append([match] + (1...max(1, program.groupCount)).map { number in
                                groups[number].flatMap { match.contains($0.lowerBound) || $0 == match.upperBound..<match.upperBound ? $0 : nil }
                            })
                            return true
                        }
                    }
                    return found
                }
                let expected = try run(plain)
                #expect(try run(_RegexMatcher(program: program, rules: rules, literal: nil)) == expected, "line-bounded \(pattern)")
                let found = try run(fast)
                #expect(found == expected, "pattern \(pattern) in \(text.debugDescription) from \(range.lowerBound) \(method): \(found) ≠ \(expected)")
                matchCount += expected.count
            }
        }
        #expect(prefiltered > 150, "the random patterns must exercise the literal path")
        #expect(fromStarts > 100 && prefiltered - fromStarts > 50, "both ways of using the literal must be exercised")
        #expect(matchCount > 200)
    }

    /// A start PCRE2 gives up on (nested repetition) is skipped and reported when the literal
    /// leads to it as when PCRE2 alone reaches it, and the matches after it are found.
    @Test func startsPCRE2GivesUpOnAreReportedAsByPCRE2Alone() throws {
        let runs = String(repeating: "a", count: 36)
        let bytes = Array("the x\(runs)b xaay\nand x\(runs)c, xay x\n".utf8)
        let pattern = "x(aa|a)+y"
        // Without the DFA matcher, which decides those starts (see RegexDFADecisionTests).
        let program = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsDFA: false)
        let alone = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)
        let literal = try #require(_RegexLiteral(pattern: pattern, caseInsensitive: false))
        #expect(literal.start != nil && program.anchoredCode != nil)
        let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
        func run(_ matcher: _RegexMatcher) throws -> (matches: [Range<Int>], skipped: [Int], shortfall: TextSearchPattern.Shortfall) {
            var matches: [Range<Int>] = []
            var skipped: [Int] = []
            let shortfall = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                try matcher.forEachMatch(in: text, range: 0..<text.count, skipped: { skipped.append($0) }) { match, _ in
                    matches.append(match)
                    return true
                }
            }
            return (matches, skipped, shortfall)
        }
        let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil))
        let found = try run(_RegexMatcher(program: program, rules: rules, literal: literal))
        #expect(expected.matches.count == 2 && expected.skipped.count == 2)
        #expect(found.matches == expected.matches)
        #expect(found.skipped == expected.skipped)
        #expect(found.shortfall == expected.shortfall)
    }

    /// Large texts take the timed choice between the two ways part-way; either way the matches
    /// are PCRE2's.
    @Test func largeTextsGiveTheSameMatchesWhicheverWayIsChosen() throws {
        var generator = SeededGenerator(seed: 0x5A3B1E)
        var text = ""
        let words = ["nation", "Running", "the", "station", "x12y", "and", "Thinking", "é", "word"]
        while text.utf8.count < 20 * _RegexMatcher.sampleSize {
            for _ in 0..<Int.random(in: 1...14, using: &generator) { text += words.randomElement(using: &generator)! + " " }
            text += "\n"
        }
        let bytes = Array(text.utf8)
        for pattern in ["\\b\\w+tion\\b", "[A-Z][a-z]+ing\\b", "x\\d+y", "(?:Ru|Th)\\w*ing"] {
            let program = try _RegexProgram(pattern: pattern, caseInsensitive: false)
            let alone = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)
            let literal = try #require(_RegexLiteral(pattern: pattern, caseInsensitive: false))
            let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
            func run(_ matcher: _RegexMatcher, from start: Int) throws -> [Range<Int>] {
                var found: [Range<Int>] = []
                _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                    try matcher.forEachMatch(in: text, range: start..<text.count) { match, _ in found.append(match); return true }
                }
                return found
            }
            for start in [0, 5, 100_003] {
                let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil), from: start)
                #expect(try run(_RegexMatcher(program: program, rules: rules, literal: nil), from: start) == expected)
                #expect(expected.count > 1000)
                #expect(try run(_RegexMatcher(program: program, rules: rules, literal: literal), from: start) == expected, "\(pattern) from \(start)")
            }
        }
    }

    /// Patterns that may cross lines, a literal taken from C headers and licences on this machine
    /// leading each, searched in those texts from random starts to random ends: the literal's
    /// occurrences with PCRE2 anchored there give PCRE2 alone's matches.
    @Test(arguments: 0..<3) func leadingLiteralsOfPatternsCrossingLinesMatchPCRE2Alone(seed: UInt64) throws {
        let seed = 0xC2055_11E &+ seed
        print("RegexLiteralTests crossing lines seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let bytes = Array(String(decoding: PairScanTests.machineText(), as: UTF8.self).utf8)
        try #require(bytes.count > 256 << 10, "this machine has C headers and licences")
        let leads = ["#define", "#include", "struct", "the", "int", "/*", "GNU", "extern", "e", "_t", "(c)", "License"]
        let tails = ["\\s+[A-Z_]{12,}", "\\s+\\w+", "[^;]*;", "\\s*\\(", "(?s).{0,40}?\\)", "[\\s\\S]{3}", "\\s+(\\w+)\\s+\\w+",
                     "\\b", "\\W{2,}", "[^a-z]+?[a-z]"]
        var crossing = 0
        var matchCount = 0
        for _ in 0..<40 {
            let assertion = ["", "", "\\b", "^"].randomElement(using: &generator)!
            let lead = leads.randomElement(using: &generator)!.replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
                .replacingOccurrences(of: "*", with: "\\*")
            let pattern = assertion + lead + tails.randomElement(using: &generator)! + tails.randomElement(using: &generator)!
            let program = try _RegexProgram(pattern: pattern, caseInsensitive: false)
            let alone = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)
            let literal = _RegexLiteral(pattern: pattern, caseInsensitive: false)
            if literal?.crossesLines == true { crossing += 1 }
            for method in [UITextSearchOptions.WordMatchMethod.contains, .fullWord] {
                let rules = _MatchRules(wordMatchMethod: method, rejectsTrailingMark: false)
                let (start, end) = bytes.withUnsafeBufferPointer { text in
                    let start = _UTF8Walk.boundary(atOrAfter: Int.random(in: 0...(text.count / 2), using: &generator), in: text)
                    return (start, _UTF8Walk.boundary(atOrAfter: Int.random(in: start...text.count, using: &generator), in: text))
                }
                func run(_ matcher: _RegexMatcher) throws -> [[Range<Int>?]] {
                    var found: [[Range<Int>?]] = []
                    _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                        try matcher.forEachMatch(in: text, range: start..<end) { match, groups in
                            found.append([match, groups[1]])
                            return true
                        }
                    }
                    return found
                }
                let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil))
                let found = try run(_RegexMatcher(program: program, rules: rules, literal: literal))
                #expect(found == expected, "seed \(seed): \(pattern) in \(start)..<\(end) \(method)")
                matchCount += expected.count
            }
        }
        #expect(crossing > 20, "the patterns must take the crossing-lines path")
        #expect(matchCount > 1000)
    }
}
