import Foundation

/// One physical key held down, as ``UIResponder/pressesBegan(_:with:)`` and its siblings see it.
///
/// The same object follows the key from going down to coming up, its ``phase`` changing.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The key is still down and something about it (its modifiers) changed.
        case changed
        /// The key is still down and nothing changed.
        case stationary
        /// The key came up.
        case ended
        /// The press stopped reaching the app, e.g. its window lost the keyboard.
        case cancelled
    }

    /// The kind of button a press is, as remotes and game controllers name them; a keyboard's
    /// arrows are the arrow types and Return and Space the select type.
    public enum PressType: Int, Sendable {
        /// An arrow, the select button (Return or Space), the menu button (Esc), play/pause.
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        /// Page Up and Page Down.
        case pageUp = 30, pageDown = 31
    }

    /// Where the press is in its life.
    public internal(set) var phase: Phase
    /// The key and the modifiers held with it.
    public internal(set) var key: UIKey?
    /// When the press last changed, in seconds of system uptime.
    public internal(set) var timestamp: TimeInterval
    /// The responder the press was delivered to first: the key window's first responder then.
    public internal(set) weak var responder: UIResponder?

    init(key: UIKey, responder: UIResponder?) {
        self.phase = .began
        self.key = key
        self.timestamp = ProcessInfo.processInfo.systemUptime
        self.responder = responder
    }

    /// The button the press's key stands for, or nil for a key that is none of them.
    public var type: PressType? { key.flatMap { UIPress.pressType(of: $0) } }

    /// The press type a key stands for, ignoring the modifiers held.
    static func pressType(of key: UIKey) -> PressType? {
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputUpArrow: .upArrow
        case UIKeyCommand.inputDownArrow: .downArrow
        case UIKeyCommand.inputLeftArrow: .leftArrow
        case UIKeyCommand.inputRightArrow: .rightArrow
        case "\r", "\n", " ": .select
        case UIKeyCommand.inputEscape: .menu
        case UIKeyCommand.inputPageUp: .pageUp
        case UIKeyCommand.inputPageDown: .pageDown
        default: nil
        }
    }

    /// Moves the press to `phase` now.
    func update(_ phase: Phase, key: UIKey? = nil) {
        self.phase = phase
        if let key { self.key = key }
        timestamp = ProcessInfo.processInfo.systemUptime
    }

    /// Presses are equal only to themselves.
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    /// Hashes the press by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event that carries key presses up the responder chain.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of this event: the keys going down, changing, up or cancelled.
    public let allPresses: Set<UIPress>
    /// Set when the presses reached the end of the responder chain unhandled.
    var reachedEndOfChain = false

    init(presses: Set<UIPress>, modifierFlags: UIKeyModifierFlags) {
        allPresses = presses
        super.init(type: .presses, modifierFlags: modifierFlags)
    }
}
