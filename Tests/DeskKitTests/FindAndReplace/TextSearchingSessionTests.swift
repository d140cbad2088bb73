@testable import DeskKit
import Foundation
import Testing

/// A conversation of messages, each a document, reporting results in a scrambled order.
@MainActor
final class Conversation: UITextSearching {
    /// A message is identified by its index, as UIKit code names its own identifier type.
    typealias DocumentIdentifier = Int

    final class Range: UITextRange, @unchecked Sendable {
        let message: Int
        let offset: Int
        init(message: Int, offset: Int) { self.message = message; self.offset = offset }
    }

    var messages: [String]
    var decorations: [String: UITextSearchFoundTextStyle] = [:]
    var lateAggregators: [UITextSearchAggregator<Int>] = []

    init(_ messages: [String]) { self.messages = messages }

    var selectedTextRange: UITextRange? { nil }

    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<Int>) {
        lateAggregators.append(aggregator)
        // Newest message first, as a mail client might search.
        for (message, text) in messages.enumerated().reversed() {
            let pattern = try! TextSearchPattern(queryString, options: options)
            for match in try! pattern.matches(in: Array(text.utf8)) {
                aggregator.foundRange(Range(message: message, offset: match.lowerBound), searchString: queryString, document: message)
            }
        }
        aggregator.finishedSearching()
    }

    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult {
        let lhs = (foundRange as! Range).offset, rhs = (toRange as! Range).offset
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult {
        let lhs = document, rhs = toDocument
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {
        let range = foundTextRange as! Range
        decorations["\(range.message):\(range.offset)"] = style
    }

    func clearAllDecoratedFoundText() { decorations = [:] }
}

@MainActor
@Suite struct TextSearchingSessionTests {
    @Test func resultsAcrossDocumentsFollowDocumentOrder() async {
        let conversation = Conversation(["hi bob", "bob? bob!", "no match", "bob"])
        let session = UITextSearchingFindSession(searchableObject: conversation)
        session.performSearch(query: "bob", options: nil)
        await session.waitUntilSearchFinished()
        #expect(session.resultCount == 4)
        let order = session.foundRanges.map { ($0.range as! Conversation.Range).message }
        #expect(order == [0, 1, 1, 3])
        #expect(session.highlightedResultIndex == 0)
        var visited: [Int] = []
        for _ in 0..<4 {
            session.highlightNextResult(in: .forward)
            visited.append(session.highlightedResultIndex)
        }
        #expect(visited == [1, 2, 3, 0])
        #expect(conversation.decorations.values.filter { $0 == .highlighted }.count == 1)
    }

    @Test func lateResultsOfAnOldSearchAreDropped() async {
        let conversation = Conversation(["bob", "bob"])
        let session = UITextSearchingFindSession(searchableObject: conversation)
        session.performSearch(query: "bob", options: nil)
        await session.waitUntilSearchFinished()
        session.performSearch(query: "zzz", options: nil)
        // The first search's aggregator reports again after being superseded.
        let stale = conversation.lateAggregators[0]
        stale.foundRange(Conversation.Range(message: 0, offset: 0), searchString: "bob", document: 0)
        stale.finishedSearching()
        await session.waitUntilSearchFinished()
        await Task.yield()
        #expect(session.resultCount == 0)
        #expect(conversation.decorations.isEmpty)
    }

    @Test func emptyQueryFindsNothing() async {
        let conversation = Conversation(["abc"])
        let session = UITextSearchingFindSession(searchableObject: conversation)
        session.performSearch(query: "", options: nil)
        await session.waitUntilSearchFinished()
        #expect(session.resultCount == 0)
        #expect(conversation.lateAggregators.isEmpty)
    }
}
