/// A key plus modifiers, normalized so that equal combinations compare equal.
///
/// Letters compare without case ("T" is Shift+t). For other printable characters the character
/// already says whether Shift was held ("?" is Shift+/ on most layouts), so Shift is ignored.
public struct KeyCombination: Hashable, Sendable, CustomStringConvertible {
    /// The key, lower-cased for letters, after normalization.
    public let input: String
    /// The modifiers that matter for matching, after normalization.
    public let modifierFlags: UIKeyModifierFlags

    /// Normalizes a key and modifiers as the type describes.
    public init(input: String, modifierFlags: UIKeyModifierFlags) {
        var flags = modifierFlags.intersection(.shortcutRelevant)
        var key = input
        if input.count == 1, let character = input.first {
            if character.isLetter {
                if character.isUppercase { flags.insert(.shift) }
                key = input.lowercased()
            } else if !character.isWhitespace, character.asciiValue.map({ $0 >= 0x21 }) ?? true {
                flags.remove(.shift)
            }
        }
        self.input = key
        self.modifierFlags = flags
    }

    /// How the combination is shown to Linux users: "Shift+Ctrl+Z".
    public var description: String { displayString }

    /// The modifier names followed by the key's name, joined with "+", spelled as GTK labels
    /// accelerators in menus (Shift, Ctrl, Alt, Super; "Page Down", "Return"), so the overlay,
    /// diagnostics and the menu bar all show a shortcut the same way.
    public var displayString: String {
        var parts: [String] = []
        if modifierFlags.contains(.shift) { parts.append(String(deskKit: "key.Shift", english: "Shift")) }
        if modifierFlags.contains(.command) { parts.append(String(deskKit: "key.Ctrl", english: "Ctrl")) }
        if modifierFlags.contains(.alternate) { parts.append(String(deskKit: "key.Alt", english: "Alt")) }
        if modifierFlags.contains(.control) { parts.append(String(deskKit: "key.Super", english: "Super")) }
        parts.append(KeyCombination.displayName(ofInput: input))
        return parts.joined(separator: "+")
    }

    /// The name shown for a key input.
    public static func displayName(ofInput input: String) -> String {
        if let name = specialKeyNames[input] { return String(deskKit: "key." + name, english: name) }
        return input.uppercased()
    }

    private static let specialKeyNames: [String: String] = [
        UIKeyCommand.inputUpArrow: "Up", UIKeyCommand.inputDownArrow: "Down",
        UIKeyCommand.inputLeftArrow: "Left", UIKeyCommand.inputRightArrow: "Right",
        UIKeyCommand.inputEscape: "Escape", UIKeyCommand.inputPageUp: "Page Up",
        UIKeyCommand.inputPageDown: "Page Down", UIKeyCommand.inputHome: "Home",
        UIKeyCommand.inputEnd: "End", UIKeyCommand.inputDelete: "Delete",
        "\r": "Return", "\t": "Tab", " ": "Space", "\u{8}": "BackSpace",
        UIKeyCommand.inputF1: "F1", UIKeyCommand.inputF2: "F2", UIKeyCommand.inputF3: "F3",
        UIKeyCommand.inputF4: "F4", UIKeyCommand.inputF5: "F5", UIKeyCommand.inputF6: "F6",
        UIKeyCommand.inputF7: "F7", UIKeyCommand.inputF8: "F8", UIKeyCommand.inputF9: "F9",
        UIKeyCommand.inputF10: "F10", UIKeyCommand.inputF11: "F11", UIKeyCommand.inputF12: "F12",
    ]
}
