/// What a ``GtkFindBar`` shows, as plain values: the presenter fills it from the core's state.
package struct GtkFindBarContent: Sendable, Hashable {
    /// Which entry should have the keyboard.
    package enum Field: Sendable, Hashable { case search, replace }

    package var showsReplace = false
    package var searchText = ""
    package var replacementText = ""
    /// "3 of 12", "No results" or empty.
    package var resultText = ""
    /// Shown on its own line under the fields; nil hides the line.
    package var errorMessage: String?
    package var canReplace = false
    package var canReplaceAll = false
    package var canNavigate = false
    package var focusedField: Field = .search

    package init() {}
}
