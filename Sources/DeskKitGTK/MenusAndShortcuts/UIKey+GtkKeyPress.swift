import DeskKit

// MARK: - Translating GDK key events at the edge

extension UIKeyModifierFlags {
    /// Ctrl is `.command`, Super is `.control`, Alt is `.alternate`, Caps Lock is `.alphaShift`.
    package init(_ modifiers: GtkKeyModifiers) {
        self = []
        if modifiers.contains(.control) { insert(.command) }
        if modifiers.contains(.super) { insert(.control) }
        if modifiers.contains(.alt) { insert(.alternate) }
        if modifiers.contains(.shift) { insert(.shift) }
        if modifiers.contains(.capsLock) { insert(.alphaShift) }
        if modifiers.contains(.numericPad) { insert(.numericPad) }
    }
}

extension UIKey {
    /// The core's key press for a GDK one: letters typed with Shift or Caps Lock come out uppercase.
    package init(_ press: GtkKeyPress) {
        let flags = UIKeyModifierFlags(press.modifiers)
        let isLetter = press.input.count == 1 && press.input.first?.isLetter == true
        let upper = isLetter && (flags.contains(.shift) != flags.contains(.alphaShift))
        self.init(characters: upper ? press.input.uppercased() : press.input,
                  charactersIgnoringModifiers: press.input, modifierFlags: flags)
        alternateInputs = press.alternateInputs
    }
}
