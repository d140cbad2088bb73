import CGtk
import DeskKit
import XCTest
@testable import DeskKitGTK

/// GDK keyvals and modifier masks to the core's keys: pure translation, no display needed.
final class GtkKeyTranslationTests: XCTestCase {
    func testInputsForKeyvals() {
        let table: [(Int32, String)] = [
            (GDK_KEY_t, "t"), (GDK_KEY_T, "t"), (GDK_KEY_question, "?"), (GDK_KEY_1, "1"),
            (GDK_KEY_Return, "\r"), (GDK_KEY_Tab, "\t"), (GDK_KEY_ISO_Left_Tab, "\t"), (GDK_KEY_space, " "),
            (GDK_KEY_BackSpace, "\u{8}"), (GDK_KEY_Delete, UIKeyCommand.inputDelete),
            (GDK_KEY_Escape, UIKeyCommand.inputEscape), (GDK_KEY_Up, UIKeyCommand.inputUpArrow),
            (GDK_KEY_Page_Down, UIKeyCommand.inputPageDown), (GDK_KEY_Home, UIKeyCommand.inputHome),
            (GDK_KEY_F1, UIKeyCommand.inputF1), (GDK_KEY_F12, UIKeyCommand.inputF12), (GDK_KEY_KP_1, "1"),
            (GDK_KEY_Adiaeresis, "ä"), (GDK_KEY_Menu, UIKeyCommand.inputF10),
        ]
        for (keyval, expected) in table {
            XCTAssertEqual(GtkKeyTranslation.input(forKeyval: UInt32(keyval)), expected, "keyval \(keyval)")
        }
        XCTAssertNil(GtkKeyTranslation.input(forKeyval: UInt32(GDK_KEY_Control_L)))
        XCTAssertEqual(GtkKeyTranslation.modifierKey(forKeyval: UInt32(GDK_KEY_Control_R)), .control)
        XCTAssertEqual(GtkKeyTranslation.modifierKey(forKeyval: UInt32(GDK_KEY_Super_L)), .super)
    }

    func testModifierMasksBecomeCoreFlags() {
        let table: [(GtkKeyModifiers, UIKeyModifierFlags)] = [
            (.control, .command), (.super, .control), (.alt, .alternate), (.shift, .shift),
            (.capsLock, .alphaShift), ([.control, .shift], [.command, .shift]),
        ]
        for (gtk, core) in table {
            XCTAssertEqual(UIKeyModifierFlags(gtk), core, "\(gtk)")
        }
        let state = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_LOCK_MASK.rawValue
        XCTAssertEqual(UIKeyModifierFlags(GtkKeyTranslation.modifiers(fromState: state)), [.command, .shift, .alphaShift])
    }

    func testKeyPressesMatchTheKeyCommandsTheyShouldTrigger() {
        let table: [(GtkKeyPress, characters: String, combination: KeyCombination)] = [
            (GtkKeyPress(input: "t", modifiers: .control), "t", KeyCombination(input: "t", modifierFlags: .command)),
            (GtkKeyPress(input: "z", modifiers: [.control, .shift]), "Z", KeyCombination(input: "Z", modifierFlags: .command)),
            // Shift+/ arrives as "?": the character already says Shift, so Ctrl+? matches.
            (GtkKeyPress(input: "?", modifiers: [.control, .shift]), "?", KeyCombination(input: "?", modifierFlags: .command)),
            (GtkKeyPress(input: "a", modifiers: .capsLock), "A", KeyCombination(input: "a", modifierFlags: [])),
            (GtkKeyPress(input: "a", modifiers: [.capsLock, .shift]), "a", KeyCombination(input: "A", modifierFlags: [])),
            (GtkKeyPress(input: UIKeyCommand.inputPageDown, modifiers: .control), UIKeyCommand.inputPageDown,
             KeyCombination(input: UIKeyCommand.inputPageDown, modifierFlags: .command)),
            (GtkKeyPress(input: "s", modifiers: [.super, .alt]), "s", KeyCombination(input: "s", modifierFlags: [.control, .alternate])),
        ]
        for (press, characters, combination) in table {
            let key = UIKey(press)
            XCTAssertEqual(key.characters, characters, "\(press.input) \(press.modifiers)")
            XCTAssertEqual(key.charactersIgnoringModifiers, press.input)
            XCTAssertEqual(key.combination, combination, "\(press.input) \(press.modifiers)")
        }
    }
}

/// The other layouts' characters of one physical key, as the keymap lists them.
final class GtkAlternateInputTests: XCTestCase {
    func testOtherGroupsGiveTheirUnshiftedLatinCharacters() {
        // The "z" key on a us,ru keyboard: group 0 z/Z, group 1 я/Я.
        let keys: [(group: Int, level: Int, keyval: UInt32)] = [
            (0, 0, UInt32(GDK_KEY_z)), (0, 1, UInt32(GDK_KEY_Z)),
            (1, 0, UInt32(GDK_KEY_Cyrillic_ya)), (1, 1, UInt32(GDK_KEY_Cyrillic_YA)),
        ]
        XCTAssertEqual(GtkKeyTranslation.alternateInputs(keys: keys, currentGroup: 1), ["z"])
        XCTAssertEqual(GtkKeyTranslation.alternateInputs(keys: keys, currentGroup: 0), [], "я is not a Latin fallback")
        // The US "/" key on de,us: group 0 minus/underscore (German), group 1 slash/question.
        let slash: [(group: Int, level: Int, keyval: UInt32)] = [
            (1, 1, UInt32(GDK_KEY_question)), (1, 0, UInt32(GDK_KEY_slash)),
            (0, 0, UInt32(GDK_KEY_minus)), (0, 1, UInt32(GDK_KEY_underscore)),
        ]
        XCTAssertEqual(GtkKeyTranslation.alternateInputs(keys: slash, currentGroup: 0), ["/"])
    }
}
