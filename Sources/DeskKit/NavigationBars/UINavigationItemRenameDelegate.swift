/// Takes part in renaming a navigation item's title in place.
///
/// Only ``navigationItem(_:didEndRenamingWith:)`` is required: it receives the name the user
/// committed with Enter (Esc cancels and calls nothing). The title is not changed for you; rename
/// the document, then set the title from the result.
@preconcurrency @MainActor
public protocol UINavigationItemRenameDelegate: AnyObject {
    /// The user committed `title`; rename the document and update the item's title.
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)

    /// Whether renaming may start now; true by default.
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool

    /// The text and selection the editor starts with; by default the title with its name
    /// selected, leaving out the extension.
    func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>) -> (String, Range<String.Index>)

    /// Whether `title` may be committed; by default any name that is not blank.
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool {
        true
    }

    public func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
        (title, selectedRange)
    }

    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool {
        !title.allSatisfy(\.isWhitespace)
    }
}
