@testable import DeskKit
import Foundation
import Testing

/// The engine against ``ReferenceTextSearch`` on seeded random Unicode texts.
@Suite struct TextSearchDifferentialTests {
    static let methods: [UITextSearchOptions.WordMatchMethod] = [.contains, .startsWith, .fullWord]
    static let foldings: [NSString.CompareOptions] = (0..<8).map { bits in
        var options: NSString.CompareOptions = []
        if bits & 1 != 0 { options.insert(.caseInsensitive) }
        if bits & 2 != 0 { options.insert(.diacriticInsensitive) }
        if bits & 4 != 0 { options.insert(.widthInsensitive) }
        return options
    }

    @Test(arguments: methods, foldings)
    func literalSearchMatchesTheReference(method: UITextSearchOptions.WordMatchMethod, folding: NSString.CompareOptions) throws {
        var generator = SeededGenerator(seed: 0xD35C + UInt64(folding.rawValue) &* 31 + UInt64(method.rawValue))
        let options = UITextSearchOptions(wordMatchMethod: method, stringCompareOptions: folding)
        var matchCount = 0
        for round in 0..<120 {
            let text = TrickyText.make(using: &generator, pieceCount: Int.random(in: 0...14, using: &generator))
            let reference = ReferenceTextSearch(text)
            let bytes = Array(text.utf8)
            for _ in 0..<4 {
                let query = TrickyText.query(in: text, using: &generator)
                let range = randomRange(in: reference, round: round, using: &generator)
                let pattern = try TextSearchPattern(query, options: options)
                let found = try pattern.matches(in: bytes, range: range)
                let expected = reference.literalMatches(query, options: options, byteRange: range)
                #expect(found == expected, "query \(debug(query)) in \(debug(text)) range \(range) \(options)")
                matchCount += found.count
            }
        }
        // The inputs must really produce matches for the comparison to mean something; word
        // rules keep fewer.
        #expect(matchCount > (method == .contains ? 50 : 20))
    }

    /// Long ASCII stretches exercise the vector fast path and its hand-over to the slow path.
    @Test(arguments: foldings)
    func longMostlyASCIITextsMatchTheReference(folding: NSString.CompareOptions) throws {
        var generator = SeededGenerator(seed: 77 + UInt64(folding.rawValue))
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: folding)
        for _ in 0..<6 {
            var text = ""
            for _ in 0..<40 {
                text += String(repeating: ["the cat ", "THE DOG ", "then ", "xy "].randomElement(using: &generator)!,
                               count: Int.random(in: 1...6, using: &generator))
                text += TrickyText.pieces.randomElement(using: &generator)!
            }
            let reference = ReferenceTextSearch(text)
            let bytes = Array(text.utf8)
            for query in ["the", "THE ", "e c", "cafe", "straße", "ss", "x", "then the", "É"] {
                let pattern = try TextSearchPattern(query, options: options)
                let expected = reference.literalMatches(query, options: options, byteRange: 0..<bytes.count)
                #expect(try pattern.matches(in: bytes) == expected, "query \(debug(query)) \(options)")
            }
        }
    }

    static let regexPatterns = [
        "[a-z]+", "th[a-z]*", "\\d+", "[A-Z][a-z]+", "ca(f|ff)e", "(the|The) ", "s+", "[^ \\n]+e",
        "[\\p{L}\\p{N}_]+", "x|y|z", "^[a-z]", "[a-z]$", "ab?c", "[0-9]{2}",
        // Nested repetition of one character, made linear before PCRE2 compiles it.
        "([a-z]+)+e", "(?:\\p{L}+)+\\d", "(s+)*t",
    ]

    @Test(arguments: methods)
    func regularExpressionsMatchFoundation(method: UITextSearchOptions.WordMatchMethod) throws {
        var generator = SeededGenerator(seed: 0xBEEF + UInt64(method.rawValue))
        for caseInsensitive in [false, true] {
            let options = UITextSearchOptions(
                wordMatchMethod: method,
                stringCompareOptions: caseInsensitive ? [.regularExpression, .caseInsensitive] : .regularExpression)
            for _ in 0..<40 {
                let text = TrickyText.make(using: &generator, pieceCount: Int.random(in: 0...12, using: &generator))
                let reference = ReferenceTextSearch(text)
                for pattern in Self.regexPatterns {
                    let compiled = try TextSearchPattern(pattern, options: options)
                    let expected = try reference.regexMatches(pattern, options: options, text: text)
                    #expect(try compiled.matches(in: Array(text.utf8)) == expected, "regex \(pattern) in \(debug(text)) \(options)")
                }
            }
        }
    }

    private func randomRange(in reference: ReferenceTextSearch, round: Int, using generator: inout SeededGenerator) -> Range<Int> {
        let total = reference.offsets.last!
        guard round % 3 == 0, reference.offsets.count > 2 else { return 0..<total }
        let a = reference.offsets.randomElement(using: &generator)!
        let b = reference.offsets.randomElement(using: &generator)!
        return min(a, b)..<max(a, b)
    }

    private func debug(_ string: String) -> String {
        string.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }
}
