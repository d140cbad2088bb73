@testable import DeskKit
import Foundation
import Testing

@Suite struct TextSearchPatternTests {
    private func find(_ query: String, in text: String, _ compare: NSString.CompareOptions = [],
                      words: UITextSearchOptions.WordMatchMethod = .contains) throws -> [String] {
        let pattern = try TextSearchPattern(query, options: UITextSearchOptions(wordMatchMethod: words, stringCompareOptions: compare))
        let bytes = Array(text.utf8)
        return try pattern.matches(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func caseFoldingIsFullUnicodeFolding() throws {
        #expect(try find("straße", in: "STRASSE Strasse straße", .caseInsensitive) == ["STRASSE", "Strasse", "straße"])
        #expect(try find("İstanbul", in: "i\u{307}stanbul istanbul", .caseInsensitive) == ["i\u{307}stanbul"])
        #expect(try find("ı", in: "i I ı", .caseInsensitive) == ["ı"])
        #expect(try find("σ", in: "ΣΑΣ ς", .caseInsensitive) == ["Σ", "Σ", "ς"])
        #expect(try find("s", in: "ß", .caseInsensitive).isEmpty, "a match never splits a character's folding")
    }

    @Test func diacriticAndWidthFolding() throws {
        #expect(try find("cafe", in: "café cafe\u{301} CAFE", .diacriticInsensitive) == ["café", "cafe\u{301}"])
        #expect(try find("e", in: "e\u{301}", []).isEmpty, "a plain search does not stop before a combining mark")
        #expect(try find("Abc", in: "Ａｂｃ Abc abc", .widthInsensitive) == ["Ａｂｃ", "Abc"])
        #expect(try find("ガ", in: "ｶﾞ", .widthInsensitive) == ["ｶﾞ"])
    }

    @Test func wordMatching() throws {
        #expect(try find("the", in: "the other then the", words: .fullWord) == ["the", "the"])
        #expect(try find("the", in: "the other then bathe", words: .startsWith) == ["the", "the"])
        #expect(try find("中", in: "中文", words: .fullWord) == ["中"], "each ideograph is a word")
        #expect(try find("cafe", in: "cafe\u{301}s café", .diacriticInsensitive, words: .fullWord) == ["café"])
    }

    @Test func emptyQueriesFindNothing() throws {
        #expect(try find("", in: "abc").isEmpty)
        #expect(try find("", in: "abc", .regularExpression).isEmpty)
        #expect(try find("\u{301}", in: "e\u{301}", .diacriticInsensitive).isEmpty, "a query that folds to nothing")
        #expect(try TextSearchPattern("").isEmpty)
    }

    @Test func invalidRegularExpressionIsATypedError() {
        #expect(throws: TextSearchError.invalidRegularExpression(pattern: "(ab", reason: "missing closing parenthesis", offset: 3)) {
            try TextSearchPattern("(ab", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        }
        let error = TextSearchError.invalidRegularExpression(pattern: "(ab", reason: "missing closing parenthesis", offset: 3)
        #expect(error.message == "Invalid regular expression '(ab': missing closing parenthesis at offset 3. Fix the pattern or turn off Regular Expression.")
    }

    @Test func regexFindsNonEmptyMatchesInOrder() throws {
        #expect(try find("a*", in: "baab", .regularExpression) == ["aa"])
        #expect(try find("^\\w", in: "ab\ncd", .regularExpression) == ["a", "c"])
        #expect(try find("STRASSE", in: "straße STRASSE", [.regularExpression, .caseInsensitive]) == ["STRASSE"])
    }

    @Test func searchInARangeKeepsItsContext() throws {
        let pattern = try TextSearchPattern("cat", options: UITextSearchOptions(wordMatchMethod: .fullWord, stringCompareOptions: []))
        let bytes = Array("cat concat cat".utf8)
        #expect(try pattern.matches(in: bytes, range: 7..<14) == [11..<14], "'cat' of 'concat' is not a whole word")
    }

    @Test func firstMatchWrapsAround() throws {
        let pattern = try TextSearchPattern("x")
        let bytes = Array("x..x..".utf8)
        let found = try bytes.withUnsafeBufferPointer { (text) throws -> [Range<Int>?] in
            [try pattern.firstMatch(in: text, from: 1), try pattern.firstMatch(in: text, from: 4),
             try pattern.firstMatch(in: text, from: 4, wraps: false)]
        }
        #expect(found == [3..<4, 0..<1, nil])
    }

    @Test func cancelledSearchThrows() async throws {
        let pattern = try TextSearchPattern("needle")
        let text = [UInt8](repeating: 0x61, count: 3 << 20)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try pattern.matches(in: text)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
