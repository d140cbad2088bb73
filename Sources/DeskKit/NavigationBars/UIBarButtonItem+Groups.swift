// MARK: - Making a group from one item

extension UIBarButtonItem {
    /// A fixed group holding only this item.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// A movable group holding only this item.
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group holding only this item.
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }
}
