/// A titled group of menu elements, shown as a submenu or, with `.displayInline`, as a section.
///
/// Menus are immutable: ``replacingChildren(_:)`` makes a new menu with the same identity.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu presents its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Children appear in the parent menu, set off by separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's content removes or discards something; drawn in the warning color.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Children sit in a row of small items, like a color palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How much room each child gets when the menu lays children side by side.
    public enum ElementSize: Int, Sendable {
        /// Small, medium or large side-by-side children (small shows icons only).
        case small, medium, large
        /// Lets the presenter choose (large for menus, medium for the text edit menu).
        case automatic = -1
    }

    /// Unique within a menu tree; generated when none is given.
    public let identifier: Identifier
    /// How the menu presents its children.
    public let options: Options
    /// The elements in order; fixed for the life of the menu.
    public let children: [UIMenuElement]
    /// How large the children are drawn when the menu lays them side by side.
    open var preferredElementSize: ElementSize { didSet { noteChange() } }
    /// The validated counterpart kept between passes (see ``MenuValidationMirror``).
    var validationMirror: MenuValidationMirror?
    /// Set once a deferred element was found below this menu: its shape can change per showing.
    var cannotMirror = false
    /// What the menu brings into a menu tree, gathered the second time it is inserted.
    private(set) var cachedAdmissionSummary: MenuAdmissionSummary?

    var admissionSummary: MenuAdmissionSummary {
        if let cachedAdmissionSummary { return cachedAdmissionSummary }
        let summary = MenuAdmissionSummary(self)
        cachedAdmissionSummary = summary
        return summary
    }

    /// Whether any child is a menu, from the summary when there is one.
    var hasSubmenus: Bool {
        if let cachedAdmissionSummary { return cachedAdmissionSummary.hasSubmenus }
        // A loop, not `contains(where:)`: a main-actor closure passed to a nonisolated function
        // checks the executor on every call, which cost more than the whole comparison.
        for element in children where element.kind == .menu { return true }
        return false
    }
    /// Whether a build or a validation pass has met this menu object before. Summaries and
    /// mirrors pay off only for menus that come back; an app that makes its menus anew on every
    /// rebuild never pays for them.
    var admittedBefore = false
    var validatedBefore = false

    /// Makes a menu; it keeps `children` as given.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: Identifier? = nil, options: Options = [],
        preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: ElementIdentity.next(prefix: "menu"))
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image, kind: .menu)
    }

    /// A menu with the same title, identifier and options and new children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier,
            options: options, preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children whose state is on; for single-selection menus, at most one.
    public var selectedElements: [UIMenuElement] {
        children.filter { element in
            switch element {
            case let action as UIAction: action.state == .on
            case let command as UICommand: command.state == .on
            default: false
            }
        }
    }

    override func copyElement() -> UIMenuElement {
        replacingChildren(children)
    }
}
