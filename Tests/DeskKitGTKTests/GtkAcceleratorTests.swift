import CGtk
import DeskKit
import XCTest
@testable import DeskKitGTK

/// Key combinations shown in GTK menus: pure string conversion, no display needed.
final class GtkAcceleratorTests: XCTestCase {
    /// The language GTK labels accelerators in: that of the process's LC_MESSAGES, which GTK set
    /// from the machine's locale when it started (still "C" if no GTK test ran before). DeskKit's
    /// words are compared in the same language, so the test holds in every locale; nil when
    /// DeskKit has no translation for it and the labels cannot be compared.
    private static func gtkLanguage() -> (language: String?, comparable: Bool) {
        let locale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let language = LocalizationLanguage.language(environment: ["LANG": locale])
        let english = ["C", "POSIX"].contains(locale) || locale.hasPrefix("C.") || locale.hasPrefix("en")
        return (language, language != nil || english)
    }

    func testKeyCombinationsBecomeGtkAccelerators() {
        let (language, comparable) = Self.gtkLanguage()
        LocalizationLanguage.$pinned.withValue(language) { MainActor.assumeIsolated {
            let table: [(input: String, flags: UIKeyModifierFlags, expected: String)] = [
                ("z", [.command, .shift], "<Control><Shift>z"),
                ("?", .command, "<Control>question"),
                ("?", [.command, .shift], "<Control>question"),
                (UIKeyCommand.inputF11, [], "F11"),
                (UIKeyCommand.inputPageDown, .command, "<Control>Page_Down"),
                (UIKeyCommand.inputUpArrow, .alternate, "<Alt>Up"),
                ("T", .command, "<Control><Shift>t"),
                ("=", .command, "<Control>equal"),
                ("-", .command, "<Control>minus"),
                (",", .command, "<Control>comma"),
                ("1", .command, "<Control>1"),
                ("s", [.command, .alternate], "<Control><Alt>s"),
                ("k", .control, "<Super>k"),
                ("v", [.command, .shift, .alternate], "<Control><Alt><Shift>v"),
                ("\r", .command, "<Control>Return"),
                (" ", [], "space"),
                ("\u{8}", .alternate, "<Alt>BackSpace"),
                (UIKeyCommand.inputEscape, [], "Escape"),
            ]
            for row in table {
                let accelerator = KeyCombination(input: row.input, modifierFlags: row.flags).gtkAccelerator
                XCTAssertEqual(accelerator, row.expected, "input \(row.input.debugDescription) \(row.flags)")
                // GTK must read it back as a real key, or the menu shows no shortcut.
                var key: guint = 0
                var mods = GdkModifierType(rawValue: 0)
                XCTAssertNotEqual(gtk_accelerator_parse(row.expected, &key, &mods), cgtk_false, row.expected)
                XCTAssertNotEqual(key, 0, row.expected)
                // The menu bar shows GTK's label of it; the overlay and diagnostics show the core's
                // spelling, which must be the same words in the same order.
                let label = gtk_accelerator_get_label(key, mods).map { pointer in
                    defer { g_free(pointer) }
                    return String(cString: pointer)
                }
                guard comparable else { continue }
                XCTAssertEqual(KeyCombination(input: row.input, modifierFlags: row.flags).displayString, label,
                               "the overlay and the menu bar spell \(row.expected) differently in \(language ?? "English")")
            }
        } }
    }

    func testUnknownInputHasNoAccelerator() {
        XCTAssertNil(KeyCombination(input: "UIKeyInputNoSuchKey", modifierFlags: .command).gtkAccelerator)
        XCTAssertNil(KeyCombination(input: "", modifierFlags: .command).gtkAccelerator)
    }
}
