import Foundation

/// Everything a find navigator bar shows, as plain values a presenter renders.
///
/// The core decides the state; the GTK layer (or the headless host) draws it. Results to
/// draw in the text come from the session (``UITextSearchingFindSession/foundRanges``).
public struct FindNavigatorState: Equatable, Sendable {
    /// Which text field has keyboard focus.
    public enum Field: Hashable, Sendable {
        case search
        case replace
    }

    public var isVisible = false
    public var isShowingReplace = false
    public var searchText = ""
    public var replacementText = ""
    /// "3 of 12", "12 results", "No results", or empty before anything is searched.
    public var resultText = ""
    /// Why the search or replacement failed, worded for the user.
    public var errorMessage: String?
    public var options = FindNavigatorOptions()
    public var focusedField: Field = .search
    public var isSearching = false
    /// Whether the Replace button is enabled.
    public var canReplace = false

    public init() {}
}

/// The navigator's option toggles, and the search options they make.
public struct FindNavigatorOptions: Hashable, Sendable {
    /// On by default, as in UIKit's find panel.
    public var ignoresCase = true
    public var ignoresDiacritics = false
    public var ignoresWidth = false
    public var usesRegularExpression = false
    public var wordMatchMethod: UITextSearchOptions.WordMatchMethod = .contains
    public var preservesCase = false
    public var searchesSelectionOnly = false

    public init() {}

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
