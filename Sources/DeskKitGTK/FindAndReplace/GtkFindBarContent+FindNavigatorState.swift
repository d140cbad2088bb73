import DeskKit

// MARK: - The core's navigator state as bar content

extension GtkFindBarContent {
    /// What the bar shows for `state`; the session tells whether results and replacement exist.
    @MainActor
    init(_ state: FindNavigatorState, session: UIFindSession?) {
        self.init()
        showsReplace = state.isShowingReplace
        searchText = state.searchText
        replacementText = state.replacementText
        resultText = state.resultText
        errorMessage = state.errorMessage
        canReplace = state.canReplace
        canReplaceAll = (session?.supportsReplacement ?? false) && !state.searchText.isEmpty && state.errorMessage == nil
        canNavigate = (session?.resultCount ?? 0) > 0
        focusedField = state.focusedField == .replace ? .replace : .search
    }
}
