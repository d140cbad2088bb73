/// Draws navigation bars: told when what a bar shows changes (items, title, rename editor,
/// customization) and when a share sheet opens from the title menu.
///
/// The content to draw comes from `UINavigationItem.barContent(width:backItem:measuring:metrics:)`.
@preconcurrency @MainActor
package protocol NavigationBarPresenter: AnyObject {
    /// Called after any change to what the item's bar shows; the presenter asks for
    /// `UINavigationItem.barContent(width:backItem:measuring:metrics:)` again and redraws.
    func navigationBarDidChange(_ navigationItem: UINavigationItem)
    /// Shows the share sheet; its entries are ``UIActivityViewController/availableActivities``.
    func presentShareSheet(_ controller: UIActivityViewController, for navigationItem: UINavigationItem)
}
