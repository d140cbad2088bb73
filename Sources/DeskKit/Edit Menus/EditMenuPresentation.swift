import Foundation

/// Everything a presenter needs to show an edit menu, decided by the core.
///
/// Touch shows the compact horizontal menu: the items of ``displayedMenu`` split into pages,
/// with submenus opened in place. A pointer shows a vertical context menu of ``menu`` with its
/// submenus and images. The presenter sends choices back through ``interaction``.
@preconcurrency @MainActor
public struct EditMenuPresentation {
    /// How the menu is shown, chosen by the input that asked for it.
    public enum Kind: Hashable, Sendable {
        /// The horizontal touch menu, paged and pointing at its target.
        case compact
        /// A vertical context menu at the pointer.
        case contextMenu
    }

    public let interaction: UIEditMenuInteraction
    public let configuration: UIEditMenuConfiguration
    public let kind: Kind
    /// The whole resolved menu.
    public let menu: UIMenu
    public let window: UIWindow
    /// What the menu points at, in window coordinates; zero-sized for a point.
    public let targetRect: CGRect
    public let placement: EditMenuPlacement
    /// Submenus opened in place in the compact menu, outermost first; empty at the top level.
    public let submenuPath: [UIMenu]
    /// The compact menu's items for the displayed level.
    public let items: [EditMenuItem]
    public let pageLayout: EditMenuPageLayout
    public let pageIndex: Int

    /// The menu whose items the compact menu shows now.
    public var displayedMenu: UIMenu { submenuPath.last ?? menu }

    /// Whether the compact menu shows a back button, for leaving an opened submenu.
    public var showsBackButton: Bool { !submenuPath.isEmpty }

    /// The page showing now, if the compact menu has items.
    public var currentPage: EditMenuPageLayout.Page? {
        pageLayout.pages.indices.contains(pageIndex) ? pageLayout.pages[pageIndex] : nil
    }

    /// The items on the current page.
    public var visibleItems: [EditMenuItem] {
        guard let page = currentPage else { return [] }
        return Array(items[page.items])
    }
}
