@testable import DeskKit
import Foundation
import Testing

/// Searchable objects choose their document type, as in UIKit: the default `AnyHashable?`, or
/// their own; the session hands each its documents back in that type.
@MainActor
@Suite struct DocumentIdentifierTests {
    /// Two named documents with the default identifier type.
    final class Shelf: UITextSearching {
        final class Range: UITextRange, @unchecked Sendable {
            let offset: Int
            init(_ offset: Int) { self.offset = offset }
        }

        var decorated: [DocumentIdentifier?] = []
        var selectedTextRange: UITextRange? { nil }

        func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: UITextSearchAggregator<DocumentIdentifier>) {
            resultAggregator.foundRange(Range(1), searchString: queryString, document: AnyHashable("b"))
            resultAggregator.foundRange(Range(2), searchString: queryString, document: nil)
            resultAggregator.finishedSearching()
        }

        func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult {
            let lhs = (foundRange as! Range).offset, rhs = (toRange as! Range).offset
            return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
        }

        func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {
            decorated.append(document)
        }

        func clearAllDecoratedFoundText() { decorated = [] }
    }

    @Test func theDefaultTypeIsAnOptionalAnyHashable() async {
        #expect(Shelf.DocumentIdentifier.self == AnyHashable?.self)
        let shelf = Shelf()
        let session = UITextSearchingFindSession(searchableObject: shelf)
        session.performSearch(query: "x", options: nil)
        await session.waitUntilSearchFinished()
        #expect(session.resultCount == 2)
        #expect(Set(session.foundRanges.map(\.document)) == [AnyHashable("b"), nil])
        // Every decoration got its document back: "b", or nil for the unnamed one.
        let documents = shelf.decorated.compactMap { $0 }
        #expect(documents.contains(AnyHashable("b")) && documents.contains(nil))
    }

    @Test func documentsConvertBothWays() {
        #expect(_TextSearchingBox.erase(Optional<AnyHashable>.none) == nil)
        #expect(_TextSearchingBox.erase(Optional(AnyHashable(3))) == AnyHashable(3))
        #expect(_TextSearchingBox.erase(7) == AnyHashable(7))
        #expect(_TextSearchingBox.typed(AnyHashable(7), as: Int.self) == 7)
        #expect(_TextSearchingBox.typed(AnyHashable("x"), as: Int.self) == nil)
        #expect(_TextSearchingBox.typed(nil, as: Int.self) == nil)
        #expect(_TextSearchingBox.typed(AnyHashable(7), as: AnyHashable?.self) == .some(AnyHashable(7)))
        #expect(_TextSearchingBox.typed(nil, as: AnyHashable?.self) == .some(nil))
        #expect(_TextSearchingBox.typed(AnyHashable("a"), as: AnyHashable.self) == AnyHashable("a"))
    }
}
