/// An input event as delivered to the responder chain.
@preconcurrency @MainActor
open class UIEvent {
    /// What kind of input an event carries.
    public enum EventType: Sendable {
        /// Touches and clicks, key presses, pointer hovering, scrolling, or pinch and rotate gestures.
        case touches, presses, hover, scroll, transform
    }

    /// What kind of input this is.
    public let type: EventType
    /// Modifier keys held when the event happened.
    public let modifierFlags: UIKeyModifierFlags

    /// An event of `type` with the modifier keys held.
    public init(type: EventType, modifierFlags: UIKeyModifierFlags = []) {
        self.type = type
        self.modifierFlags = modifierFlags
    }
}
