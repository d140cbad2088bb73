/// Modifier flags of a key or pointer event, mirroring `UIKeyModifierFlags` (Ctrl is the Linux `.command`).
package struct GtkKeyModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The flags as bits.
    package let rawValue: UInt8
    /// Flags from their bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift is held.
    package static let shift = Self(rawValue: 1 << 0)
    /// Ctrl is held: the core's `.command`.
    package static let control = Self(rawValue: 1 << 1)
    /// Alt (or AltGr, Meta) is held.
    package static let alt = Self(rawValue: 1 << 2)
    /// The Super (Windows) key is held.
    package static let `super` = Self(rawValue: 1 << 3)
    /// Caps Lock is on.
    package static let capsLock = Self(rawValue: 1 << 4)
    /// The key is on the numeric keypad.
    package static let numericPad = Self(rawValue: 1 << 5)

    /// The held modifiers by name, as "[ctrl,shift]", for logs and test messages.
    package var description: String {
        let names: [(Self, String)] = [(.control, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.super, "super"),
                                       (.capsLock, "caps"), (.numericPad, "numpad")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ",") + "]"
    }
}

/// A physical modifier key, reported on its own press and release.
package enum GtkModifierKey: Sendable, Hashable {
    case shift, control, alt, `super`, capsLock
}

/// A non-modifier key press or release, translated to UIKit's `UIKey` vocabulary.
package struct GtkKeyPress: Sendable, Hashable {
    /// `charactersIgnoringModifiers`-style input: lowercase character, "\r", "\t", " ", "\u{8}", or a
    /// `UIKeyInput…` name for special keys ("UIKeyInputUpArrow", "UIKeyInputF5", …).
    package var input: String
    /// The modifiers held with the key.
    package var modifiers: GtkKeyModifiers
    /// True when this press is an auto-repeat of a key already held down (always false for releases).
    package var isRepeat: Bool
    /// The raw GDK keyval and hardware keycode, for diagnostics.
    package var keyval: UInt32
    /// The hardware keycode.
    package var keycode: UInt32
    /// What the same key types in the keyboard's other layouts (Latin ones), for shortcuts.
    package var alternateInputs: [String] = []

    /// A key press as the key input reports it; tests make them directly.
    package init(input: String, modifiers: GtkKeyModifiers, isRepeat: Bool = false,
                 keyval: UInt32 = 0, keycode: UInt32 = 0) {
        self.input = input
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.keyval = keyval
        self.keycode = keycode
    }
}

/// What ``GtkKeyInput`` reports: a key going down or up, or a modifier key changing.
package enum GtkKeyEvent: Sendable, Hashable {
    case keyDown(GtkKeyPress)
    case keyUp(GtkKeyPress)
    case modifierChanged(pressed: Bool, key: GtkModifierKey, modifiers: GtkKeyModifiers)
}
