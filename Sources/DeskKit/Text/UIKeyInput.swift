/// A responder that takes typed text: it keeps the keys typing needs unless a key command
/// asks for priority with `wantsPriorityOverSystemBehavior`.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text, so Delete has something to remove.
    var hasText: Bool { get }
    /// Types `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Removes the selection, or the character before the caret (Backspace).
    func deleteBackward()
    /// Handles an editing key that is not text (arrows, Home, Delete…); false if not handled.
    func handleEditingKey(_ key: UIKey) -> Bool
}

extension UIKeyInput {
    public func handleEditingKey(_ key: UIKey) -> Bool { false }
}

/// Which key presses belong to text input rather than to key commands.
enum TextInputKeys {
    private static let navigation: Set<String> = [
        UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
        UIKeyCommand.inputRightArrow, UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
        UIKeyCommand.inputPageUp, UIKeyCommand.inputPageDown, UIKeyCommand.inputDelete, "\u{8}",
    ]

    /// Typing (with or without Shift), Enter, Tab, and navigation or deletion with any modifiers.
    static func claims(_ key: UIKey) -> Bool {
        let input = key.charactersIgnoringModifiers
        if navigation.contains(input) { return true }
        let modifiers = key.modifierFlags.intersection(.shortcutRelevant)
        guard modifiers.isSubset(of: .shift) else { return false }
        if input == UIKeyCommand.inputEscape || input.hasPrefix("UIKeyInputF") { return false }
        return !key.characters.isEmpty
    }
}
