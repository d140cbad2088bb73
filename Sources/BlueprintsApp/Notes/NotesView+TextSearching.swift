import DeskKit
import Foundation

// MARK: - One find session over every note

extension NotesView: UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        UITextSearchingFindSession(searchableObject: self)
    }
}

extension NotesView: UITextSearching {
    /// A note is identified by its index.
    public typealias DocumentIdentifier = Int

    public var selectedTextRange: UITextRange? {
        currentNoteIndex.flatMap { noteViews[$0].selectedTextRange }
    }

    public var selectedTextSearchDocument: DocumentIdentifier? {
        currentNoteIndex
    }

    /// Searches every note (or only the current one, see ``searchesCurrentNoteOnly``), starting at
    /// the current one and wrapping around; the session puts the results in note order through
    /// ``compare(document:toDocument:)``.
    public func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<Int>) {
        guard let pattern = try? TextSearchPattern(queryString, options: options), !pattern.isEmpty, !noteViews.isEmpty else {
            aggregator.finishedSearching()
            return
        }
        let start = currentNoteIndex ?? 0
        for step in searchesCurrentNoteOnly ? 0..<1 : noteViews.indices {
            let index = (start + step) % noteViews.count
            let snapshot = noteViews[index].textStorage.snapshot()
            let matches = (try? pattern.matches(in: snapshot.bytes)) ?? []
            for match in matches {
                aggregator.foundRange(TextRange(match, version: snapshot.version), searchString: queryString, document: index)
            }
        }
        aggregator.finishedSearching()
    }

    public func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult {
        let lhs = (foundRange as? TextRange)?.byteRange ?? 0..<0
        let rhs = (toRange as? TextRange)?.byteRange ?? 0..<0
        if lhs.lowerBound != rhs.lowerBound { return lhs.lowerBound < rhs.lowerBound ? .orderedAscending : .orderedDescending }
        if lhs.upperBound != rhs.upperBound { return lhs.upperBound < rhs.upperBound ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }

    public func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult {
        if document == toDocument { return .orderedSame }
        return document < toDocument ? .orderedAscending : .orderedDescending
    }

    // MARK: - Drawing results in the notes

    public func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {
        noteView(for: document)?.decorate(foundTextRange: foundTextRange, document: nil, usingStyle: style)
    }

    public func clearAllDecoratedFoundText() {
        for noteView in noteViews { noteView.clearAllDecoratedFoundText() }
    }

    public func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?) {
        noteView(for: document)?.willHighlight(foundTextRange: foundTextRange, document: nil)
    }

    public func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?) {
        noteView(for: inDocument)?.scrollRangeToVisible(range, inDocument: nil)
    }
}
