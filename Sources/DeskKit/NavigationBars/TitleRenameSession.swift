/// One inline rename of a navigation item's title: the editor, and what to give focus back to.
@MainActor
final class TitleRenameSession {
    let field: NavigationTitleRenameField
    let originalTitle: String
    /// Focus before the rename, restored when it ends.
    weak var previousFirstResponder: UIResponder?

    init(field: NavigationTitleRenameField, originalTitle: String, previousFirstResponder: UIResponder?) {
        self.field = field
        self.originalTitle = originalTitle
        self.previousFirstResponder = previousFirstResponder
    }
}
