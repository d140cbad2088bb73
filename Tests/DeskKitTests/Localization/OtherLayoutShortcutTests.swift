@testable import DeskKit
import DeskKitTesting
import Testing

/// Shortcuts on keyboards whose layout is not Latin, or that need Shift for punctuation: the
/// same physical key's Latin character names the shortcut, as in GTK applications.
@MainActor
struct OtherLayoutShortcutTests {
    private func press(_ host: TestHost, _ characters: String, _ flags: UIKeyModifierFlags, alternates: [String]) -> Bool {
        var key = UIKey(characters: characters, modifierFlags: flags)
        key.alternateInputs = alternates
        return host.application.handleKeyPress(key)
    }

    @Test func ctrlOnARussianKeyFallsBackToTheLatinLayout() {
        let (host, _, controller) = makeHost()
        controller.implementActions(.undo, .redo, .selectAll)
        // "я" is where "z" is; "ф" where "a" is.
        #expect(press(host, "я", .command, alternates: ["z"]))
        #expect(press(host, "Я", [.command, .shift], alternates: ["z"]))
        #expect(press(host, "ф", .command, alternates: ["a"]))
        #expect(controller.performed == [.undo, .redo, .selectAll])
        #expect(!press(host, "я", .command, alternates: []), "without the other layout nothing names Ctrl+я")
    }

    @Test func theTypedCharacterWinsOverTheOtherLayout() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UIKeyCommand(title: "Umlaut", action: "umlaut:", input: "ä", modifierFlags: .command),
                UIKeyCommand(title: "Quote", action: "quote:", input: "'", modifierFlags: .command),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("umlaut:", "quote:")
        UIMenuSystem.main.setNeedsRevalidate()
        // On a German keyboard "ä" sits where the US "'" is.
        #expect(press(host, "ä", .command, alternates: ["'"]))
        #expect(controller.performed == ["umlaut:"])
    }

    @Test func plainTypingDoesNotTakeTheOtherLayout() {
        let key = { () -> UIKey in
            var key = UIKey(characters: "я")
            key.alternateInputs = ["z"]
            return key
        }()
        #expect(key.combinations == [KeyCombination(input: "я", modifierFlags: [])])
        var control = UIKey(characters: "я", modifierFlags: .command)
        control.alternateInputs = ["z", "z"]
        #expect(control.combinations.map(\.displayString) == ["Ctrl+Я", "Ctrl+Z"])
    }

    @Test func punctuationNeedingShiftMatchesItsShortcut() {
        // Ctrl+/ on a German keyboard is Ctrl+Shift+7, which types "/".
        #expect(UIKey(characters: "/", modifierFlags: [.command, .shift]).combination == KeyCombination(input: "/", modifierFlags: .command))
        // Ctrl+? on a French keyboard is Ctrl+Shift+, which types "?".
        #expect(UIKey(characters: "?", modifierFlags: [.command, .shift]).combination == KeyCombination(input: "?", modifierFlags: .command))
    }
}
