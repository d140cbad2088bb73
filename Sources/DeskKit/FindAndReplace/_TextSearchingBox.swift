import Foundation

/// A searchable object seen by the find session: every document as an optional `AnyHashable`,
/// converted to and from the object's own ``UITextSearching/DocumentIdentifier``.
@MainActor
struct _TextSearchingBox {
    let base: any UITextSearching

    var selectedTextRange: UITextRange? { base.selectedTextRange }
    var selectedTextSearchDocument: UITextSearchDocumentIdentifier? { Self.selectedDocument(of: base) }
    var supportsTextReplacement: Bool { base.supportsTextReplacement }

    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: _TextSearchAggregator) {
        Self.search(base, queryString, options, resultAggregator)
    }

    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: UITextSearchDocumentIdentifier?) -> ComparisonResult {
        Self.compare(base, foundRange, toRange, document)
    }

    func compare(document: UITextSearchDocumentIdentifier?, toDocument: UITextSearchDocumentIdentifier?) -> ComparisonResult {
        Self.compareDocuments(base, document, toDocument)
    }

    func decorate(foundTextRange: UITextRange, document: UITextSearchDocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {
        Self.decorate(base, foundTextRange, document, style)
    }

    /// Marks many results of one document found: the built-in text view takes them in one step
    /// (a search can report millions); other objects hear of each one.
    func decorateFound(_ ranges: FoundRangeChunk, document: UITextSearchDocumentIdentifier?) {
        guard let textView = base as? UITextView, document == nil else { return Self.decorateFound(base, ranges, document) }
        switch ranges.storage {
        case .text(let byteRanges, let version): textView.decorateFound(byteRanges, version: version)
        case .objects(let objects): textView.decorateFound(objects)
        }
    }

    func clearAllDecoratedFoundText() { base.clearAllDecoratedFoundText() }

    func shouldReplace(foundTextRange: UITextRange, document: UITextSearchDocumentIdentifier?, withText text: String) -> Bool {
        Self.shouldReplace(base, foundTextRange, document, text)
    }

    func replace(foundTextRange: UITextRange, document: UITextSearchDocumentIdentifier?, withText text: String) {
        Self.replace(base, foundTextRange, document, text)
    }

    /// Replaces every match; returns what the built-in text view could not replace (places its
    /// pattern gave up at), for the navigator to show. Other objects report nothing here.
    func replaceAll(queryString: String, options: UITextSearchOptions, withText text: String) -> TextSearchError? {
        base.replaceAll(queryString: queryString, options: options, withText: text)
        return (base as? UITextView)?.lastReplacementError
    }

    func willHighlight(foundTextRange: UITextRange, document: UITextSearchDocumentIdentifier?) {
        Self.willHighlight(base, foundTextRange, document)
    }

    func scrollRangeToVisible(_ range: UITextRange, inDocument document: UITextSearchDocumentIdentifier?) {
        Self.scroll(base, range, document)
    }

    // MARK: - Opening the object's document type

    private static func selectedDocument<S: UITextSearching>(of object: S) -> UITextSearchDocumentIdentifier? {
        guard let document = object.selectedTextSearchDocument else { return nil }
        return erase(document)
    }

    private static func search<S: UITextSearching>(_ object: S, _ query: String, _ options: UITextSearchOptions, _ aggregator: _TextSearchAggregator) {
        object.performTextSearch(queryString: query, options: options, resultAggregator: UITextSearchAggregator<S.DocumentIdentifier>(aggregator))
    }

    private static func compare<S: UITextSearching>(_ object: S, _ range: UITextRange, _ other: UITextRange, _ document: UITextSearchDocumentIdentifier?) -> ComparisonResult {
        object.compare(range, toRange: other, document: typed(document, as: S.DocumentIdentifier.self))
    }

    private static func compareDocuments<S: UITextSearching>(_ object: S, _ document: UITextSearchDocumentIdentifier?, _ other: UITextSearchDocumentIdentifier?) -> ComparisonResult {
        guard let first = typed(document, as: S.DocumentIdentifier.self), let second = typed(other, as: S.DocumentIdentifier.self) else {
            return .orderedSame
        }
        return object.compare(document: first, toDocument: second)
    }

    private static func decorate<S: UITextSearching>(_ object: S, _ range: UITextRange, _ document: UITextSearchDocumentIdentifier?, _ style: UITextSearchFoundTextStyle) {
        object.decorate(foundTextRange: range, document: typed(document, as: S.DocumentIdentifier.self), usingStyle: style)
    }

    private static func decorateFound<S: UITextSearching>(_ object: S, _ ranges: FoundRangeChunk, _ document: UITextSearchDocumentIdentifier?) {
        let document = typed(document, as: S.DocumentIdentifier.self)
        for range in ranges { object.decorate(foundTextRange: range, document: document, usingStyle: .found) }
    }

    private static func shouldReplace<S: UITextSearching>(_ object: S, _ range: UITextRange, _ document: UITextSearchDocumentIdentifier?, _ text: String) -> Bool {
        object.shouldReplace(foundTextRange: range, document: typed(document, as: S.DocumentIdentifier.self), withText: text)
    }

    private static func replace<S: UITextSearching>(_ object: S, _ range: UITextRange, _ document: UITextSearchDocumentIdentifier?, _ text: String) {
        object.replace(foundTextRange: range, document: typed(document, as: S.DocumentIdentifier.self), withText: text)
    }

    private static func willHighlight<S: UITextSearching>(_ object: S, _ range: UITextRange, _ document: UITextSearchDocumentIdentifier?) {
        object.willHighlight(foundTextRange: range, document: typed(document, as: S.DocumentIdentifier.self))
    }

    private static func scroll<S: UITextSearching>(_ object: S, _ range: UITextRange, _ document: UITextSearchDocumentIdentifier?) {
        object.scrollRangeToVisible(range, inDocument: typed(document, as: S.DocumentIdentifier.self))
    }

    // MARK: - Converting documents

    /// The session's form of a document: nil for a nil optional, else the value, unwrapped.
    nonisolated static func erase<D: Hashable>(_ document: D) -> UITextSearchDocumentIdentifier? {
        if let optional = document as? any _OptionalDocument { return optional.erasedDocument }
        return AnyHashable(document)
    }

    /// The object's form of a document the session keeps; nil when it is not one of its type.
    nonisolated static func typed<D: Hashable>(_ document: UITextSearchDocumentIdentifier?, as type: D.Type) -> D? {
        if let document, let value = document.base as? D { return value }
        if let document, let value = document as? D { return value }
        // Optional identifier types, such as the default AnyHashable?: nil is a document too.
        if let value = (document as Any) as? D { return value }
        return nil
    }
}

/// An optional document identifier, so the box can unwrap it without knowing its type.
protocol _OptionalDocument {
    var erasedDocument: UITextSearchDocumentIdentifier? { get }
}

extension Optional: _OptionalDocument where Wrapped: Hashable {
    var erasedDocument: UITextSearchDocumentIdentifier? { flatMap { _TextSearchingBox.erase($0) } }
}
