@testable import DeskKit
import Foundation
import Testing

/// Whole-word and starts-with search follow Unicode word segmentation (UAX #29), the same way
/// for literal, folded and regular-expression queries.
@Suite struct WordBoundaryTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let query: String
        let method: UITextSearchOptions.WordMatchMethod
        /// The found ranges, as the UTF-8 of what precedes each and its text.
        let expected: [String]
        var description: String { "\(query) in \(text) (\(method))" }
    }

    static let cases: [Case] = [
        // A symbol is no word, so it starts none (contains still finds it).
        Case(text: "emoji😀", query: "😀", method: .startsWith, expected: []),
        Case(text: "emoji😀", query: "😀", method: .fullWord, expected: []),
        Case(text: "emoji😀", query: "😀", method: .contains, expected: ["emoji"]),
        Case(text: "emoji😀 x", query: "emoji", method: .fullWord, expected: [""]),
        // Apostrophes, periods and colons inside words and numbers (WB6, WB7, WB11, WB12).
        Case(text: "can't stop", query: "t", method: .startsWith, expected: []),
        Case(text: "can't stop", query: "can't", method: .fullWord, expected: [""]),
        Case(text: "can't stop", query: "can", method: .fullWord, expected: []),
        Case(text: "pi is 3.14, e.g. this", query: "14", method: .startsWith, expected: []),
        Case(text: "pi is 3.14, e.g. this", query: "3.14", method: .fullWord, expected: ["pi is "]),
        Case(text: "pi is 3.14, e.g. this", query: "g", method: .startsWith, expected: []),
        Case(text: "end. Start", query: "Start", method: .fullWord, expected: ["end. "]),
        // Letters, digits and "_" join; kana runs join; ideographs stand alone.
        Case(text: "the_cat cat2 cat", query: "cat", method: .fullWord, expected: ["the_cat cat2 "]),
        Case(text: "カタカナ", query: "カナ", method: .startsWith, expected: []),
        Case(text: "中文", query: "文", method: .fullWord, expected: ["中"]),
        // Marks, joiners and modifiers belong to what precedes them (WB4, WB3c).
        Case(text: "nai\u{308}ve", query: "ve", method: .startsWith, expected: []),
        Case(text: "a\u{301}b", query: "b", method: .startsWith, expected: []),
        Case(text: "👨‍👩‍👧 👩", query: "👩", method: .fullWord, expected: []),
        // Word edges made of symbols are fine at the end.
        Case(text: "I like C++ and C#.", query: "C++", method: .fullWord, expected: ["I like "]),
        Case(text: "x\r\nabc", query: "abc", method: .startsWith, expected: ["x\r\n"]),
    ]

    @Test(arguments: cases) func literalSearch(_ testCase: Case) throws {
        for compare in [NSString.CompareOptions(), .caseInsensitive] {
            let pattern = try TextSearchPattern(testCase.query, options: UITextSearchOptions(
                wordMatchMethod: testCase.method, stringCompareOptions: compare))
            #expect(try pattern.matches(in: Array(testCase.text.utf8)) == expectedRanges(testCase), "\(compare)")
        }
    }

    @Test(arguments: cases) func regularExpressionSearch(_ testCase: Case) throws {
        let escaped = NSRegularExpression.escapedPattern(for: testCase.query)
        let pattern = try TextSearchPattern(escaped, options: UITextSearchOptions(
            wordMatchMethod: testCase.method, stringCompareOptions: .regularExpression))
        #expect(try pattern.matches(in: Array(testCase.text.utf8)) == expectedRanges(testCase))
    }

    private func expectedRanges(_ testCase: Case) -> [Range<Int>] {
        testCase.expected.map { before in
            let start = before.utf8.count
            return start..<(start + testCase.query.utf8.count)
        }
    }

    /// Whole words next to newlines and "mid" punctuation ("License's", "License.", "e.g.",
    /// "1,000"), decided from ASCII neighbours alone, against the reference's word boundaries,
    /// on licences and copyright files from this machine.
    @Test func wholeWordsInLicenceTextMatchTheReference() throws {
        var text = ""
        for name in ["GPL-3", "LGPL-2.1", "Apache-2.0", "MPL-2.0", "Artistic"] {
            if let data = FileManager.default.contents(atPath: "/usr/share/common-licenses/" + name) {
                text += String(decoding: data.prefix(12 << 10), as: UTF8.self)
            }
        }
        for package in ["bash", "coreutils", "dpkg", "libc6", "tzdata"] {
            if let data = FileManager.default.contents(atPath: "/usr/share/doc/\(package)/copyright") {
                text += String(decoding: data.prefix(8 << 10), as: UTF8.self)
            }
        }
        try #require(text.utf8.count > 20_000, "the machine has licence texts")
        let reference = ReferenceTextSearch(text)
        let bytes = Array(text.utf8)
        var found = 0
        for query in ["License", "Licensee", "GPL", "s", "e", "g", "0", "1", "Software", "you", "t", "Copyright", "c", "Inc", "org"] {
            for method in [UITextSearchOptions.WordMatchMethod.fullWord, .startsWith] {
                let options = UITextSearchOptions(wordMatchMethod: method, stringCompareOptions: [])
                let matches = try TextSearchPattern(query, options: options).matches(in: bytes)
                #expect(matches == reference.literalMatches(query, options: options, byteRange: 0..<bytes.count), "\(query) \(method)")
                found += matches.count
            }
        }
        #expect(found > 100)
    }
}
