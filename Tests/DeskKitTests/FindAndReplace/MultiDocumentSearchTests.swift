@testable import DeskKit
import Foundation
import Testing

/// Documents searched on every core come back complete and in document order.
@MainActor
@Suite struct MultiDocumentSearchTests {
    final class Shelf: UITextSearching {
        typealias DocumentIdentifier = Int
        let documents: [TextSnapshot]
        let current: Int
        init(_ documents: [TextSnapshot], current: Int) { self.documents = documents; self.current = current }

        var selectedTextRange: UITextRange? { TextRange(0..<0, version: 0) }
        var selectedTextSearchDocument: DocumentIdentifier? { current }

        func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<Int>) {
            let pattern = try! TextSearchPattern(queryString, options: options)
            let documents = documents, current = current
            Task.detached {
                try? pattern.search(documents, identifiers: Array(documents.indices), from: current, reportingTo: aggregator)
            }
        }

        func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult {
            let lhs = (foundRange as! TextRange).byteRange.lowerBound, rhs = (toRange as! TextRange).byteRange.lowerBound
            return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
        }

        func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult {
            let lhs = document, rhs = toDocument
            return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
        }

        func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {}
        func clearAllDecoratedFoundText() {}
    }

    @Test(arguments: [0, 7, 299]) func everyDocumentsResultsInOrder(current: Int) async throws {
        var generator = SeededGenerator(seed: 0xD0C5 + UInt64(current))
        let documents = (0..<300).map { _ in
            TextSnapshot(bytes: Array(TrickyText.make(using: &generator, pieceCount: Int.random(in: 0...400, using: &generator)).utf8), version: 0)
        }
        for (query, options) in [("the", UITextSearchOptions()), ("café", UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)),
                                 ("[a-z]+e\\b", UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))] {
            let pattern = try TextSearchPattern(query, options: options)
            var expected: [(Int, Range<Int>)] = []
            for (index, document) in documents.enumerated() {
                expected += try pattern.matches(in: document.bytes).map { (index, $0) }
            }
            #expect(expected.count > 50)
            let shelf = Shelf(documents, current: current)
            let session = UITextSearchingFindSession(searchableObject: shelf)
            session.performSearch(query: query, options: options)
            await session.waitUntilSearchFinished()
            let found = session.foundRanges.map { ($0.document!.base as! Int, ($0.range as! TextRange).byteRange) }
            #expect(found.count == expected.count, "\(query)")
            #expect(found.map(\.0) == expected.map(\.0), "\(query): documents in order")
            #expect(found.map(\.1) == expected.map(\.1), "\(query): ranges")
            withExtendedLifetime(shelf) {}
            // The current result is the first in the selection's document, or after it.
            let firstAtOrAfter = expected.first { $0.0 >= current } ?? expected.first
            let highlighted = try #require(session.highlightedRange)
            #expect(highlighted.document?.base as? Int == firstAtOrAfter?.0)
            #expect((highlighted.range as! TextRange).byteRange == firstAtOrAfter?.1)
        }
    }
}
