import Foundation

/// The items of one section as an outline: items with children that show while their parent
/// is expanded. Apply it to a section with
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``; the
/// collection view shows the ``visibleItems``, indented by their ``level(of:)``.
///
/// Items appended under a parent start collapsed, as in UIKit. Identifiers are unique across
/// the outline: adding one that is already there is reported and skipped.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var members: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    // MARK: - Reading

    /// Every item, each parent before its children (depth first).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items shown: the top level, and the children of expanded items whose ancestors are
    /// expanded too, in outline order.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyVisible: true) { result.append($0) }
        return result
    }

    /// The items at the top of the outline.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Whether the outline holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (an item without children can be marked expanded too).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: at the top level, or under parents that are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = parentOf[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parentOf[parent]
        }
        return true
    }

    /// How deep `item` is: 0 at the top level.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parentOf[item]
        while let parent = current {
            level += 1
            current = parentOf[parent]
        }
        return level
    }

    /// The item `item` is a child of, or nil at the top level.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// The position of `item` in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// A new outline of `parent`'s descendants (with `parent` at the top when
    /// `includingParent` is true), keeping their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else {
            DeskKitLog.report("The item '\(parent)' is not in the section snapshot; the snapshot of it is empty.")
            return result
        }
        if includingParent { result.append([parent]) }
        func copy(_ children: [ItemIdentifierType], to newParent: ItemIdentifierType?) {
            result.append(children, to: newParent)
            for child in children { copy(childrenOf[child] ?? [], to: child) }
        }
        for child in childrenOf[parent] ?? [] {
            result.append([child], to: includingParent ? parent : nil)
            copy(childrenOf[child] ?? [], to: child)
        }
        result.expanded = expanded.intersection(result.members)
        return result
    }

    // MARK: - Changing

    /// Adds `items` after the last child of `parent`, or at the end of the top level when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            DeskKitLog.report("The parent '\(parent)' is not in the section snapshot; its items are left out. Append the parent first.")
            return
        }
        let added = admit(items)
        if let parent { childrenOf[parent, default: []] += added } else { roots += added }
        for item in added { parentOf[item] = parent }
    }

    /// Adds `items` just before `before`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before: ItemIdentifierType) {
        insert(items, beside: before, after: false)
    }

    /// Adds `items` just after `after`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after: ItemIdentifierType) {
        insert(items, beside: after, after: true)
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            if let parent = parentOf[item] { childrenOf[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            var gone: [ItemIdentifierType] = []
            walk([item], onlyVisible: false) { gone.append($0) }
            for removed in gone {
                members.remove(removed)
                expanded.remove(removed)
                parentOf[removed] = nil
                childrenOf[removed] = nil
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Marks `items` expanded, so their children show while their own parents are expanded.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter { members.contains($0) })
    }

    /// Marks `items` collapsed, hiding their descendants.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    // MARK: - Helpers

    private func walk(_ level: [ItemIdentifierType], onlyVisible: Bool, _ visit: (ItemIdentifierType) -> Void) {
        for item in level {
            visit(item)
            if !onlyVisible || expanded.contains(item) { walk(childrenOf[item] ?? [], onlyVisible: onlyVisible, visit) }
        }
    }

    /// The items not yet in the outline, now members; the others are reported.
    private mutating func admit(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var added: [ItemIdentifierType] = []
        for item in items {
            guard members.insert(item).inserted else {
                DeskKitLog.report("The item '\(item)' is already in the section snapshot; the duplicate is left out. Item identifiers must be unique.")
                continue
            }
            added.append(item)
        }
        return added
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside sibling: ItemIdentifierType, after: Bool) {
        guard members.contains(sibling) else {
            DeskKitLog.report("The item '\(sibling)' is not in the section snapshot; nothing was inserted.")
            return
        }
        let parent = parentOf[sibling]
        let added = admit(items)
        for item in added { parentOf[item] = parent }
        func place(in list: inout [ItemIdentifierType]) {
            let index = list.firstIndex(of: sibling).map { after ? $0 + 1 : $0 } ?? list.count
            list.insert(contentsOf: added, at: index)
        }
        if let parent { place(in: &childrenOf[parent, default: []]) } else { place(in: &roots) }
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
