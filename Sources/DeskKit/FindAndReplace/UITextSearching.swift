import Foundation

/// Identifies one document among several searched together (a message in a conversation).
///
/// The identifier DeskKit keeps results under, whatever ``UITextSearching/DocumentIdentifier``
/// a searchable object chooses.
public typealias UITextSearchDocumentIdentifier = AnyHashable

/// Which way a found range is drawn.
public enum UITextSearchFoundTextStyle: Int, Hashable, Sendable {
    /// Not decorated.
    case normal
    /// One of the results.
    case found
    /// The current result.
    case highlighted
}

/// Content that a ``UITextSearchingFindSession`` can search, decorate and edit.
///
/// The object finds ranges (on any thread) and hands them to the aggregator; the session
/// orders them, counts them and asks the object to draw and replace them. Several documents
/// can be searched at once; they are ordered by ``compare(document:toDocument:)``.
@preconcurrency @MainActor
public protocol UITextSearching: AnyObject {
    /// What identifies a document: an optional `AnyHashable` unless the object chooses its own
    /// type (`typealias DocumentIdentifier = Int`). A single document reports `nil`.
    associatedtype DocumentIdentifier: Hashable = AnyHashable?

    /// The selection, from which the next and previous results are found.
    var selectedTextRange: UITextRange? { get }
    /// The document holding the selection, when several are searched.
    var selectedTextSearchDocument: DocumentIdentifier? { get }
    /// Whether found text may be replaced.
    var supportsTextReplacement: Bool { get }

    /// Finds `queryString` and reports every range to `aggregator`, then calls
    /// `finishedSearching()`; may return at once and report from another thread.
    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<DocumentIdentifier>)
    /// Orders two ranges of one document.
    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult
    /// Orders two documents.
    func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult
    /// Draws a range as a result, as the current result, or plainly again.
    func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle)
    /// Removes every result decoration.
    func clearAllDecoratedFoundText()
    /// Whether this result may be replaced with `replacementText`.
    func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) -> Bool
    /// Replaces one result's text.
    func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String)
    /// Replaces every match of the query at once (one undo step).
    func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String)
    /// Called before a result becomes the current one.
    func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?)
    /// Brings the current result into view.
    func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?)
}

// MARK: - Optional members

extension UITextSearching {
    /// No document by default: a single-document searchable object.
    public var selectedTextSearchDocument: DocumentIdentifier? { nil }
    /// No replacing by default.
    public var supportsTextReplacement: Bool { false }
    /// All documents rank the same by default.
    public func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult { .orderedSame }
    /// Every result may be replaced by default.
    public func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) -> Bool { true }
    /// Does nothing by default.
    public func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) {}
    /// Does nothing by default.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String) {}
    /// Does nothing by default.
    public func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?) {}
    /// Does nothing by default.
    public func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?) {}
}
