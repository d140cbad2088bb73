@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A text view's search shows the matches around the caret at once (in the frame that shows the
/// typed query) and finds the rest off the main actor; together they are exactly the engine's.
@MainActor
@Suite struct NearCaretSearchTests {
    /// About 300 KB of lines of varied length, some with words the queries look for.
    private static func document(using random: inout TestRandom) -> String {
        let words = ["the", "The", "THE", "other", "bathe", "café", "cafe\u{301}", "Straße", "strasse", "theme", "x"]
        var lines: [String] = []
        var size = 0
        while size < 300_000 {
            let count = Int.random(in: 0...14, using: &random)
            let line = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            lines.append(line)
            size += line.utf8.count + 1
        }
        return lines.joined(separator: "\n")
    }

    private func byteRanges(_ session: UITextSearchingFindSession) -> [Range<Int>] {
        session.foundRanges.map { ($0.range as! TextRange).byteRange }
    }

    @Test(arguments: [
        ("the", UITextSearchOptions()),
        ("the", UITextSearchOptions(wordMatchMethod: .fullWord, stringCompareOptions: .caseInsensitive)),
        ("cafe", UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: [.caseInsensitive, .diacriticInsensitive])),
        ("strasse", UITextSearchOptions(wordMatchMethod: .startsWith, stringCompareOptions: .caseInsensitive)),
        ("th[a-z]+", UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)),
    ])
    func resultsAroundTheCaretAndTheRestAreTheEnginesResults(query: String, options: UITextSearchOptions) async throws {
        var random = TestRandom("NearCaretSearchTests (query \(query))")
        let seed = random.seed
        let text = Self.document(using: &random)
        let bytes = Array(text.utf8)
        let engine = try TextSearchPattern(query, options: options).matches(in: bytes)
        let carets = [0, bytes.count, bytes.count / 2] + (0..<5).map { _ in Int.random(in: 0...bytes.count, using: &random) }
        for caret in carets {
            let view = UITextView(frame: .zero)
            view.text = text
            let start = view.textStorage.scalarBoundary(atOrAfter: caret)
            view.select(start..<start)
            let session = UITextSearchingFindSession(searchableObject: view)
            session.performSearch(query: query, options: options)
            if !options.stringCompareOptions.contains(.regularExpression) {
                // Before anything else runs: the current result is the first one after the caret.
                if let expected = engine.first(where: { $0.lowerBound >= start }), expected.upperBound - start < 40_000 {
                    let current = try #require(session.highlightedRange?.range as? TextRange, "caret \(start)")
                    #expect(current.byteRange == expected, "caret \(start)")
                    #expect(view.highlightedFoundTextRange?.byteRange == expected)
                    #expect(session.resultCount > 0)
                }
            }
            await session.waitUntilSearchFinished()
            // The view draws every result (the presenter shows the ones on screen).
            #expect(view.foundByteRanges.elements == engine, "caret \(start), seed \(seed): the view decorates \(view.foundByteRanges.count)")
            let found = byteRanges(session)
            let firstDifference = (0..<min(found.count, engine.count)).first { found[$0] != engine[$0] } ?? min(found.count, engine.count)
            #expect(found.count == engine.count && firstDifference == found.count,
                    "caret \(start), seed \(seed): \(found.count) found, \(engine.count) expected; first difference at \(firstDifference): \(found.dropFirst(firstDifference).prefix(3)) for \(engine.dropFirst(firstDifference).prefix(3))")
        }
    }

    @Test func aLineLongerThanTheWindowIsLeftToTheBackgroundSearch() async throws {
        // One 200 KB line: no line start near the caret, so nothing is searched on the main actor.
        let text = String(repeating: "the cat ", count: 25_000)
        let view = UITextView(frame: .zero)
        view.text = text
        view.select(100_000..<100_000)
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: "cat", options: nil)
        await session.waitUntilSearchFinished()
        #expect(session.resultCount == 25_000)
        let current = try #require(session.highlightedRange?.range as? TextRange)
        #expect(current.byteRange == 100_004..<100_007)
    }
}
