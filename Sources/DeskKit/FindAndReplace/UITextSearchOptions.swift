import Foundation

/// How a text search compares the query with the text: word matching and string comparison.
///
/// DeskKit honours `.caseInsensitive`, `.diacriticInsensitive`, `.widthInsensitive` and
/// `.regularExpression` from ``stringCompareOptions``; other comparison options are ignored.
/// Literal queries match canonically equivalent text ("é" finds "e" + U+0301) under any
/// options. Regular expressions apply case insensitivity their own way (see
/// ``TextSearchPattern``), compare characters exactly, and ignore the diacritic and width options.
public final class UITextSearchOptions: Hashable, Sendable, CustomStringConvertible {
    /// Where a match may begin and end relative to words.
    ///
    /// Word boundaries are Unicode's (UAX #29), the same for every kind of query: "can't" and
    /// "3.14" are one word each, and marks, joiners and emoji modifiers stay with what they
    /// follow. A match that begins with a space, punctuation or a symbol such as an emoji
    /// starts no word, so only `.contains` finds it.
    public enum WordMatchMethod: Int, Hashable, Sendable {
        /// Anywhere, including inside words.
        case contains
        /// Only where a word begins: a word boundary before the match, a word character
        /// (letter, digit, ideograph, kana or "_") at its start.
        case startsWith
        /// Only where a word begins, with a word boundary after the match too.
        case fullWord
    }

    /// Where in words a match may lie.
    public let wordMatchMethod: WordMatchMethod
    /// Case, diacritic and width folding, or a regular expression.
    public let stringCompareOptions: NSString.CompareOptions
    /// DeskKit addition: replacements take the letter case of the text they replace.
    public let preservesCase: Bool
    /// DeskKit addition: search only the selection that was current when the search began.
    public let searchesSelectionOnly: Bool

    /// Options for a plain, case-sensitive search that matches anywhere.
    public convenience init() {
        self.init(wordMatchMethod: .contains, stringCompareOptions: [])
    }

    /// Creates options; UIKit's options are read-only, so DeskKit adds this initializer.
    public init(
        wordMatchMethod: WordMatchMethod, stringCompareOptions: NSString.CompareOptions,
        preservesCase: Bool = false, searchesSelectionOnly: Bool = false
    ) {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions.intersection(UITextSearchOptions.supported)
        self.preservesCase = preservesCase
        self.searchesSelectionOnly = searchesSelectionOnly
    }

    /// The comparison options the search engine understands.
    static let supported: NSString.CompareOptions = [
        .caseInsensitive, .diacriticInsensitive, .widthInsensitive, .regularExpression,
    ]

    /// Equal when every option is the same.
    public static func == (lhs: UITextSearchOptions, rhs: UITextSearchOptions) -> Bool {
        lhs.wordMatchMethod == rhs.wordMatchMethod && lhs.stringCompareOptions == rhs.stringCompareOptions
            && lhs.preservesCase == rhs.preservesCase && lhs.searchesSelectionOnly == rhs.searchesSelectionOnly
    }

    /// Hashes every option that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wordMatchMethod)
        hasher.combine(stringCompareOptions.rawValue)
        hasher.combine(preservesCase)
        hasher.combine(searchesSelectionOnly)
    }

    /// The options that are on, for logs and test messages.
    public var description: String {
        var parts = ["\(wordMatchMethod)"]
        if stringCompareOptions.contains(.caseInsensitive) { parts.append("caseInsensitive") }
        if stringCompareOptions.contains(.diacriticInsensitive) { parts.append("diacriticInsensitive") }
        if stringCompareOptions.contains(.widthInsensitive) { parts.append("widthInsensitive") }
        if stringCompareOptions.contains(.regularExpression) { parts.append("regularExpression") }
        if preservesCase { parts.append("preservesCase") }
        if searchesSelectionOnly { parts.append("searchesSelectionOnly") }
        return "UITextSearchOptions(\(parts.joined(separator: ", ")))"
    }
}
