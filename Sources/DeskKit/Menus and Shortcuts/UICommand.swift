/// A menu element that sends an action message up the responder chain.
@MainActor
open class UICommand: UIMenuElement {
    public let action: Selector
    /// Data that tells commands with the same action apart.
    public let propertyList: Any?
    open var alternates: [UICommandAlternate]
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Set by validation: false when no responder in the chain can perform the action.
    public internal(set) var isPerformable = true

    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// A command that does nothing; a placeholder that can be validated away.
    public static var noResponder: UICommand {
        UICommand(title: "", action: "_deskKitNoResponder:", attributes: .hidden)
    }

    /// Whether the element can be chosen: performable and not disabled.
    public var isEnabled: Bool {
        isPerformable && !attributes.contains(.disabled)
    }

    /// The pair that must be unique among a main menu's commands.
    var commandKey: CommandKey {
        CommandKey(action: action, propertyList: PropertyListKey(propertyList))
    }

    override func copyElement() -> UIMenuElement {
        let copy = UICommand(
            title: title, image: image, action: action, propertyList: propertyList,
            alternates: alternates, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
        copy.subtitle = subtitle
        copy.isPerformable = isPerformable
        return copy
    }
}

/// An action plus property list, the identity of a command in a menu tree.
struct CommandKey: Hashable {
    let action: Selector
    let propertyList: PropertyListKey
}

/// A property list reduced to something comparable.
enum PropertyListKey: Hashable {
    case none
    case value(AnyHashable)
    case described(String)

    init(_ value: Any?) {
        switch value {
        case nil: self = .none
        case let hashable as AnyHashable: self = .value(hashable)
        case let other?: self = .described(String(reflecting: other))
        }
    }
}
