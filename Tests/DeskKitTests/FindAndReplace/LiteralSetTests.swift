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

    /// Alternations of words and pieces of words taken from C headers and licences on this
    /// machine, searched in those texts from random starts to random ends with every word rule:
    /// the same matches as PCRE2 alone. The probe pairs meet real byte frequencies here, and
    /// alternatives of different lengths put their pairs at different offsets.
    @Test(arguments: 0..<3) func alternationsFromMachineTextMatchPCRE2Alone(seed: UInt64) throws {
        let seed = 0x5E7_BA12 &+ seed
        print("LiteralSetTests machine text seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        // Regex search reads valid UTF-8 only.
        let bytes = Array(String(decoding: PairScanTests.machineText(), as: UTF8.self).utf8)
        try #require(bytes.count > 256 << 10, "this machine has C headers and licences")
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        /// A run of word bytes around a random position, cut to a random piece of it.
        func word() -> [UInt8] {
            while true {
                var start = Int.random(in: 0..<bytes.count, using: &generator)
                guard isWordByte(bytes[start]) else { continue }
                while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
                var end = start
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                let from = Int.random(in: 0...min(2, end - start - 1), using: &generator)
                let to = Int.random(in: (from + 1)...(end - start), using: &generator)
                return Array(bytes[(start + from)..<(start + min(to, from + 12))])
            }
        }
        var matchCount = 0
        for _ in 0..<40 {
            let pattern = (0..<Int.random(in: 1...6, using: &generator)).map { _ in String(decoding: word(), as: UTF8.self) }.joined(separator: "|")
            let compiled = try TextSearchPattern(pattern, options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
            guard case let .regex(matcher) = compiled.engine else { Issue.record("\(pattern) is not a regex"); continue }
            #expect(matcher.literalSet != nil, "\(pattern) is a literal set")
            let alone = try _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false)
            for method in [UITextSearchOptions.WordMatchMethod.contains, .startsWith, .fullWord] {
                let rules = _MatchRules(wordMatchMethod: method, rejectsTrailingMark: false)
                let (start, end) = bytes.withUnsafeBufferPointer { text in
                    let start = _UTF8Walk.boundary(atOrAfter: Int.random(in: 0...(text.count / 2), using: &generator), in: text)
                    return (start, _UTF8Walk.boundary(atOrAfter: Int.random(in: start...text.count, using: &generator), in: text))
                }
                func run(_ matcher: _RegexMatcher) throws -> [Range<Int>] {
                    var found: [Range<Int>] = []
                    _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                        try matcher.forEachMatch(in: text, range: start..<end) { match, _ in
                            found.append(match)
                            return true
                        }
                    }
                    return found
                }
                let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil))
                let found = try run(_RegexMatcher(program: matcher.program, rules: rules, literal: nil, literalSet: matcher.literalSet))
                #expect(found == expected, "seed \(seed): \(pattern) in \(start)..<\(end) \(method)")
                matchCount += expected.count
            }
        }
        #expect(matchCount > 1000)
    }
}
