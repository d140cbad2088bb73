/// Bar button items that stay together: they show side by side, collapse together to their
/// ``representativeItem`` when space is short, and move together into the overflow menu.
///
/// Made with ``fixedGroup(representativeItem:items:)`` (always shown, never moved),
/// ``movableGroup(customizationIdentifier:representativeItem:items:)`` (the user may reorder it)
/// or ``optionalGroup(customizationIdentifier:isInDefaultCustomization:representativeItem:items:)``
/// (the user may also remove and add it). Only center groups take part in customization.
@preconcurrency @MainActor
open class UIBarButtonItemGroup {
    /// What the user may do with a group when customizing the bar.
    enum Customization: Hashable, Sendable {
        case fixed
        case movable(identifier: String)
        case optional(identifier: String, isInDefault: Bool)

        var identifier: String? {
            switch self {
            case .fixed: nil
            case let .movable(identifier), let .optional(identifier, _): identifier
            }
        }
    }

    /// The group's items in bar order; setting it makes this group their
    /// ``UIBarButtonItem/buttonGroup``.
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
            adoptItems()
            groupDidChange()
        }
    }

    /// Shown alone, in place of the group's items, when the bar has too little room for them;
    /// clicking it offers the items as a menu. A group without one goes straight to the overflow.
    open var representativeItem: UIBarButtonItem? {
        didSet {
            if oldValue?.buttonGroup === self { oldValue?.buttonGroup = nil }
            representativeItem?.buttonGroup = self
            groupDidChange()
        }
    }

    /// A hidden group takes no room and is left out of the overflow menu.
    open var isHidden = false { didSet { groupDidChange() } }

    /// Stands in for the group in the overflow menu; nil makes a section from its items.
    open var menuRepresentation: UIMenuElement? { didSet { groupDidChange() } }

    /// Whether the group shows its representative item in the bar as last laid out.
    public internal(set) var isDisplayingRepresentativeItem = false

    let customization: Customization
    /// The navigation item showing this group, told when the group changes.
    weak var owner: UINavigationItem?

    /// A fixed group of `barButtonItems`.
    public convenience init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.init(barButtonItems: barButtonItems, representativeItem: representativeItem, customization: .fixed)
    }

    init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?, customization: Customization) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        self.customization = customization
        adoptItems()
        representativeItem?.buttonGroup = self
    }

    // MARK: - Making groups

    /// A group that always shows where the app put it.
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem, customization: .fixed)
    }

    /// A group the user may move to another place among the center items, but not remove.
    public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem, customization: .movable(identifier: customizationIdentifier))
    }

    /// A group the user may move, remove and add back; one not in the default customization
    /// starts hidden and waits in the customization panel to be added.
    public static func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(
            barButtonItems: items, representativeItem: representativeItem,
            customization: .optional(identifier: customizationIdentifier, isInDefault: isInDefaultCustomization))
    }

    // MARK: - Customization

    /// The identifier the bar's customization knows this group by; nil for fixed groups.
    public var customizationIdentifier: String? { customization.identifier }

    /// Whether the user may move the group (movable and optional groups).
    public var isMovable: Bool { customization != .fixed }

    /// Whether the user may remove the group (optional groups only).
    public var isOptional: Bool {
        if case .optional = customization { return true }
        return false
    }

    /// Whether the group shows before the user customizes the bar.
    public var isInDefaultCustomization: Bool {
        if case let .optional(_, isInDefault) = customization { return isInDefault }
        return true
    }

    // MARK: - Changes

    private func adoptItems() {
        for item in barButtonItems { item.buttonGroup = self }
    }

    func groupDidChange() {
        owner?.contentDidChange()
    }
}
