@testable import DeskKit
import Foundation
import Testing

/// Patterns that are sequences of ASCII classes are followed from each start without PCRE2,
/// and those without a literal are found by a pair of classes side by side: the matches are
/// exactly PCRE2's, on text from this machine.
@Suite struct ClassSequenceTests {
    @Test func sequencesAreReadFromThePattern() throws {
        func steps(_ pattern: String) -> Int? { _ClassSequence(pattern: pattern, caseInsensitive: false)?.steps.count }
        #expect(steps("#define\\s+[A-Z_]{12,}") == 3, "the literal, \\s+ and the class")
        #expect(steps("\"[a-z_]+\": \"") == 3)
        #expect(steps("\\b[A-Z]{3,}[0-9]+\\b") == 4)
        #expect(steps("Copyright:? \\d{4}") == 4)
        #expect(steps("^\\.B[IR]? \\\\-") != nil)
        #expect(steps("\\w+\\d") == nil, "\\w+ could give back a digit")
        #expect(steps("[a-z]+[a-c]") == nil)
        #expect(steps("[a-z]+\\b\\.") != nil, "a boundary after a run of word characters cannot hold inside it")
        #expect(steps("[a-z.]+\\b\\.") == nil, "one inside a run of word and other characters can")
        #expect(steps("a*\\bb") == nil, "a boundary after a run that may be empty")
        #expect(steps("a+?b") == nil && steps("a++b") == nil, "lazy and possessive repeats")
        #expect(steps("(a)b") == nil && steps("a|b") == nil && steps("a.b") == nil && steps("ab$") == nil)
        #expect(steps("é+x") == nil && steps("[[:alpha:]]x") == nil && steps("a{,3}x") == nil && steps("a{x") == nil)
        #expect(_ClassSequence(pattern: "ab", caseInsensitive: true) == nil)
        #expect(steps("\\b") == nil, "nothing that consumes a character")
        let pair = try #require(_ClassSequence(pattern: "\\b[A-Z]{3,}[0-9]+\\b", caseInsensitive: false)?.pair)
        #expect(pair.start.minimumLength == 2)
        #expect(pair.start.first.contains(UInt8(ascii: "Q")) && !pair.start.first.contains(UInt8(ascii: "7")))
        #expect(_ClassSequence(pattern: "\\w+\\s", caseInsensitive: false)?.pair == nil, "a common pair is not scanned for")
    }

    @Test func startsAreDecidedAsPCRE2Does() throws {
        let sequence = try #require(_ClassSequence(pattern: "\\b[A-Z]{3,}[0-9]+\\b", caseInsensitive: false))
        let bytes = Array("x ABC12 _ABC1 ABC12x ÉABC1 AB1\n".utf8)
        bytes.withUnsafeBufferPointer { text in
            let base = text.baseAddress!
            #expect(sequence.decide(base, end: text.count, at: 2) == .match(end: 7))
            #expect(sequence.decide(base, end: 6, at: 2) == .match(end: 6), "the subject's end stops the run")
            #expect(sequence.decide(base, end: text.count, at: 9) == .noMatch, "no boundary after _")
            #expect(sequence.decide(base, end: text.count, at: 15) == .noMatch, "no boundary before x")
            #expect(sequence.decide(base, end: text.count, at: 23) == .undecided, "after É, left to PCRE2")
            #expect(sequence.decide(base, end: text.count, at: 28) == .noMatch, "two capitals")
        }
    }

    /// Text from this machine: C headers and licences, with JSON from /usr/share.
    static func machineText() -> [UInt8] {
        var text = PairScanTests.machineText()
        let json = ["/usr/share/iso-codes/json", "/usr/share/vulkan/registry", "/usr/share/doc-base"]
        for folder in json {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            for name in names.prefix(10) {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                      String(data: data, encoding: .utf8) != nil else { continue }
                text += data.prefix(64 << 10)
            }
        }
        return text
    }

    static let classes = [
        "[A-Z]", "[a-z_]", "[0-9]", "\\d", "\\s", "\\w", "[^\"\\n]", "[A-Z_]", "\\S", "[\\t ]", "[a-f0-9]", "\\W", "x", "_", "\"", ":", " ",
        "#", "\\(", "e", "T", "\\.", "[,;]",
    ]
    static let quantifiers = ["", "", "+", "*", "?", "{2}", "{1,3}", "{3,}"]

    /// Random sequences of classes over text from this machine, from random starts to random
    /// ends: with the sequence and the pair (or literal), the same matches as PCRE2 alone.
    @Test(arguments: 0..<4) func randomSequencesMatchPCRE2Alone(seed: UInt64) throws {
        let seed = 0x5E9_C1A55 &+ seed
        print("ClassSequenceTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let bytes = Self.machineText()
        try #require(bytes.count > 256 << 10, "this machine has C headers, licences and JSON")
        var sequences = 0
        var pairs = 0
        var matchCount = 0
        // Patterns are drawn until enough of them take the sequence path (most random ones do not).
        var drawn = 0
        while sequences < 60 && drawn < 20_000 {
            drawn += 1
            var pattern = ["", "", "\\b", "^"].randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                pattern += Self.classes.randomElement(using: &generator)! + Self.quantifiers.randomElement(using: &generator)!
                if Int.random(in: 0..<5, using: &generator) == 0 { pattern += "\\b" }
            }
            guard let program = try? _RegexProgram(pattern: pattern, caseInsensitive: false),
                  let alone = try? _RegexProgram(pattern: pattern, caseInsensitive: false, allowsLineBoundedCode: false) else { continue }
            let literal = _RegexLiteral(pattern: pattern, caseInsensitive: false)
            let rules = _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false)
            let fast = _RegexMatcher(program: program, rules: rules, literal: literal)
            guard program.sequence != nil, fast.literalStart != nil else { continue }
            sequences += 1
            if fast.pairScan != nil { pairs += 1 }
            let (start, end) = bytes.withUnsafeBufferPointer { text in
                let start = _UTF8Walk.boundary(atOrAfter: Int.random(in: 0...(text.count / 2), using: &generator), in: text)
                return (start, _UTF8Walk.boundary(atOrAfter: Int.random(in: start...min(text.count, start + 400_000), using: &generator), in: text))
            }
            func run(_ matcher: _RegexMatcher) throws -> [Range<Int>] {
                var found: [Range<Int>] = []
                _ = try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                    try matcher.forEachMatch(in: text, range: start..<end) { match, _ in found.append(match); return true }
                }
                return found
            }
            let expected = try run(_RegexMatcher(program: alone, rules: rules, literal: nil))
            #expect(try run(fast) == expected, "seed \(seed): \(pattern) in \(start)..<\(end)")
            matchCount += expected.count
        }
        print("ClassSequenceTests seed \(seed): \(drawn) patterns drawn, \(sequences) sequences, \(pairs) with a pair scan, \(matchCount) matches")
        #expect(sequences == 60 && pairs > 5, "the patterns must take both paths")
        #expect(matchCount > 300)
    }

    /// The pair scan's vector pass and byte loop find every place the two classes meet in
    /// this machine's text, from random starts to random ends.
    @Test func pairScanFindsEveryPlaceBothWays() throws {
        let bytes = Self.machineText()
        let seed = UInt64.random(in: 0...UInt64.max)
        print("ClassSequenceTests pair seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        for pattern in ["[A-Z]{2}[0-9]", "\\b[A-Z]{3,}[0-9]+\\b", "\"[a-z_]+\": \"", "[0-9]{4}-[0-9]", "[a-z]\\(", "x[A-F0-9]{2}_"] {
            let sequence = try #require(_ClassSequence(pattern: pattern, caseInsensitive: false))
            var pair = try #require(_ClassPair(steps: sequence.steps), "\(pattern) has a rare pair")
            let lower = Int.random(in: 0..<(bytes.count / 2), using: &generator)
            let upper = Int.random(in: min(bytes.count, lower + bytes.count / 4)...bytes.count, using: &generator)
            func member(_ table: [UInt8], _ byte: UInt8) -> Bool { byte < 0x80 && table[Int(byte & 15)] >> (byte >> 4) & 1 != 0 }
            let expected = lower < upper ? (lower..<(upper - 1)).filter { member(pair.first, bytes[$0]) && member(pair.second, bytes[$0 + 1]) } : []
            for path in [_LiteralAnchor.ScanPath.automatic, .scalar] {
                pair.path = path
                var found: [Int] = []
                try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                    try pair.forEachOccurrence(in: text, range: lower..<upper) { found.append($0); return $0 + 1 }
                }
                #expect(found == expected, "seed \(seed): \(pattern) in \(lower)..<\(upper), path \(path)")
            }
            #expect(expected.count > 10, "seed \(seed): \(pattern) meets its pair in \(lower)..<\(upper) of this machine's text")
        }
    }
}
