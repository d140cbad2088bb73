@testable import DeskKit
import Foundation
import Testing

/// Inputs the fuzz targets (scripts/fuzz) found crashing, kept as tests once fixed. Their raw
/// inputs are also in Fuzz/corpus/<target>/regression-*, replayed by every fuzz run.
@Suite struct FuzzRegressionTests {
    /// `\C` matches one byte and could end a match inside a character, where word checks read
    /// past the text (AddressSanitizer: heap-buffer-overflow in `_MatchRules.endsWord`).
    @Test(arguments: ["\\C", "a\\C", "(?<=\\C)b", "x|\\Cy"])
    func singleByteEscapeIsRefused(pattern: String) throws {
        let options = UITextSearchOptions(wordMatchMethod: .fullWord, stringCompareOptions: .regularExpression)
        #expect {
            _ = try TextSearchPattern(pattern, options: options)
        } throws: { error in
            guard case let .invalidRegularExpression(failed, reason, _) = error as? TextSearchError else { return false }
            return failed == pattern && reason.contains("\\C")
        }
    }

    @Test func crashingInputOfTheRegexTarget() throws {
        let options = UITextSearchOptions(wordMatchMethod: .fullWord, stringCompareOptions: .regularExpression)
        let text = Array("b\u{2FE0}u\u{F0}x ab".utf8)
        #expect(throws: TextSearchError.self) { try TextSearchPattern("\\C|arccte", options: options) }
        // Ordinary patterns over the same multi-byte text keep matching at character boundaries.
        let pattern = try TextSearchPattern("\\w+", options: options)
        for match in try pattern.matches(in: text) {
            #expect(String(validating: text[match], as: UTF8.self) != nil)
        }
    }
}
