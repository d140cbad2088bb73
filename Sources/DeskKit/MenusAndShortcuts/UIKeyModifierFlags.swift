/// Modifier keys held with a key press.
///
/// `.command` is the platform's primary modifier: on Linux that is Ctrl, so `.command` + "t"
/// is Ctrl+T. `.control` is then the Super (logo) key, `.alternate` is Alt.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags as bits.
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on; ignored when matching shortcuts.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The Shift key.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The Super key on Linux.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The Alt key.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The primary modifier: Ctrl on Linux.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad; ignored when matching shortcuts.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The modifiers that take part in shortcut matching (Caps Lock and keypad do not).
    static let shortcutRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}
