/// A variant of a command shown while extra modifier keys are held.
@preconcurrency @MainActor
public final class UICommandAlternate {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
