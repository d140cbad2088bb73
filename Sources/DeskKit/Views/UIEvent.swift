/// An input event as delivered to the responder chain.
@preconcurrency @MainActor
open class UIEvent {
    public enum EventType: Sendable {
        case touches, presses, hover, scroll, transform
    }

    public let type: EventType
    /// Modifier keys held when the event happened.
    public let modifierFlags: UIKeyModifierFlags

    public init(type: EventType, modifierFlags: UIKeyModifierFlags = []) {
        self.type = type
        self.modifierFlags = modifierFlags
    }
}
