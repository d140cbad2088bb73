/// A menu element that sends an action message up the responder chain.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The message sent to the first responder in the chain that can perform it.
    public let action: Selector
    /// Data that tells commands with the same action apart; kept in a box with its comparable
    /// form, so the copies validation makes share it instead of copying an existential each.
    public var propertyList: Any? { propertyListBox?.value }
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
    /// The property list and its comparable form; nil for the many commands without one, which
    /// then need no allocation beyond their own. A validation copy takes the box of each command
    /// it is reset to (the keys are equal; the property list is that command's own).
    @exclusivity(unchecked) private(set) var propertyListBox: CommandPropertyList?
    /// The hash of the action and property list, computed once for the menu index's tables.
    let commandKeyHash: Int

    /// The pair that must be unique among a main menu's commands.
    var commandKey: CommandKey {
        CommandKey(action: action, propertyList: propertyListBox, hash: commandKeyHash)
    }

    /// Whether `other` has this command's action and property list (the command key's equality,
    /// without making keys).
    @inline(__always)
    func hasSameKey(as other: UICommand) -> Bool {
        commandKeyHash == other.commandKeyHash && action == other.action
            && CommandPropertyList.same(propertyListBox, other.propertyListBox)
    }

    /// Makes a command that sends `action` when chosen.
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        let box = CommandPropertyList(propertyList)
        propertyListBox = box
        commandKeyHash = CommandKey.hash(action: action, propertyList: box)
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
        let box = CommandPropertyList(propertyList)
        propertyListBox = box
        commandKeyHash = CommandKey.hash(action: action, propertyList: box)
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
        if propertyListBox !== original.propertyListBox { propertyListBox = original.propertyListBox }
        isPerformable = original.isPerformable
        guard !original.mayOverrideValues else {
            storedDiscoverabilityTitle = original.discoverabilityTitle
            storedAttributes = original.attributes
            storedState = original.state
            storedAlternates = original.alternates
            super.takeValues(from: original)
            return
        }
        // DeskKit's own class overrides no property, so its storage holds the values. Equal
        // values are left in place: a copy reset to a new command of a menu made anew mostly
        // holds them already, and they then cost no retain and release each.
        if storedDiscoverabilityTitle != original.storedDiscoverabilityTitle {
            storedDiscoverabilityTitle = original.storedDiscoverabilityTitle
        }
        storedAttributes = original.storedAttributes
        storedState = original.storedState
        if !(storedAlternates.isEmpty && original.storedAlternates.isEmpty) { storedAlternates = original.storedAlternates }
        takeStoredElementValues(from: original)
    }

    /// Whether this command's class may override the properties validation copies: true for
    /// any class but UICommand and UIKeyCommand themselves.
    @inline(__always)
    private var mayOverrideValues: Bool {
        let type = type(of: self)
        return type != UICommand.self && type != UIKeyCommand.self
    }

    /// Whether `copy`, a validation copy whose command is gone, can serve as this command's copy:
    /// the same class, action, property list and (for key commands) key combination.
    func canAdopt(_ copy: UICommand) -> Bool {
        guard copy.originalIsGone, copy !== self, copy.kind == kind, copy.hasSameKey(as: self) else { return false }
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
        propertyListBox = original.propertyListBox
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

/// An action plus property list, the identity of a command in a menu tree; made only for
/// lookups (commands keep the parts, see ``UICommand/hasSameKey(as:)``).
struct CommandKey: Hashable {
    let action: Selector
    let propertyList: CommandPropertyList?
    private let keyHash: Int

    init(action: Selector, propertyList: CommandPropertyList?, hash: Int) {
        self.action = action
        self.propertyList = propertyList
        keyHash = hash
    }

    /// The key for looking up a command by action and property list.
    init(action: Selector, propertyList: Any?) {
        let box = CommandPropertyList(propertyList)
        self.init(action: action, propertyList: box, hash: CommandKey.hash(action: action, propertyList: box))
    }

    /// The hash of an action and property list: the selector's own when there is no property list.
    static func hash(action: Selector, propertyList: CommandPropertyList?) -> Int {
        guard let propertyList else { return action._rawHashValue(seed: 0) }
        var hasher = Hasher()
        hasher.combine(action)
        hasher.combine(propertyList.key)
        return hasher.finalize()
    }

    static func == (lhs: CommandKey, rhs: CommandKey) -> Bool {
        lhs.keyHash == rhs.keyHash && lhs.action == rhs.action && CommandPropertyList.same(lhs.propertyList, rhs.propertyList)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(keyHash)
    }

    func _rawHashValue(seed: Int) -> Int {
        keyHash ^ seed
    }
}

/// A command's property list with the form it is compared by, made once per command that has
/// one and shared with the command's validation copies.
final class CommandPropertyList {
    let value: Any
    let key: PropertyListKey

    /// Nil for a nil property list.
    init?(_ value: Any?) {
        guard let value else { return nil }
        self.value = value
        key = PropertyListKey(value)
    }

    /// Whether two property lists compare equal (both absent, or equal keys).
    @inline(__always)
    static func same(_ lhs: CommandPropertyList?, _ rhs: CommandPropertyList?) -> Bool {
        if lhs === rhs { return true }
        guard let lhs, let rhs else { return false }
        return lhs.key == rhs.key
    }
}

/// A property list reduced to something comparable.
enum PropertyListKey: Hashable {
    case value(AnyHashable)
    case described(String)

    init(_ value: Any) {
        switch value {
        case let hashable as AnyHashable: self = .value(hashable)
        default: self = .described(String(reflecting: value))
        }
    }
}
