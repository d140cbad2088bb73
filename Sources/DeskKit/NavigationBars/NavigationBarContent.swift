import Foundation

/// What a navigation bar shows at one width, as plain data for presenters and tests: the laid
/// out elements with the items behind them, the overflow menu, the title and its state.
///
/// Made by `UINavigationItem.barContent(width:backItem:measuring:metrics:)`.
@preconcurrency @MainActor
public struct NavigationBarContent {
    /// The kinds of element a bar draws: back button, title, item, representative, overflow button.
    public typealias Element = NavigationBarLayout.Element

    /// The bar width, in points, this content was laid out for.
    public let width: CGFloat
    /// The item's style when laid out: it places the title and decides whether center groups show.
    public let style: UINavigationItem.ItemStyle
    /// Where each element sits, and how each group shows, at ``width``.
    public let layout: NavigationBarLayout
    /// The title to draw, in full; the presenter truncates it to the layout's title placement.
    public let title: String?
    /// The item's ``UINavigationItem/subtitle``, drawn under the title.
    public let subtitle: String?
    /// The back button, when one shows.
    public let backButton: UIBarButtonItem?
    /// The groups as laid out, by section (hidden groups left out; center groups customized).
    public let groups: [NavigationBarLayout.Section: [UIBarButtonItemGroup]]
    /// Each laid-out group's visible items, matching the layout's item indices.
    let visibleItems: [NavigationBarLayout.GroupReference: [UIBarButtonItem]]
    /// The overflow menu, validated; nil when the overflow button does not show.
    public let overflowMenu: UIMenu?
    /// Whether clicking the title opens ``UINavigationItem/makeTitleMenu()``; the GTK bar then
    /// draws the title as a button with a down arrow.
    public let hasTitleMenu: Bool
    /// Whether the title can be dragged out as the document, with
    /// ``UINavigationItem/beginTitleDrag(at:)``.
    public let isTitleDraggable: Bool
    /// The title editor, while renaming.
    public let renameField: NavigationTitleRenameField?
    /// Whether the presenter should show its customization panel for the center groups.
    public let isCustomizing: Bool

    init(
        width: CGFloat, style: UINavigationItem.ItemStyle, layout: NavigationBarLayout, title: String?, backButton: UIBarButtonItem?,
        groups: [NavigationBarLayout.Section: [UIBarButtonItemGroup]], visibleItems: [NavigationBarLayout.GroupReference: [UIBarButtonItem]],
        overflowMenu: UIMenu?, hasTitleMenu: Bool, isTitleDraggable: Bool, renameField: NavigationTitleRenameField?, isCustomizing: Bool,
        subtitle: String? = nil
    ) {
        self.subtitle = subtitle
        self.width = width
        self.style = style
        self.layout = layout
        self.title = title
        self.backButton = backButton
        self.groups = groups
        self.visibleItems = visibleItems
        self.overflowMenu = overflowMenu
        self.hasTitleMenu = hasTitleMenu
        self.isTitleDraggable = isTitleDraggable
        self.renameField = renameField
        self.isCustomizing = isCustomizing
    }

    // MARK: - Reading

    /// The group a layout reference points at; nil when the reference is out of range.
    public func group(_ reference: NavigationBarLayout.GroupReference) -> UIBarButtonItemGroup? {
        guard let list = groups[reference.section], list.indices.contains(reference.index) else { return nil }
        return list[reference.index]
    }

    /// The item an element shows: a bar item, a representative or the back button.
    public func item(for element: Element) -> UIBarButtonItem? {
        switch element {
        case .backButton: backButton
        case let .item(reference, index): visibleItems[reference]?[index]
        case let .representative(reference): group(reference)?.representativeItem
        case .title, .overflowButton: nil
        }
    }

    /// Groups in the overflow menu, in bar order.
    public var overflowGroups: [UIBarButtonItemGroup] {
        layout.overflow.compactMap(group)
    }

    /// How a group shows: expanded, as its representative, or in the overflow menu; nil when
    /// the group is not in the bar at all (hidden, or removed by customization).
    public func display(of group: UIBarButtonItemGroup) -> NavigationBarLayout.Display? {
        for (section, list) in groups {
            if let index = list.firstIndex(where: { $0 === group }) {
                return layout.display(of: .init(section, index))
            }
        }
        return nil
    }

    /// A name for every element, left to right: item titles, `‹` for back, `…` for overflow and
    /// the title (or the editor's text while renaming) in quotes. Handy in tests and logs.
    public var elementNames: [String] {
        layout.placements.map { placement in
            switch placement.element {
            case .backButton: "‹"
            case .overflowButton: "…"
            case .title: "\"\(renameField?.text ?? title ?? "")\""
            default: item(for: placement.element).map { $0.title ?? $0.accessibilityLabel ?? "?" } ?? "?"
            }
        }
    }

    /// The element at `x`, for clicks.
    public func element(at x: CGFloat) -> Element? {
        layout.element(at: x)
    }
}
