/// A hardware key press: the characters it produces and the modifiers held.
public struct UIKey: Hashable, Sendable {
    /// What the key types with its modifiers applied.
    public let characters: String
    /// The key itself ("t", "?", or a `UIKeyCommand.input…` name for special keys).
    public let charactersIgnoringModifiers: String
    /// The modifiers held; under GTK, Ctrl arrives as `.command` and Super as `.control`.
    public let modifierFlags: UIKeyModifierFlags
    /// What the same physical key types in the keyboard's other layouts, Latin ones first
    /// ("z" for the Russian "я"): shortcuts fall back to them, as GTK's do, when the character
    /// typed names no command.
    package var alternateInputs: [String] = []

    /// Makes a key press; `charactersIgnoringModifiers` defaults to `characters`, which suits tests
    /// and presses without Shift or Alt.
    public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }

    /// The combination a key command must have to match this press.
    public var combination: KeyCombination {
        KeyCombination(input: charactersIgnoringModifiers, modifierFlags: modifierFlags)
    }

    /// The combination, then (with Ctrl, Super or Alt held) the same modifiers on each alternate
    /// input, in the order shortcuts try them.
    package var combinations: [KeyCombination] {
        guard !modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return [combination] }
        var result = [combination]
        for input in alternateInputs {
            let alternate = KeyCombination(input: input, modifierFlags: modifierFlags)
            if !result.contains(alternate) { result.append(alternate) }
        }
        return result
    }
}
