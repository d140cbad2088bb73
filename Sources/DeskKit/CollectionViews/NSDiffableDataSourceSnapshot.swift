import Foundation

/// The sections and items a diffable data source shows, by identifier, in order.
///
/// Build one, then hand it to ``UICollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``.
/// Identifiers are unique: adding one that is already there is reported and skipped (UIKit
/// stops the app instead).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Which section each item is in.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for their cells to be made again (reload) or updated in place (reconfigure).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items whose cells are configured again when the snapshot is applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// How many sections the snapshot has.
    public var numberOfSections: Int { sections.count }
    /// How many items the snapshot has, in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// How many items `identifier`'s section has (0 for a section not there).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { itemsBySection[$0] } ?? []
    }

    /// The section holding the item, or nil when the item is not there.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's position among all items, counting across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section) else { return nil }
        let before = itemsBySection[..<sectionIndex].reduce(0) { $0 + $1.count }
        return itemsBySection[sectionIndex].firstIndex(of: identifier).map { before + $0 }
    }

    /// The section's position, or nil when it is not there.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: - Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sections.count)
    }

    /// Adds sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier) else { return }
        insert(sections: identifiers, at: index)
    }

    /// Adds sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier) else { return }
        insert(sections: identifiers, at: index + 1)
    }

    /// Removes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            itemsBySection.remove(at: index)
        }
    }

    /// Marks every item of the sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadItems(identifiers.flatMap { itemIdentifiers(inSection: $0) })
    }

    // MARK: - Items

    /// Adds items at the end of `sectionIdentifier`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index: Int?
        if let sectionIdentifier { index = existingSection(sectionIdentifier) } else {
            index = sections.isEmpty ? nil : sections.count - 1
            if index == nil { DeskKitLog.report("Items cannot be appended to a snapshot without sections; they are left out. Append a section first.") }
        }
        guard let index else { return }
        insert(items: identifiers, section: index, at: itemsBySection[index].count)
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (section, item) = location(of: beforeIdentifier) else { return }
        insert(items: identifiers, section: section, at: item)
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (section, item) = location(of: afterIdentifier) else { return }
        insert(items: identifiers, section: section, at: item + 1)
    }

    /// Removes the items; those not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let (section, item) = location(of: identifier, reporting: false) else { continue }
            itemsBySection[section].remove(at: item)
            sectionOfItem[identifier] = nil
        }
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        itemsBySection = itemsBySection.map { _ in [] }
        sectionOfItem = [:]
    }

    /// Marks items whose cells are made again from the cell provider on apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Marks items whose cells are configured again on apply.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    // MARK: - Helpers

    private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
        var position = index
        for identifier in identifiers {
            guard !sections.contains(identifier) else {
                DeskKitLog.report("The section '\(identifier)' is already in the snapshot; the duplicate is left out. Section identifiers must be unique.")
                continue
            }
            sections.insert(identifier, at: position)
            itemsBySection.insert([], at: position)
            position += 1
        }
    }

    private mutating func insert(items identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        var position = index
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                DeskKitLog.report("The item '\(identifier)' is already in the snapshot; the duplicate is left out. Item identifiers must be unique.")
                continue
            }
            itemsBySection[section].insert(identifier, at: position)
            sectionOfItem[identifier] = sections[section]
            position += 1
        }
    }

    // MARK: - Positions, for the data sources

    /// The item at `indexPath` (section, then item or row), or nil when there is none.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = itemsBySection[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// Where `identifier` is, as an index path, or nil when it is not in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        location(of: identifier, reporting: false).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// How many items the section at `index` has (0 for a section not there).
    func numberOfItems(inSectionAt index: Int) -> Int {
        index >= 0 && index < sections.count ? itemsBySection[index].count : 0
    }

    private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = indexOfSection(identifier) else {
            DeskKitLog.report("The section '\(identifier)' is not in the snapshot; nothing was changed. Append the section first.")
            return nil
        }
        return index
    }

    private func location(of identifier: ItemIdentifierType, reporting: Bool = true) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[identifier].flatMap(indexOfSection),
              let item = itemsBySection[section].firstIndex(of: identifier) else {
            if reporting { DeskKitLog.report("The item '\(identifier)' is not in the snapshot; nothing was changed.") }
            return nil
        }
        return (section, item)
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
