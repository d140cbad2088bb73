import Foundation

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot` as the outline of `section`: the section's items become the outline's
    /// visible items, indented by level, and outline disclosure accessories expand and collapse
    /// them. A section not in the data source yet is added at the end.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one applied to it, or its items at the top level.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        outline.append(snapshot().itemIdentifiers(inSection: section))
        return outline
    }

    /// Drops the outlines of sections whose items `snapshot` changed: a whole snapshot that
    /// keeps a section's visible items keeps its outline.
    func keepOutlinesMatching(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots where snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
    }

    /// Indents a list cell by its item's level and turns its outline chevron.
    func showOutlineState(of item: ItemIdentifierType, in cell: UICollectionViewCell, section: Int) {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else {
            if cell.isOutlineExpanded { cell.isOutlineExpanded = false }
            return
        }
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
        cell.isOutlineExpanded = outline.isExpanded(item)
    }
}

/// A data source whose items can be expanded and collapsed, as outline disclosures ask.
@MainActor
protocol OutlineExpanding: AnyObject {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded.
    func toggleExpansion(at indexPath: IndexPath)
    /// The item's depth in its section's outline (0 without one).
    func outlineLevel(at indexPath: IndexPath) -> Int
    /// Whether some section shows an outline.
    var hasOutline: Bool { get }
    /// Whether the item has children in its outline.
    func hasChildren(at indexPath: IndexPath) -> Bool
    /// Whether the item is expanded.
    func isExpanded(at indexPath: IndexPath) -> Bool
    /// Where the item's parent is shown, or nil at the top level.
    func parentIndexPath(of indexPath: IndexPath) -> IndexPath?
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    func toggleExpansion(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), var outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return }
        if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
        apply(outline, to: section, animatingDifferences: true)
    }

    var hasOutline: Bool { !sectionSnapshots.isEmpty }

    func hasChildren(at indexPath: IndexPath) -> Bool {
        guard let (outline, item) = outlineItem(at: indexPath) else { return false }
        return !outline.snapshot(of: item).items.isEmpty
    }

    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let (outline, item) = outlineItem(at: indexPath) else { return false }
        return outline.isExpanded(item)
    }

    func parentIndexPath(of indexPath: IndexPath) -> IndexPath? {
        guard let (outline, item) = outlineItem(at: indexPath), let parent = outline.parent(of: item) else { return nil }
        return self.indexPath(for: parent)
    }

    /// The outline of the item's section and the item, when the section has one.
    private func outlineItem(at indexPath: IndexPath) -> (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, ItemIdentifierType)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return (outline, item)
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return 0 }
        return outline.level(of: item)
    }
}
