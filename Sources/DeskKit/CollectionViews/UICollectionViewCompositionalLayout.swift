import Foundation

/// A layout built from a description; DeskKit builds the list layouts apps use for sidebars and
/// tables: one full-width row per item, each section after the last.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let configuration: UICollectionLayoutListConfiguration
    private var frames: [[CGRect]] = []
    private var contentHeight: CGFloat = 0

    /// A list layout with `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    init(list configuration: UICollectionLayoutListConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Places one row per item, sections one after the other.
    open override func prepare() {
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let inset = configuration.appearance == .insetGrouped ? UICollectionLayoutListConfiguration.groupInset : 0
        var top: CGFloat = 0
        frames = (0..<collectionView.numberOfSections).map { section in
            if configuration.appearance.separatesSections && section > 0 { top += UICollectionLayoutListConfiguration.sectionSpacing }
            return (0..<collectionView.numberOfItems(inSection: section)).map { _ in
                defer { top += configuration.rowHeight }
                return CGRect(x: inset, y: top, width: max(0, width - 2 * inset), height: configuration.rowHeight)
            }
        }
        contentHeight = top
    }

    /// The rows' total height at the collection view's width.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// The row of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < frames.count, indexPath.item < frames[indexPath.section].count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }

    override func itemFrames(sectionCounts: [Int]) -> [CGRect] { frames.flatMap { $0 } }
}

/// The look of a list layout.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    /// The styles of list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Plain rows, grouped sections (full width or inset), or the sidebar looks used in a split view's primary column.
        case plain, grouped, insetGrouped, sidebar, sidebarPlain

        var separatesSections: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    }

    /// The style of list.
    public var appearance: Appearance
    /// Whether rows are divided by lines.
    public var showsSeparators = true
    /// The list's background; nil keeps the theme's.
    public var backgroundColor: UIColor?

    /// A list configuration with `appearance`'s look.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Sidebar rows are shorter, as in desktop source lists.
    var rowHeight: CGFloat { appearance == .sidebar || appearance == .sidebarPlain ? 32 : 44 }
    static let sectionSpacing: CGFloat = 20
    static let groupInset: CGFloat = 20
}
