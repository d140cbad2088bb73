import Foundation

/// A layout built from a description: sections of groups of items, each sized as a fraction of
/// its container, in points, or by estimate; or the list layouts apps use for sidebars and tables.
///
/// Sections stack down the collection view. Each repeats its group, one below the other, until
/// its items run out; a group places its items along its axis, repeating a lone item as often as
/// it fits, as UIKit does.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Builds the section for a section index in an environment; nil leaves the section empty.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private enum Source {
        case list(UICollectionLayoutListConfiguration)
        case section(NSCollectionLayoutSection)
        case provider(SectionProvider)
    }

    private let source: Source
    private var frames: [[CGRect]] = []
    private var contentHeight: CGFloat = 0

    /// A list layout with `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    init(list configuration: UICollectionLayoutListConfiguration) {
        source = .list(configuration)
        super.init()
    }

    /// A layout whose every section is laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        source = .section(section)
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, again whenever the layout is redone.
    public init(sectionProvider: @escaping SectionProvider) {
        source = .provider(sectionProvider)
        super.init()
    }

    /// Places the items of every section.
    open override func prepare() {
        guard let collectionView else { return }
        if case let .list(configuration) = source {
            prepareList(configuration, in: collectionView)
            return
        }
        let bounds = collectionView.bounds.size
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var top: CGFloat = 0
        frames = (0..<collectionView.numberOfSections).map { index in
            let count = collectionView.numberOfItems(inSection: index)
            let section: NSCollectionLayoutSection?
            switch source {
            case let .section(shared): section = shared
            case let .provider(provider):
                section = provider(index, _LayoutEnvironment(size: bounds, traitCollection: collectionView.traitCollection))
            case .list: section = nil
            }
            guard let section, count > 0 else { return Array(repeating: .zero, count: count) }
            var placed = _SectionLayout(section: section, width: bounds.width, visibleHeight: bounds.height).frames(count: count, top: &top)
            if rightToLeft {
                placed = placed.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            }
            return placed
        }
        contentHeight = top
    }

    private func prepareList(_ configuration: UICollectionLayoutListConfiguration, in collectionView: UICollectionView) {
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

    /// The laid-out content's size at the collection view's width.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// The frame of the item at `indexPath`.
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
