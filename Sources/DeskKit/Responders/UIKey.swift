/// A hardware key press: the characters it produces and the modifiers held.
public struct UIKey: Hashable, Sendable {
    /// What the key types with its modifiers applied.
    public let characters: String
    /// The key itself ("t", "?", or a `UIKeyCommand.input…` name for special keys).
    public let charactersIgnoringModifiers: String
    /// The modifiers held; under GTK, Ctrl arrives as `.command` and Super as `.control`.
    public let modifierFlags: UIKeyModifierFlags

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
}
