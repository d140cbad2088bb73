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
        #expect(literal("[^x]tion") == nil)
        #expect(literal("tion", caseInsensitive: true) == nil)
        #expect(literal("(?i)tion") == nil)
        #expect(literal("(?=a)tion") == nil)
        #expect(literal("(a)tion\\1") == nil)
        #expect(literal("tion\\z") == nil)
        #expect(literal("[a-z]+") == nil)
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
    ]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "+?", "*+"]

    /// Random patterns over random texts: prefiltered and plain PCRE2, match for match.
    @Test(arguments: 0..<4) func randomPatternsMatchPCRE2Alone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x11BE_7A1 &+ seed)
        print("RegexLiteralTests seed \(0x11BE_7A1 &+ seed)")
        var prefiltered = 0
        var matchCount = 0
        for _ in 0..<1_500 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                pattern += Self.atoms.randomElement(using: &generator)! + Self.quantifiers.randomElement(using: &generator)!
            }
            pattern += ["tion", "the", "ion", "ab", ""].randomElement(using: &generator)!
            guard let program = try? _RegexProgram(pattern: pattern, caseInsensitive: false),
                  let alone = try? _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false) else { continue }
            let literal = _RegexLiteral(pattern: pattern, caseInsensitive: false)
            if literal != nil { prefiltered += 1 }
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text += ["the ", "nation\n", "ab", "x", "tion", "a", "b\n", "é", "中", " ", "ion.", "1", "\n"].randomElement(using: &generator)!
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
        #expect(matchCount > 300)
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
        for pattern in ["\\b\\w+tion\\b", "[A-Z][a-z]+ing\\b", "x\\d+y"] {
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
}
