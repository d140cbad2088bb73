// MARK: - The Customize Toolbar… panel

extension UINavigationItem {
    /// The panel to draw while the item customizes (after ``beginCustomizing()``); nil otherwise.
    /// A shown group moves left unless first and right unless last, and only an optional group
    /// can be removed; every optional group not shown can be added.
    package var customizationPanel: NavigationBarCustomizationPanel? {
        guard isCustomizing, let state = customization else { return nil }
        let groups = Dictionary(centerItemGroups.compactMap { group in group.customizationIdentifier.map { ($0, group) } },
                                uniquingKeysWith: { first, _ in first })
        let shown = state.shownGroups.compactMap { groups[$0] }
        let entries = shown.enumerated().map { index, group in
            let identifier = group.customizationIdentifier ?? ""
            var controls: [NavigationBarCustomizationPanel.Control] = [
                .init(action: .moveLeft(identifier), isEnabled: index > 0),
                .init(action: .moveRight(identifier), isEnabled: index < shown.count - 1),
            ]
            if group.isOptional { controls.append(.init(action: .remove(identifier), isEnabled: true)) }
            return Self.panelEntry(for: group, controls: controls)
        }
        let available = centerItemGroupsAvailableToAdd.compactMap { group in
            group.customizationIdentifier.map { Self.panelEntry(for: group, controls: [.init(action: .add($0), isEnabled: true)]) }
        }
        return NavigationBarCustomizationPanel(shown: entries, available: available)
    }

    /// Does what a control of the panel asks; a move past either end, or a group the panel does
    /// not offer that action for, is refused with the error saying why.
    package func performCustomizationAction(_ action: NavigationBarCustomizationPanel.Action) throws(NavigationBarCustomizationError) {
        switch action {
        case let .moveLeft(identifier), let .moveRight(identifier):
            guard let state = customization else { throw .notCustomizable }
            guard centerItemGroups.contains(where: { $0.customizationIdentifier == identifier }) else { throw .unknownGroup(identifier) }
            guard let index = state.shownGroups.firstIndex(of: identifier) else { throw .notShown(identifier) }
            let isLeft = if case .moveLeft = action { true } else { false }
            try moveCenterItemGroup(withCustomizationIdentifier: identifier, to: isLeft ? index - 1 : index + 1)
        case let .remove(identifier):
            try removeCenterItemGroup(withCustomizationIdentifier: identifier)
        case let .add(identifier):
            try addCenterItemGroup(withCustomizationIdentifier: identifier)
        case .reset:
            resetCustomization()
        case .done:
            endCustomizing()
        }
    }

    private static func panelEntry(for group: UIBarButtonItemGroup, controls: [NavigationBarCustomizationPanel.Control]) -> NavigationBarCustomizationPanel.Entry {
        let visible = group.barButtonItems.filter { !$0.isHidden && $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
        return NavigationBarCustomizationPanel.Entry(
            identifier: group.customizationIdentifier ?? "", name: group.customizationName,
            iconName: (group.representativeItem?.image ?? visible.first?.image)?.iconName, controls: controls)
    }
}
