/// A menu element that sends an action message up the responder chain.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The message sent to the first responder in the chain that can perform it.
    public let action: Selector
    /// Data that tells commands with the same action apart; kept with the command's key, so the
    /// copies validation makes share it instead of copying an existential each.
    public var propertyList: Any? { commandKey.value }
    // Unchecked exclusivity, as for the title (measured there): validation reads these for
    // every command; ``UIMenuElement/isInPass`` checks that its passes never overlap.
    // Stored in final properties behind the open ones, as the title is (see there).
    /// Variants offered while extra modifier keys are held.
    open var alternates: [UICommandAlternate] {
        get { storedAlternates }
        set { storedAlternates = newValue; noteChange() }
    }
    /// A longer title for the shortcut overlay and tooltips.
    open var discoverabilityTitle: String? {
        get { storedDiscoverabilityTitle }
        set { storedDiscoverabilityTitle = newValue; noteChange() }
    }
    /// Disabled, destructive, hidden or keeps-menu-presented.
    open var attributes: UIMenuElement.Attributes {
        get { storedAttributes }
        set { storedAttributes = newValue; noteChange() }
    }
    /// The check mark shown beside the title.
    open var state: UIMenuElement.State {
        get { storedState }
        set { storedState = newValue; noteChange() }
    }
    @exclusivity(unchecked) final var storedAlternates: [UICommandAlternate]
    @exclusivity(unchecked) final var storedDiscoverabilityTitle: String?
    @exclusivity(unchecked) final var storedAttributes: UIMenuElement.Attributes
    @exclusivity(unchecked) final var storedState: UIMenuElement.State
    /// Set by validation: false when no responder in the chain can perform the action.
    @exclusivity(unchecked) public internal(set) var isPerformable = true
    /// The pair that must be unique among a main menu's commands, computed once. A validation
    /// copy takes the key of each command it is reset to (the keys are equal; the property list
    /// is that command's own).
    @exclusivity(unchecked) private(set) var commandKey: CommandKey
    /// The key's hash, stored here so hash tables read it without touching the key object.
    let commandKeyHash: Int

    /// Makes a command that sends `action` when chosen.
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.commandKey = CommandKey(action: action, propertyList: PropertyListKey(propertyList), value: propertyList)
        self.commandKeyHash = commandKey._rawHashValue(seed: 0)
        storedAlternates = alternates
        storedDiscoverabilityTitle = discoverabilityTitle
        storedAttributes = attributes
        storedState = state
        super.init(title: title, subtitle: nil, image: image, kind: .command)
    }

    /// The same, for UIKeyCommand, which alone gives its elements the `.keyCommand` kind.
    init(
        keyCommandTitle title: String, image: UIImage?, action: Selector, propertyList: Any?,
        alternates: [UICommandAlternate], discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State
    ) {
        self.action = action
        self.commandKey = CommandKey(action: action, propertyList: PropertyListKey(propertyList), value: propertyList)
        self.commandKeyHash = commandKey._rawHashValue(seed: 0)
        storedAlternates = alternates
        storedDiscoverabilityTitle = discoverabilityTitle
        storedAttributes = attributes
        storedState = state
        super.init(title: title, subtitle: nil, image: image, kind: .keyCommand)
    }

    /// A command that does nothing; a placeholder that can be validated away.
    public static var noResponder: UICommand {
        UICommand(title: "", action: "_deskKitNoResponder:", attributes: .hidden)
    }

    /// Whether the element can be chosen: performable and not disabled.
    public var isEnabled: Bool {
        isPerformable && !attributes.contains(.disabled)
    }

    /// The copy validation hands to `validate(_:)`: the reused presentation copy, performable
    /// until the responder chain says otherwise.
    func validationCopy() -> UICommand {
        // Every subclass copies to its own class.
        let copy = presentationCopy().ofKind(UICommand.self)
        copy.isPerformable = true
        return copy
    }

    override func takeValues(from original: UIMenuElement) {
        // Same family (checked in debug builds), as for the unchecked casts of validation.
        let original = original.ofKind(UICommand.self)
        storedDiscoverabilityTitle = original.discoverabilityTitle
        storedAttributes = original.attributes
        storedState = original.state
        storedAlternates = original.alternates
        isPerformable = original.isPerformable
        if commandKey !== original.commandKey { commandKey = original.commandKey }
        super.takeValues(from: original)
    }

    /// Whether `copy`, a validation copy whose command is gone, can serve as this command's copy:
    /// the same class, action, property list and (for key commands) key combination.
    func canAdopt(_ copy: UICommand) -> Bool {
        guard copy.originalIsGone, copy !== self, copy.kind == kind, copy.commandKeyHash == commandKeyHash,
              copy.commandKey == commandKey else { return false }
        guard kind == .keyCommand else { return true }
        let command = ofKind(UIKeyCommand.self)
        let keyCopy = copy.ofKind(UIKeyCommand.self)
        return command.input == keyCopy.input && command.modifierFlags == keyCopy.modifierFlags
    }

    /// A copy with the same values that shares the original's key, so a first validation of
    /// thousands of commands neither makes nor hashes a key per copy.
    /// `kind` is `.keyCommand` only when UIKeyCommand copies one of its own.
    init(copying original: UICommand, kind: Kind = .command) {
        action = original.action
        commandKey = original.commandKey
        commandKeyHash = original.commandKeyHash
        storedAlternates = original.alternates
        storedDiscoverabilityTitle = original.discoverabilityTitle
        storedAttributes = original.attributes
        storedState = original.state
        isPerformable = original.isPerformable
        super.init(title: original.title, subtitle: original.subtitle, image: original.image, kind: kind)
    }

    override func copyElement() -> UIMenuElement {
        UICommand(copying: self)
    }
}

/// An action plus property list, the identity of a command in a menu tree.
///
/// A class with its hash computed once: the menu index's tables then copy a pointer, not a
/// selector and a property list, for each of thousands of commands on every rebuild.
final class CommandKey: Hashable {
    let action: Selector
    let propertyList: PropertyListKey
    /// The property list as the command was given it (nil for keys made only to look up).
    let value: Any?
    private let keyHash: Int
    /// Whether the property list is nil, so that comparing two such keys skips the enum.
    private let hasNoPropertyList: Bool

    init(action: Selector, propertyList: PropertyListKey, value: Any? = nil) {
        self.action = action
        self.propertyList = propertyList
        self.value = value
        if case .none = propertyList {
            hasNoPropertyList = true
            keyHash = action._rawHashValue(seed: 0)
        } else {
            hasNoPropertyList = false
            var hasher = Hasher()
            hasher.combine(action)
            hasher.combine(propertyList)
            keyHash = hasher.finalize()
        }
    }

    static func == (lhs: CommandKey, rhs: CommandKey) -> Bool {
        lhs === rhs || (lhs.keyHash == rhs.keyHash && lhs.action == rhs.action
            && (lhs.hasNoPropertyList && rhs.hasNoPropertyList || lhs.propertyList == rhs.propertyList))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(keyHash)
    }

    func _rawHashValue(seed: Int) -> Int {
        keyHash ^ seed
    }
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
