import Foundation

/// The sizes DeskKit assumes when it lays out and places edit menus.
///
/// The core cannot measure text, so it estimates a title's width from its length; a presenter
/// that measures with the real font supplies its own metrics through `EditMenuPresenter`.
package struct EditMenuMetrics: Hashable, Sendable {
    /// The average advance of one character of a menu title.
    package var characterWidth: CGFloat = 7.5
    /// Space on each side of a compact item's content.
    package var itemPadding: CGFloat = 12
    /// The side of an item's image, in points.
    package var imageSize: CGFloat = 18
    /// Space between image and title in a large (side by side) item.
    package var imageTitleSpacing: CGFloat = 6
    /// The narrowest a compact item gets, so it stays easy to tap.
    package var minimumItemWidth: CGFloat = 44
    /// The width of the thin line between sections of a compact menu.
    package var separatorWidth: CGFloat = 1
    /// Width of the previous and next page buttons of a paged compact menu.
    package var pageButtonWidth: CGFloat = 32
    /// The height of a compact menu; medium items stack an image over the title and are taller.
    package var compactHeight: CGFloat = 36
    /// The height of a compact menu whose items stack an image over a title.
    package var compactStackedHeight: CGFloat = 54
    /// The height of one row of a context menu, and of a separator between sections.
    package var rowHeight: CGFloat = 28
    /// The height a separator between sections takes in a context menu.
    package var sectionSeparatorHeight: CGFloat = 9
    /// The narrowest a context menu gets, however short its titles.
    package var contextMenuMinimumWidth: CGFloat = 160
    /// The gap the compact menu's arrow leaves between the menu and its target.
    package var arrowLength: CGFloat = 8
    /// The distance kept from the window's edges.
    package var windowMargin: CGFloat = 8

    /// The standard metrics, in points; change single values to match a presenter's theme.
    package init() {}

    /// The metrics DeskKit uses unless a presenter gives its own.
    package static let standard = EditMenuMetrics()

    /// The estimated width of a title, at most `limit`.
    package func titleWidth(_ title: String, limit: CGFloat = 10_000) -> CGFloat {
        // Counting stops early so a megabyte title costs no more than a long one.
        let cap = Int(limit / max(characterWidth, 0.1)) + 1
        var count = 0
        for _ in title where count < cap { count += 1 }
        return min(CGFloat(count) * characterWidth, limit)
    }
}
