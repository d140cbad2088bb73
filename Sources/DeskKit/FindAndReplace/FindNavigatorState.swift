import Foundation

/// Everything a find navigator bar shows, as plain values a presenter renders.
///
/// The core decides the state; the GTK layer (or the headless host) draws it. Results to
/// draw in the text come from the session (``UITextSearchingFindSession/foundRanges``).
public struct FindNavigatorState: Equatable, Sendable {
    /// Which text field has keyboard focus.
    public enum Field: Hashable, Sendable {
        /// The search field.
        case search
        /// The replace field.
        case replace
    }

    /// Whether the bar is shown.
    public var isVisible = false
    /// Whether the replace field and buttons are shown.
    public var isShowingReplace = false
    /// The text in the search field.
    public var searchText = ""
    /// The text in the replace field.
    public var replacementText = ""
    /// "3 of 12", "12 results", "No results", or empty before anything is searched.
    public var resultText = ""
    /// Why the search or replacement failed, worded for the user.
    public var errorMessage: String?
    /// The option toggles as they stand.
    public var options = FindNavigatorOptions()
    /// The field that takes typing.
    public var focusedField: Field = .search
    /// Whether a search is still running, so a presenter can show progress.
    public var isSearching = false
    /// Whether the Replace button is enabled.
    public var canReplace = false

    /// An empty navigator: no search text, no results, default options, the search field focused.
    public init() {}
}

/// The navigator's option toggles, and the search options they make.
public struct FindNavigatorOptions: Hashable, Sendable {
    /// On by default, as in UIKit's find panel.
    public var ignoresCase = true
    /// Whether "e" also finds "é".
    public var ignoresDiacritics = false
    /// Whether full-width and half-width forms count as the same.
    public var ignoresWidth = false
    /// Whether the search text is a regular expression.
    public var usesRegularExpression = false
    /// Where in words a match may lie.
    public var wordMatchMethod: UITextSearchOptions.WordMatchMethod = .contains
    /// Whether replacements follow the letter case of what they replace.
    public var preservesCase = false
    /// Whether only the selection is searched.
    public var searchesSelectionOnly = false

    /// The default toggles: case-insensitive, plain text, matches anywhere in words.
    public init() {}

    /// The search options these toggles stand for.
    public var searchOptions: UITextSearchOptions {
        var compare: NSString.CompareOptions = []
        if ignoresCase { compare.insert(.caseInsensitive) }
        if ignoresDiacritics { compare.insert(.diacriticInsensitive) }
        if ignoresWidth { compare.insert(.widthInsensitive) }
        if usesRegularExpression { compare.insert(.regularExpression) }
        return UITextSearchOptions(
            wordMatchMethod: wordMatchMethod, stringCompareOptions: compare,
            preservesCase: preservesCase, searchesSelectionOnly: searchesSelectionOnly)
    }
}
