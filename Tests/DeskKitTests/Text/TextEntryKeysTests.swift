@testable import DeskKit
import Testing

/// The keys a focused one-line entry (find field, rename field) keeps for itself: one table for
/// every bar, as GTK asks it for each key.
struct TextEntryKeysTests {
    static let cases: [(input: String, modifiers: UIKeyModifierFlags, keeps: Bool)] = [
        ("a", [], true), ("A", .shift, true), ("é", [], true), (" ", [], true),
        ("a", .alphaShift, true), ("7", .numericPad, true),
        (UIKeyCommand.inputLeftArrow, [], true), (UIKeyCommand.inputLeftArrow, .shift, true),
        ("\u{8}", [], true), (UIKeyCommand.inputDelete, [], true),
        ("a", .command, true), ("c", .command, true), ("v", .command, true), ("x", .command, true),
        ("z", .command, true), ("z", [.command, .shift], true),
        ("\r", [], false), ("\r", .shift, false), ("\t", [], false), ("\t", .shift, false),
        (UIKeyCommand.inputEscape, [], false), ("UIKeyInputF6", [], false), ("UIKeyInputF3", .shift, false),
        ("g", .command, false), ("f", .command, false), ("s", .command, false), ("w", [.command, .shift], false),
        ("a", .alternate, false), ("a", .control, false), ("c", [.command, .alternate], false),
    ]

    @Test(arguments: cases.indices)
    func entryKeepsEditingKeysAndLeavesCommands(_ index: Int) {
        let (input, modifiers, keeps) = Self.cases[index]
        let key = UIKey(characters: modifiers.contains(.shift) && input.count == 1 ? input.uppercased() : input,
                        charactersIgnoringModifiers: input.count == 1 ? input.lowercased() : input, modifierFlags: modifiers)
        #expect(TextEntryKeys.entryKeeps(key) == keeps, "\(input) with \(modifiers.rawValue)")
    }
}
