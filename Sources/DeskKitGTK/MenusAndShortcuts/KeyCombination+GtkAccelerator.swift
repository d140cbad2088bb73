import CGtk
import DeskKit

// MARK: - Showing key combinations in GTK menus

extension KeyCombination {
    /// The combination as a GTK accelerator string, e.g. "<Control><Shift>z" or "<Control>question".
    ///
    /// Menus only display it: the core matches keys itself, so GTK never acts on it. `.command` is
    /// Ctrl, `.control` is Super and `.alternate` is Alt, as everywhere in DeskKit on Linux.
    package var gtkAccelerator: String? {
        guard let key = Self.gtkKeyName(forInput: input) else { return nil }
        var accelerator = ""
        if modifierFlags.contains(.command) { accelerator += "<Control>" }
        if modifierFlags.contains(.control) { accelerator += "<Super>" }
        if modifierFlags.contains(.alternate) { accelerator += "<Alt>" }
        if modifierFlags.contains(.shift) { accelerator += "<Shift>" }
        return accelerator + key
    }

    /// The GDK key name of a key command input: "t", "question", "F11", "Page_Down".
    static func gtkKeyName(forInput input: String) -> String? {
        if let special = specialKeyNames[input] { return special }
        guard input.unicodeScalars.count == 1, let scalar = input.unicodeScalars.first else { return nil }
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return input.lowercased() }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        guard let name = gdk_keyval_name(keyval) else { return nil }
        return String(cString: name)
    }

    private static let specialKeyNames: [String: String] = [
        UIKeyCommand.inputUpArrow: "Up", UIKeyCommand.inputDownArrow: "Down",
        UIKeyCommand.inputLeftArrow: "Left", UIKeyCommand.inputRightArrow: "Right",
        UIKeyCommand.inputEscape: "Escape", UIKeyCommand.inputPageUp: "Page_Up",
        UIKeyCommand.inputPageDown: "Page_Down", UIKeyCommand.inputHome: "Home",
        UIKeyCommand.inputEnd: "End", UIKeyCommand.inputDelete: "Delete",
        "\r": "Return", "\t": "Tab", " ": "space", "\u{8}": "BackSpace",
        UIKeyCommand.inputF1: "F1", UIKeyCommand.inputF2: "F2", UIKeyCommand.inputF3: "F3",
        UIKeyCommand.inputF4: "F4", UIKeyCommand.inputF5: "F5", UIKeyCommand.inputF6: "F6",
        UIKeyCommand.inputF7: "F7", UIKeyCommand.inputF8: "F8", UIKeyCommand.inputF9: "F9",
        UIKeyCommand.inputF10: "F10", UIKeyCommand.inputF11: "F11", UIKeyCommand.inputF12: "F12",
    ]
}
