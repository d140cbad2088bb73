@testable import DeskKit
import Foundation
import Testing

/// Patterns that are only plain strings in alternation are found without PCRE2, and the
/// matches are exactly PCRE2's.
@Suite struct LiteralSetTests {
    @Test func alternativesAreFoundFromThePattern() {
        func alternatives(_ pattern: String, caseInsensitive: Bool = false) -> [String]? {
            _RegexLiteral.alternatives(in: pattern, caseInsensitive: caseInsensitive)?.map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(alternatives("colour|color|hue") == ["colour", "color", "hue"])
        #expect(alternatives("a\\.b|café") == ["a.b", "café"])
        #expect(alternatives("word") == ["word"])
        #expect(alternatives("colou?r|hue") == nil, "a quantifier is not a plain string")
        #expect(alternatives("(colour|color)") == nil)
        #expect(alternatives("colour|") == nil, "an empty alternative")
        #expect(alternatives("^the|and") == nil)
        #expect(alternatives("the|and", caseInsensitive: true) == nil)
        #expect(alternatives("a\\b|c") == nil)
    }

    static let pieces = ["a", "ab", "abc", "the", "then", "é", "éa", "中", "x", "b.", "the cat", "ion", "中文"]
    static let textPieces = ["a", "ab", "abc", "the", "then ", "é", "éa", "中", "x", "b.", " ", "\n", "ion", "中文", "cat", "e\u{301}", "bab"]

    /// Random alternations over random texts, with every word rule and from random starts:
    /// the same matches (and group 0) as PCRE2 alone. Long texts take the SIMD scan, short
    /// ones and the ends of long ones its byte-by-byte tail.
    @Test(arguments: 0..<4) func randomAlternationsMatchPCRE2Alone(seed: UInt64) throws {
        let seed = 0xA17E_5E7 &+ seed
        print("LiteralSetTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        var matchCount = 0
        for round in 0..<600 {
            let pattern = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)!.replacingOccurrences(of: ".", with: "\\.")
            }.joined(separator: "|")
            let compiled = try TextSearchPattern(pattern, options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
            guard case let .regex(matcher) = compiled.engine else { Issue.record("\(pattern) is not a regex"); continue }
            #expect(matcher.literalSet != nil, "\(pattern) is a literal set")
            let alone = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)
            let length = round % 10 == 0 ? 400 : 30
            let text = (0..<Int.random(in: 0...length, using: &generator)).map { _ in Self.textPieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            for method in [UITextSearchOptions.WordMatchMethod.contains, .startsWith, .fullWord] {
                let rules = _MatchRules(wordMatchMethod: method, rejectsTrailingMark: false)
                let start = bytes.withUnsafeBufferPointer { _UTF8Walk.boundary(atOrAfter: Int.random(in: 0...bytes.count, using: &generator), in: $0) }
                let end = bytes.withUnsafeBufferPointer { _UTF8Walk.boundary(atOrAfter: Int.random(in: start...bytes.count, using: &generator), in: $0) }
                func run(_ matcher: _RegexMatcher) throws -> [Range<Int>] {
                    var found: [Range<Int>] = []
                    _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                        try matcher.forEachMatch(in: text, range: start..<end) { match, groups in
                            #expect(groups[0] == match)
                            found.append(match)
                            return true
                        }
                    }
                    return found
                }
                let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil))
                let found = try run(_RegexMatcher(program: matcher.program, rules: rules, literal: nil, literalSet: matcher.literalSet))
                #expect(found == expected, "seed \(seed): \(pattern) in \(text.debugDescription) \(start)..<\(end) \(method)")
                matchCount += expected.count
            }
        }
        #expect(matchCount > 1000)
    }
}
