import Foundation

/// The smallest piece of a compositional layout: one cell of a given size, inset by its content
/// insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to the group it is in.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's own frame around the cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items (or of groups), laid out along its axis and repeated down the section.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items of the group, in order; a lone item is repeated as often as it fits.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times a lone subitem repeats, when the group was made with a count.
    let repetitions: Int?
    /// The space between the group's items along its axis; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repetitions = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems` left to right (leading to trailing); a lone subitem repeats while it fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `subitem`, sized to share the row.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A column of `subitems` top to bottom; a lone subitem repeats while it fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of `subitem`, sized to share the column.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
}

/// A section of a compositional layout: its group repeated until the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated down the section.
    public let group: NSCollectionLayoutGroup
    /// The space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    /// Space around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider knows when it builds a section: the size of the collection view's
/// content area and its traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The size available to the section.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The space a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The whole size.
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets around the content.
    var contentInsets: NSDirectionalEdgeInsets { get }
}
