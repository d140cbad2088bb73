/// A variant of a command shown while extra modifier keys are held.
@preconcurrency @MainActor
public final class UICommandAlternate {
    /// The title shown while the modifiers are held.
    public let title: String
    /// The action sent instead of the command's own.
    public let action: Selector
    /// The extra modifiers that switch to this variant.
    public let modifierFlags: UIKeyModifierFlags

    /// Makes a variant with its own title and action.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
