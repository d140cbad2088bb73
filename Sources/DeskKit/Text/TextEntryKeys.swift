/// Which keys a one-line text entry a presenter draws for a core responder (the find bar's
/// fields, the navigation title's rename field) edits with itself, and which go to the core.
///
/// The entry keeps typing, caret movement, its own clipboard and its own undo; Enter, Tab, Esc,
/// function keys and every other shortcut reach the core, which finds, replaces, renames or
/// closes. One rule for every such entry, so each bar claims the same keys.
package enum TextEntryKeys {
    /// The Ctrl shortcuts an entry answers itself: select all, copy, paste, cut, undo.
    private static let entryShortcuts: Set<String> = ["a", "c", "v", "x", "z"]

    /// Whether a focused entry edits with `key` itself.
    package static func entryKeeps(_ key: UIKey) -> Bool {
        let input = key.charactersIgnoringModifiers
        if ["\r", "\t", UIKeyCommand.inputEscape].contains(input) || input.hasPrefix("UIKeyInputF") { return false }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        if modifiers.isSubset(of: .shift) { return true }
        if modifiers == .command { return entryShortcuts.contains(input) }
        // Redo.
        return modifiers == [.command, .shift] && input == "z"
    }
}
