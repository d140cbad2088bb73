// MARK: - Renaming the title in place

extension UINavigationItem {
    /// Whether the title can be renamed: a ``renameDelegate`` is set.
    public var canRename: Bool { renameDelegate != nil }

    /// Whether the title editor is showing.
    public var isRenaming: Bool { renameSession != nil }

    /// The title editor while renaming, for presenters to draw and tests to read.
    public var renameField: NavigationTitleRenameField? { renameSession?.field }

    /// The part of `title` selected when renaming starts: the name without its extension
    /// (everything for names without one, or that start with their only dot).
    public static func defaultRenameSelection(in title: String) -> Range<String.Index> {
        guard let dot = title.lastIndex(of: "."), dot != title.startIndex else { return title.startIndex..<title.endIndex }
        return title.startIndex..<dot
    }

    /// Replaces the title with an editor holding it; false when there is no delegate, the
    /// delegate declines, or a rename is already under way.
    @discardableResult
    public func beginRenaming() -> Bool {
        guard let delegate = renameDelegate, renameSession == nil, delegate.navigationItemShouldBeginRenaming(self) else { return false }
        let original = title ?? ""
        let (text, proposed) = delegate.navigationItem(self, willBeginRenamingWith: original, selectedRange: Self.defaultRenameSelection(in: original))
        let selection = Self.clamped(proposed, to: text)
        let field = NavigationTitleRenameField(navigationItem: self, text: text, selectedRange: selection)
        let window = owner?.viewIfLoaded?.window
        renameSession = TitleRenameSession(field: field, originalTitle: original, previousFirstResponder: window?.firstResponder)
        if let view = owner?.viewIfLoaded {
            view.addSubview(field)
            field.becomeFirstResponder()
        }
        contentDidChange()
        return true
    }

    /// Commits the edited name (Enter): the delegate may refuse it, and the editor then stays.
    /// Otherwise the editor closes and the delegate gets the name.
    @discardableResult
    public func commitRenaming() -> Bool {
        guard let session = renameSession else { return false }
        let name = session.field.text
        if let delegate = renameDelegate, !delegate.navigationItem(self, shouldEndRenamingWith: name) { return false }
        end(session)
        renameDelegate?.navigationItem(self, didEndRenamingWith: name)
        return true
    }

    /// Closes the editor without renaming (Esc); the delegate is not called.
    public func cancelRenaming() {
        guard let session = renameSession else { return }
        end(session)
    }

    private func end(_ session: TitleRenameSession) {
        renameSession = nil
        let field = session.field
        let hadFocus = field.isFirstResponder
        field.resignFirstResponder()
        field.removeFromSuperview()
        if hadFocus, let previous = session.previousFirstResponder { previous.becomeFirstResponder() }
        contentDidChange()
    }

    private static func clamped(_ range: Range<String.Index>, to text: String) -> Range<String.Index> {
        let lower = min(max(range.lowerBound, text.startIndex), text.endIndex)
        let upper = min(max(range.upperBound, lower), text.endIndex)
        return lower..<upper
    }
}
