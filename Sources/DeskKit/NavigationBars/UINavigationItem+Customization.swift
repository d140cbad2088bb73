import Foundation

/// The navigation items that have loaded a customization, so a change made in one window
/// reaches every bar with the same customization identifier (an editor open twice, say).
@MainActor private var itemsShowingCustomizations: [WeakNavigationItem] = []

private struct WeakNavigationItem {
    weak var item: UINavigationItem?
}

// MARK: - Customizing the center groups

extension UINavigationItem {
    /// The center groups the user may customize, by identifier; a repeated or empty identifier
    /// makes the group fixed (reported in ``diagnostics``).
    private var customizableGroups: [(identifier: String, group: UIBarButtonItemGroup)] {
        var seen = Set<String>()
        return centerItemGroups.compactMap { group in
            guard let identifier = group.customizationIdentifier, !identifier.isEmpty, seen.insert(identifier).inserted else { return nil }
            return (identifier, group)
        }
    }

    private var offers: [NavigationBarCustomization.Offer] {
        customizableGroups.map { NavigationBarCustomization.Offer(identifier: $0.identifier, isOptional: $0.group.isOptional, isInDefault: $0.group.isInDefaultCustomization) }
    }

    /// Checks the new center groups and forgets the arrangement fitted to the old ones.
    func centerGroupsDidChange() {
        var found: [NavigationBarDiagnostic] = []
        var seen = Set<String>()
        for group in centerItemGroups {
            guard let identifier = group.customizationIdentifier else { continue }
            if identifier.isEmpty {
                found.append(.emptyCustomizationIdentifier(bar: customizationIdentifier))
            } else if !seen.insert(identifier).inserted {
                found.append(.duplicateCustomizationIdentifier(identifier, bar: customizationIdentifier))
            }
        }
        diagnostics = found
        for diagnostic in found { DeskKitLog.report(diagnostic.description) }
        resetCustomizationState()
    }

    func resetCustomizationState() {
        customizationState = nil
    }

    /// The user's arrangement, read from disk on first use; nil without a customization identifier.
    ///
    /// A damaged or unreadable file is reported and the default arrangement used.
    public var customization: NavigationBarCustomization? {
        guard let identifier = customizationIdentifier else { return nil }
        if let customizationState { return customizationState }
        let offers = offers
        var state = NavigationBarCustomization.defaults(for: offers)
        do throws(NavigationBarCustomizationError) {
            if let saved = try NavigationBarCustomizationStore.load(identifier) { state = saved.reconciled(with: offers) }
        } catch {
            DeskKitLog.report(error.description)
        }
        customizationState = state
        itemsShowingCustomizations.removeAll { $0.item == nil || $0.item === self }
        itemsShowingCustomizations.append(WeakNavigationItem(item: self))
        return state
    }

    /// Makes the other bars with this customization identifier read the saved arrangement again.
    private func customizationDidChangeElsewhere() {
        guard let identifier = customizationIdentifier else { return }
        for entry in itemsShowingCustomizations {
            guard let other = entry.item, other !== self, other.customizationIdentifier == identifier else { continue }
            other.customizationState = nil
            other.contentDidChange()
        }
    }

    /// The center groups as the bar shows them: fixed groups in their places, the customizable
    /// places filled in the user's order; groups the user added go after the last such place.
    public var displayedCenterItemGroups: [UIBarButtonItemGroup] {
        let customizable = customizableGroups
        let state = customization ?? NavigationBarCustomization.defaults(for: offers)
        let byIdentifier = Dictionary(customizable.map { ($0.identifier, $0.group) }, uniquingKeysWith: { first, _ in first })
        let slots = Set(customizable.map { ObjectIdentifier($0.group) })
        var queue = state.shownGroups.compactMap { byIdentifier[$0] }[...]
        let lastSlot = centerItemGroups.lastIndex { slots.contains(ObjectIdentifier($0)) }
        var result: [UIBarButtonItemGroup] = []
        for (index, group) in centerItemGroups.enumerated() {
            guard slots.contains(ObjectIdentifier(group)) else {
                result.append(group)
                continue
            }
            if index == lastSlot {
                result += queue
                queue = []
            } else if let next = queue.popFirst() {
                result.append(next)
            }
        }
        return result
    }

    /// Optional groups not in the bar, which the user may add, in declared order.
    public var centerItemGroupsAvailableToAdd: [UIBarButtonItemGroup] {
        let shown = Set(customization?.shownGroups ?? [])
        return customizableGroups.filter { $0.group.isOptional && !shown.contains($0.identifier) }.map(\.group)
    }

    /// Adds an optional group at `index` among the shown customizable groups (the end by default).
    public func addCenterItemGroup(withCustomizationIdentifier identifier: String, at index: Int? = nil) throws(NavigationBarCustomizationError) {
        var state = try editableCustomization(for: identifier)
        guard !state.shownGroups.contains(identifier) else { throw .alreadyShown(identifier) }
        let position = index ?? state.shownGroups.count
        guard (0...state.shownGroups.count).contains(position) else { throw .indexOutOfRange(position, count: state.shownGroups.count) }
        state.shownGroups.insert(identifier, at: position)
        commit(state)
    }

    /// Removes an optional group from the bar; it stays available to add.
    public func removeCenterItemGroup(withCustomizationIdentifier identifier: String) throws(NavigationBarCustomizationError) {
        var state = try editableCustomization(for: identifier)
        guard let group = customizableGroups.first(where: { $0.identifier == identifier })?.group, group.isOptional else {
            throw .notRemovable(identifier)
        }
        guard let position = state.shownGroups.firstIndex(of: identifier) else { throw .notShown(identifier) }
        state.shownGroups.remove(at: position)
        commit(state)
    }

    /// Moves a shown movable or optional group to `index` among the shown customizable groups.
    public func moveCenterItemGroup(withCustomizationIdentifier identifier: String, to index: Int) throws(NavigationBarCustomizationError) {
        var state = try editableCustomization(for: identifier)
        guard let position = state.shownGroups.firstIndex(of: identifier) else { throw .notShown(identifier) }
        guard state.shownGroups.indices.contains(index) else { throw .indexOutOfRange(index, count: state.shownGroups.count) }
        state.shownGroups.remove(at: position)
        state.shownGroups.insert(identifier, at: index)
        commit(state)
    }

    /// Goes back to the app's default groups and forgets the saved arrangement.
    public func resetCustomization() {
        guard let identifier = customizationIdentifier else { return }
        NavigationBarCustomizationStore.remove(identifier)
        customizationState = NavigationBarCustomization.defaults(for: offers)
        customizationDidChangeElsewhere()
        contentDidChange()
    }

    /// Opens the presenter's customization panel (the overflow menu's Customize Toolbar… item).
    public func beginCustomizing() {
        guard customizationIdentifier != nil else { return }
        isCustomizing = true
        contentDidChange()
    }

    /// Closes the customization panel; changes made in it were saved as they were made.
    public func endCustomizing() {
        isCustomizing = false
        contentDidChange()
    }

    private func editableCustomization(for identifier: String) throws(NavigationBarCustomizationError) -> NavigationBarCustomization {
        guard let state = customization else { throw .notCustomizable }
        guard customizableGroups.contains(where: { $0.identifier == identifier }) else { throw .unknownGroup(identifier) }
        return state
    }

    /// Applies `state` and saves it; a failed save is reported and the change kept for this run.
    private func commit(_ state: NavigationBarCustomization) {
        customizationState = state
        if let identifier = customizationIdentifier {
            do throws(NavigationBarCustomizationError) {
                try NavigationBarCustomizationStore.save(state, for: identifier)
            } catch {
                DeskKitLog.report(error.description)
            }
        }
        customizationDidChangeElsewhere()
        contentDidChange()
    }
}
