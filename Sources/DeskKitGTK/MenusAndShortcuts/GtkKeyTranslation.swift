import CGtk

/// Pure translation from GDK keyvals and state masks to DeskKit's key vocabulary (no widget needed).
package enum GtkKeyTranslation {
    /// The modifier key a keyval denotes, or nil for ordinary keys.
    package static func modifierKey(forKeyval keyval: UInt32) -> GtkModifierKey? {
        switch Int32(keyval) {
        case GDK_KEY_Shift_L, GDK_KEY_Shift_R: return .shift
        case GDK_KEY_Control_L, GDK_KEY_Control_R: return .control
        case GDK_KEY_Alt_L, GDK_KEY_Alt_R, GDK_KEY_Meta_L, GDK_KEY_Meta_R, GDK_KEY_ISO_Level3_Shift: return .alt
        case GDK_KEY_Super_L, GDK_KEY_Super_R, GDK_KEY_Hyper_L, GDK_KEY_Hyper_R: return .super
        case GDK_KEY_Caps_Lock: return .capsLock
        default: return nil
        }
    }

    /// Modifier flags from a GdkModifierType mask plus whether the key sits on the keypad.
    package static func modifiers(fromState state: UInt32, keyval: UInt32 = 0) -> GtkKeyModifiers {
        var result: GtkKeyModifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { result.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { result.insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { result.insert(.alt) }
        if state & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue | GDK_HYPER_MASK.rawValue) != 0 {
            result.insert(.super)
        }
        if state & GDK_LOCK_MASK.rawValue != 0 { result.insert(.capsLock) }
        if (UInt32(GDK_KEY_KP_Space)...UInt32(GDK_KEY_KP_9)).contains(keyval) { result.insert(.numericPad) }
        return result
    }

    /// UIKit-style `input` for a keyval, or nil when the key has no meaning for key commands.
    package static func input(forKeyval keyval: UInt32) -> String? {
        if let special = specialInputs[Int32(keyval)] { return special }
        if (UInt32(GDK_KEY_F1)...UInt32(GDK_KEY_F12)).contains(keyval) {
            return "UIKeyInputF\(keyval - UInt32(GDK_KEY_F1) + 1)"
        }
        let scalarValue = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
        guard scalarValue != 0, let scalar = Unicode.Scalar(scalarValue) else { return nil }
        return String(Character(scalar)).lowercased()
    }

    /// What a physical key types in the keyboard's other layouts, for shortcuts: the unshifted
    /// keyval of each other group that gives an ASCII character, in group order, as GTK falls back
    /// to another layout's keyval when the current one's matches no shortcut (Ctrl+я is Ctrl+Z).
    /// `keys` are the keycode's (group, level, keyval) entries from the keymap.
    package static func alternateInputs(keys: [(group: Int, level: Int, keyval: UInt32)], currentGroup: Int) -> [String] {
        var inputs: [String] = []
        for key in keys.sorted(by: { ($0.group, $0.level) < ($1.group, $1.level) })
        where key.level == 0 && key.group != currentGroup {
            guard let input = input(forKeyval: key.keyval), input.count == 1,
                  input.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }), !inputs.contains(input) else { continue }
            inputs.append(input)
        }
        return inputs
    }

    /// What the Menu key reports: F10, with Shift added by the key input, so it opens the
    /// context menu wherever Shift+F10 does.
    package static let menuKeyInput = "UIKeyInputF10"

    private static let specialInputs: [Int32: String] = [
        GDK_KEY_Menu: menuKeyInput,
        GDK_KEY_Return: "\r", GDK_KEY_KP_Enter: "\r", GDK_KEY_ISO_Enter: "\r",
        GDK_KEY_Tab: "\t", GDK_KEY_ISO_Left_Tab: "\t", GDK_KEY_KP_Tab: "\t",
        GDK_KEY_space: " ", GDK_KEY_KP_Space: " ",
        GDK_KEY_BackSpace: "\u{8}",
        GDK_KEY_Delete: "UIKeyInputDelete", GDK_KEY_KP_Delete: "UIKeyInputDelete",
        GDK_KEY_Escape: "UIKeyInputEscape",
        GDK_KEY_Up: "UIKeyInputUpArrow", GDK_KEY_KP_Up: "UIKeyInputUpArrow",
        GDK_KEY_Down: "UIKeyInputDownArrow", GDK_KEY_KP_Down: "UIKeyInputDownArrow",
        GDK_KEY_Left: "UIKeyInputLeftArrow", GDK_KEY_KP_Left: "UIKeyInputLeftArrow",
        GDK_KEY_Right: "UIKeyInputRightArrow", GDK_KEY_KP_Right: "UIKeyInputRightArrow",
        GDK_KEY_Page_Up: "UIKeyInputPageUp", GDK_KEY_KP_Page_Up: "UIKeyInputPageUp",
        GDK_KEY_Page_Down: "UIKeyInputPageDown", GDK_KEY_KP_Page_Down: "UIKeyInputPageDown",
        GDK_KEY_Home: "UIKeyInputHome", GDK_KEY_KP_Home: "UIKeyInputHome",
        GDK_KEY_End: "UIKeyInputEnd", GDK_KEY_KP_End: "UIKeyInputEnd",
    ]
}
