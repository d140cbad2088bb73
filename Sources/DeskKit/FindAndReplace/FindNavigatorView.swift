/// The find navigator's place in the view tree: it takes typing for the focused field.
///
/// It is added to the interaction's view while the navigator is visible, so the responder
/// chain runs from it to that view: Ctrl+G and the other Find commands still reach the text
/// view. Enter finds the next result (Shift+Enter the previous; in the replace field Enter
/// replaces), Tab switches fields, Esc closes.
@preconcurrency @MainActor
public final class FindNavigatorView: UIView, UIKeyInput {
    /// The interaction whose navigator this view is; nil for a detached view.
    public private(set) weak var interaction: UIFindInteraction?

    init(interaction: UIFindInteraction?) {
        self.interaction = interaction
        super.init(frame: .zero)
    }

    /// A navigator view attached to no interaction; it shows an empty state.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A navigator view attached to no interaction.
    public required convenience init() {
        self.init(interaction: nil)
    }

    /// What the navigator shows; the presenter draws this.
    public var state: FindNavigatorState { interaction?.navigatorState ?? FindNavigatorState() }

    /// The window the navigator was last in, told when it leaves it.
    private weak var shownWindow: UIWindow?

    /// Tells the presenters of the window left and the window entered.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard shownWindow !== window else { return }
        let left = shownWindow
        shownWindow = window
        if let left { interaction?.notifyNavigatorPresenter(in: left) }
        if let window { interaction?.notifyNavigatorPresenter(in: window) }
    }

    /// The window's first responder became or stopped being this view: the presenter moves the
    /// keyboard into or out of its fields.
    func firstResponderStatusDidChange() {
        interaction?.notifyNavigatorPresenter(in: window)
    }

    /// Always true: the navigator takes the keyboard while shown.
    public override var canBecomeFirstResponder: Bool { true }

    /// Esc, which closes the navigator.
    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: String(deskKit: "Close Find"), action: .dismissFindNavigator, input: UIKeyCommand.inputEscape, modifierFlags: [])]
    }

    /// Adds the action that closes the navigator.
    public override func registerActions() {
        super.registerActions()
        implement(.dismissFindNavigator) { responder, _ in
            (responder as? FindNavigatorView)?.interaction?.dismissFindNavigator()
        }
    }

    // MARK: - Typing

    /// Whether the focused field holds text.
    public var hasText: Bool {
        !(focusedText ?? "").isEmpty
    }

    /// Types `text` at the end of the focused field.
    public func insertText(_ text: String) {
        guard let interaction else { return }
        switch interaction.navigatorState.focusedField {
        case .search: interaction.searchText = (interaction.searchText ?? "") + text
        case .replace: interaction.replacementText = (interaction.replacementText ?? "") + text
        }
    }

    /// Deletes the focused field's last character.
    public func deleteBackward() {
        guard let interaction, var text = focusedText, !text.isEmpty else { return }
        text.removeLast()
        switch interaction.navigatorState.focusedField {
        case .search: interaction.searchText = text
        case .replace: interaction.replacementText = text
        }
    }

    /// Handles Enter, Tab and Esc for the fields; false for other keys.
    public func handleEditingKey(_ key: UIKey) -> Bool {
        guard let interaction else { return false }
        switch key.charactersIgnoringModifiers {
        case "\r", "\n":
            if key.modifierFlags.contains(.shift) {
                interaction.findPrevious()
            } else if interaction.navigatorState.focusedField == .replace {
                interaction.replace()
            } else {
                interaction.findNext()
            }
            return true
        case "\t":
            let next: FindNavigatorState.Field = interaction.navigatorState.focusedField == .search ? .replace : .search
            interaction.focus(next)
            return true
        default:
            return false
        }
    }

    private var focusedText: String? {
        guard let interaction else { return nil }
        return interaction.navigatorState.focusedField == .search ? interaction.searchText : interaction.replacementText
    }
}

extension Selector {
    /// Closes the find navigator (Esc in the navigator).
    public static let dismissFindNavigator: Selector = "dismissFindNavigator:"
}
