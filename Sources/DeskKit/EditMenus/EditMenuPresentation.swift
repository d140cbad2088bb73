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

    /// The interaction showing the menu; the presenter reports choices, page turns and closing to
    /// it.
    public let interaction: UIEditMenuInteraction
    /// The configuration the menu was presented with, as the delegate saw it.
    public let configuration: UIEditMenuConfiguration
    /// A context menu when a pointer asked for the menu, the compact menu otherwise (touch, or a
    /// call from the app).
    public let kind: Kind
    /// The whole resolved menu.
    public let menu: UIMenu
    /// The window the menu shows in; ``targetRect`` and ``placement`` are in its coordinates.
    public let window: UIWindow
    /// What the menu points at, in window coordinates; zero-sized for a point.
    public let targetRect: CGRect
    /// The menu's frame and arrow, worked out with the core's metrics.
    public let placement: EditMenuPlacement
    /// Submenus opened in place in the compact menu, outermost first; empty at the top level.
    public let submenuPath: [UIMenu]
    /// The compact menu's items for the displayed level.
    public let items: [EditMenuItem]
    /// How the compact menu's ``items`` split into pages at the window's width.
    public let pageLayout: EditMenuPageLayout
    /// The page showing now, an index into ``pageLayout``.
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
