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

    /// Searches every note (or only the current one, see ``searchesCurrentNoteOnly``) on a
    /// background task using every core, starting at the current one and wrapping around; the
    /// session puts the results in note order through ``compare(document:toDocument:)``. A new
    /// search cancels the old one through its aggregator.
    public func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<Int>) {
        guard let pattern = try? TextSearchPattern(queryString, options: options), !pattern.isEmpty, !noteViews.isEmpty else {
            aggregator.finishedSearching()
            return
        }
        let current = currentNoteIndex ?? 0
        let searched = searchesCurrentNoteOnly ? [current] : Array(noteViews.indices)
        let snapshots = searched.map { noteViews[$0].textStorage.snapshot() }
        let start = searched.firstIndex(of: current) ?? 0
        Task.detached(priority: .userInitiated) {
            try? pattern.search(snapshots, identifiers: searched, from: start, reportingTo: aggregator)
        }
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
