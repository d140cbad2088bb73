@testable import DeskKit
import Foundation
import Testing

@Suite struct ReplacementTests {
    private let regex = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)

    private func replaceAll(_ query: String, in text: String, with template: String,
                            options: UITextSearchOptions = UITextSearchOptions(), preservesCase: Bool = false) throws -> String {
        let pattern = try TextSearchPattern(query, options: options)
        let compiled = try pattern.replacementTemplate(template)
        let bytes = Array(text.utf8)
        let result = try bytes.withUnsafeBufferPointer { try pattern.replaceAll(in: $0, with: compiled, preservesCase: preservesCase) }
        // The inverse batch must give the original back.
        let restored = result.text.withUnsafeBufferPointer { result.inverse.apply(to: $0).text }
        #expect(restored == bytes)
        return String(decoding: result.text, as: UTF8.self)
    }

    @Test func templatesInsertGroupsAndEscapes() throws {
        #expect(try replaceAll("(\\w+)@(\\w+)", in: "me@home", with: "$2 at $1 ($0)", options: regex) == "home at me (me@home)")
        #expect(try replaceAll("(?<user>\\w+)@", in: "me@", with: "${user}\\t\\$\\\\", options: regex) == "me\t$\\")
        #expect(try replaceAll("(a)", in: "a", with: "$10", options: regex) == "a0", "two digits only when that group exists")
        #expect(try replaceAll("a", in: "a$1", with: "$1") == "$1$1", "literal queries insert the template as written")
    }

    @Test func badTemplatesAreTypedErrors() throws {
        let pattern = try TextSearchPattern("(a)", options: regex)
        #expect(throws: TextSearchError.invalidReplacementTemplate(template: "$2", problem: .groupOutOfRange(number: 2, groupCount: 1), offset: 0)) {
            try pattern.replacementTemplate("$2")
        }
        #expect(throws: TextSearchError.invalidReplacementTemplate(template: "x${nope}", problem: .unknownGroupName("nope"), offset: 1)) {
            try pattern.replacementTemplate("x${nope}")
        }
        #expect(throws: TextSearchError.invalidReplacementTemplate(template: "${a", problem: .unterminatedGroupName, offset: 3)) {
            try pattern.replacementTemplate("${a")
        }
    }

    @Test func preserveCaseFollowsTheMatch() throws {
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)
        #expect(try replaceAll("cat", in: "cat Cat CAT cAt", with: "dog", options: options, preservesCase: true) == "dog Dog DOG dog")
    }

    @Test func replaceAllHandlesUnicodeAndGrowth() throws {
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)
        #expect(try replaceAll("strasse", in: "Straße, STRASSE!", with: "Weg", options: options) == "Weg, Weg!")
        #expect(try replaceAll("é", in: "éé", with: "ééé") == "éééééé")
    }
}
