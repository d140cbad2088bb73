/// A command performed by a key combination, shown in menus and the shortcut overlay.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key, as a character ("t", "?") or one of the `input…` constants.
    public let input: String?
    /// The modifiers held with the key.
    public let modifierFlags: UIKeyModifierFlags
    // Stored in final properties behind the open ones, as the title is (see UIMenuElement).
    /// Lets the command win over keys a focused text view would otherwise take.
    open var wantsPriorityOverSystemBehavior: Bool {
        get { storedWantsPriority }
        set { storedWantsPriority = newValue; noteChange() }
    }
    /// Lets the system remap the key for the keyboard layout; DeskKit matches by character.
    open var allowsAutomaticLocalization: Bool {
        get { storedAllowsLocalization }
        set { storedAllowsLocalization = newValue; noteChange() }
    }
    /// Lets the system swap left and right arrows in right-to-left layouts.
    open var allowsAutomaticMirroring: Bool {
        get { storedAllowsMirroring }
        set { storedAllowsMirroring = newValue; noteChange() }
    }
    final var storedWantsPriority = false
    final var storedAllowsLocalization = true
    final var storedAllowsMirroring = true

    /// Makes a key command shown in menus, with a title and an action.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        keyCombination = input.isEmpty ? nil : KeyCombination(input: input, modifierFlags: modifierFlags)
        super.init(
            keyCommandTitle: title, image: image, action: action, propertyList: propertyList,
            alternates: alternates, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
    }

    /// Makes an untitled key command, for `keyCommands` rather than menus.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The key combination this command answers to, normalized for matching; nil without input.
    public let keyCombination: KeyCombination?

    override func takeValues(from original: UIMenuElement) {
        let keyOriginal = original.ofKind(UIKeyCommand.self)
        storedWantsPriority = keyOriginal.wantsPriorityOverSystemBehavior
        storedAllowsLocalization = keyOriginal.allowsAutomaticLocalization
        storedAllowsMirroring = keyOriginal.allowsAutomaticMirroring
        super.takeValues(from: original)
    }

    /// A copy with the same values, sharing the original's key and key combination.
    init(copying original: UIKeyCommand) {
        input = original.input
        modifierFlags = original.modifierFlags
        keyCombination = original.keyCombination
        storedWantsPriority = original.wantsPriorityOverSystemBehavior
        storedAllowsLocalization = original.allowsAutomaticLocalization
        storedAllowsMirroring = original.allowsAutomaticMirroring
        super.init(copying: original, kind: .keyCommand)
    }

    override func copyElement() -> UIMenuElement {
        UIKeyCommand(copying: self)
    }

    // MARK: - Special keys

    /// The Up Arrow key.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// Forward delete.
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// Function key F1.
    public nonisolated static let inputF1 = "UIKeyInputF1"
    /// Function key F2.
    public nonisolated static let inputF2 = "UIKeyInputF2"
    /// Function key F3.
    public nonisolated static let inputF3 = "UIKeyInputF3"
    /// Function key F4.
    public nonisolated static let inputF4 = "UIKeyInputF4"
    /// Function key F5.
    public nonisolated static let inputF5 = "UIKeyInputF5"
    /// Function key F6.
    public nonisolated static let inputF6 = "UIKeyInputF6"
    /// Function key F7.
    public nonisolated static let inputF7 = "UIKeyInputF7"
    /// Function key F8.
    public nonisolated static let inputF8 = "UIKeyInputF8"
    /// Function key F9.
    public nonisolated static let inputF9 = "UIKeyInputF9"
    /// Function key F10.
    public nonisolated static let inputF10 = "UIKeyInputF10"
    /// Function key F11.
    public nonisolated static let inputF11 = "UIKeyInputF11"
    /// Function key F12.
    public nonisolated static let inputF12 = "UIKeyInputF12"
}
