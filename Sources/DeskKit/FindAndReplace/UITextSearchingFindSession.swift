import Foundation

/// A find session that keeps results and the highlight for a ``UITextSearching`` object.
///
/// Each search gets a fresh aggregator; starting another search, or an edit reported through
/// ``invalidateFoundResults()``, cancels the old one so its late results are dropped. Results
/// are kept per document, ordered by the searchable object's comparisons.
@preconcurrency @MainActor
open class UITextSearchingFindSession: UIFindSession {
    /// The object searched; held weakly, as it usually owns the session.
    public private(set) weak var searchableObject: (any UITextSearching)?
    /// The searchable object with its documents as the session keeps them.
    var searchableBox: _TextSearchingBox? { searchableObject.map(_TextSearchingBox.init) }

    /// Results of one document, in document order.
    struct DocumentResults {
        let document: UITextSearchDocumentIdentifier?
        var ranges = ChunkedList<FoundRangeChunk>()
    }

    var documents: [DocumentResults] = []
    var highlighted: (document: Int, range: UITextRange)?
    var aggregator: _TextSearchAggregator?
    var currentQuery = ""
    var currentOptions = UITextSearchOptions()
    var searching = false
    var error: TextSearchError?
    var waiters: [CheckedContinuation<Void, Never>] = []

    /// A session that searches `searchableObject`.
    public init(searchableObject: any UITextSearching) {
        self.searchableObject = searchableObject
        super.init()
    }

    // MARK: - State

    /// The results kept so far, over every document.
    open override var resultCount: Int { documents.reduce(0) { $0 + $1.ranges.count } }

    /// The highlighted result's place among all results, or -1.
    open override var highlightedResultIndex: Int {
        guard let highlighted, let index = index(of: highlighted.range, inDocument: highlighted.document) else { return -1 }
        return documents[..<highlighted.document].reduce(0) { $0 + $1.ranges.count } + index
    }

    /// Whether the searchable object can replace text.
    open override var supportsReplacement: Bool { searchableBox?.supportsTextReplacement ?? false }
    /// The last search or replacement problem.
    open override var lastError: TextSearchError? { error }
    /// Whether the searchable object has not yet finished the current search.
    open override var isSearching: Bool { searching }

    /// The current result and its document, for drawing or scrolling.
    public var highlightedRange: (range: UITextRange, document: UITextSearchDocumentIdentifier?)? {
        highlighted.map { ($0.range, documents[$0.document].document) }
    }

    /// Every result, document by document, in order.
    public var foundRanges: [(range: UITextRange, document: UITextSearchDocumentIdentifier?)] {
        documents.flatMap { results in results.ranges.elements.map { ($0, results.document) } }
    }

    // MARK: - Searching

    /// Cancels the running search and asks the searchable object for `query`'s results.
    open override func performSearch(query: String, options: UITextSearchOptions?) {
        let options = options ?? UITextSearchOptions()
        cancelSearch()
        currentQuery = query
        currentOptions = options
        error = nil
        do {
            // Validate here so a bad pattern is an error the navigator shows, not silence.
            let pattern = try TextSearchPattern(query, options: options)
            guard !pattern.isEmpty, let searchableObject = searchableBox else {
                finishSearch()
                return
            }
            let aggregator = _TextSearchAggregator { [weak self] aggregator, reports, finished in
                self?.receive(reports, finished: finished, from: aggregator)
            }
            self.aggregator = aggregator
            searching = true
            searchableObject.performTextSearch(queryString: query, options: options, resultAggregator: aggregator)
            // What the object found before returning (the text view's lines around the caret)
            // is shown now, in the frame that shows the query, not after a trip through the queue.
            aggregator.deliverPending()
        } catch {
            self.error = error
            finishSearch()
        }
        notifyChange()
    }

    /// Moves the highlight one result on, across documents and wrapping around.
    open override func highlightNextResult(in direction: UITextStorageDirection) {
        moveHighlight(in: direction)
    }

    // MARK: - Replacing

    /// True when replacing is supported and a result is highlighted.
    open override var allowsReplacementForCurrentlyHighlightedResult: Bool {
        supportsReplacement && highlighted != nil
    }

    /// Replaces the highlighted result, then highlights the next one.
    open override func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {
        replaceHighlighted(query: query, with: replacementString, options: options ?? currentOptions)
    }

    /// Replaces every result through the searchable object.
    open override func replaceAll(searchQuery query: String, replacementString: String, options: UITextSearchOptions?) {
        replaceEverything(query: query, with: replacementString, options: options ?? currentOptions)
    }

    /// Drops the results and the running search, and clears their decorations.
    func cancelSearch() {
        aggregator?.cancel()
        aggregator = nil
        searching = false
        if !documents.isEmpty || highlighted != nil { searchableObject?.clearAllDecoratedFoundText() }
        let dropped = documents.map(\.ranges)
        documents = []
        Self.releaseOffMainActor(dropped)
        highlighted = nil
    }

    /// Lets go of results on another thread: freeing a million of them takes the main actor
    /// tens of milliseconds, which the next query's first results should have instead. The other
    /// thread lets go a moment later, once the caller has dropped its own references (callers
    /// reset their storage right after this call): were it first, the caller would free them.
    nonisolated static func releaseOffMainActor<Results: Sendable>(_ results: Results) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(100)) { withExtendedLifetime(results) {} }
    }

    /// Drops the results and searches again for the same query.
    open override func invalidateFoundResults() {
        let query = currentQuery
        let options = currentOptions
        cancelSearch()
        if !query.isEmpty { performSearch(query: query, options: options) } else { notifyChange() }
    }

    func finishSearch() {
        searching = false
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    func notifyChange() {
        resultsDidChange?(self)
    }
}
