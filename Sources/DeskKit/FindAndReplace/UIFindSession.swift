/// The state of one find session and the actions the find navigator asks of it.
///
/// An abstract base: subclass it to bridge an existing find implementation, or use
/// ``UITextSearchingFindSession`` to let DeskKit keep the state for a ``UITextSearching`` object.
/// The base class finds nothing.
@preconcurrency @MainActor
open class UIFindSession {
    /// How the navigator shows the result count.
    public enum SearchResultDisplayStyle: Int, Hashable, Sendable {
        /// "3 of 12".
        case currentAndTotal
        /// "12 results".
        case total
        /// No count.
        case none
    }

    /// A session with no results.
    public init() {}

    /// How many results the current search found so far.
    open var resultCount: Int { 0 }
    /// The index of the current result, or `NSNotFound`-like -1 when there is none.
    open var highlightedResultIndex: Int { -1 }
    /// How the navigator words the count.
    open var searchResultDisplayStyle: SearchResultDisplayStyle = .currentAndTotal
    /// Whether the navigator offers replacing.
    open var supportsReplacement: Bool { false }
    /// Whether the highlighted result may be replaced now.
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement }

    /// Starts a search for `query`, replacing the previous one.
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Moves the highlight to the next or previous result, wrapping around.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// Forgets the results because the content changed; they are searched for again.
    open func invalidateFoundResults() {}
    /// Replaces the highlighted result and moves to the next one.
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Replaces every match of `query`.
    open func replaceAll(searchQuery query: String, replacementString: String, options: UITextSearchOptions?) {}

    /// DeskKit addition: the last problem with a search or replacement, for the navigator.
    open var lastError: TextSearchError? { nil }
    /// DeskKit addition: whether a search is still running.
    open var isSearching: Bool { false }
    /// DeskKit addition: called when results, the highlight or the error change.
    public var resultsDidChange: (@MainActor (UIFindSession) -> Void)?
}
