import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct KeyRoutingTests {
    @Test func menuKeyCommandReachesTheImplementer() {
        let (host, _, controller) = makeHost()
        controller.implementActions(.selectAll)
        #expect(host.press("a", modifiers: .command))
        #expect(controller.performed == [.selectAll])
        #expect(!host.press("a", modifiers: [.command, .alternate]))
    }

    @Test func unavailableCommandLetsTheKeyThrough() {
        let (host, _, _) = makeHost()
        #expect(!host.press("c", modifiers: .command))
    }

    @Test func responderKeyCommandsComeBeforeTheMenu() {
        let (host, _, controller) = makeHost()
        controller.implementActions(.copy, "copyStyle:")
        controller.extraKeyCommands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copyStyle:")]
        #expect(host.press("c", modifiers: .command))
        #expect(controller.performed == ["copyStyle:"])
    }

    @Test func typingKeysGoToTextInputUnlessCommandWantsPriority() {
        let (host, _, controller) = makeHost()
        let typing = TypingView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        controller.view.addSubview(typing)
        typing.becomeFirstResponder()
        controller.implementActions("plainB:", "priorityN:", "newThing:")
        controller.extraKeyCommands = [
            UIKeyCommand(input: "b", modifierFlags: [], action: "plainB:"),
            UIKeyCommand(input: "n", modifierFlags: [], action: "priorityN:"),
            UIKeyCommand(input: "y", modifierFlags: .command, action: "newThing:"),
        ]
        controller.extraKeyCommands[1].wantsPriorityOverSystemBehavior = true

        host.type("abn")
        #expect(typing.text == "ab")
        #expect(controller.performed == ["priorityN:"])
        #expect(host.press("y", modifiers: .command))
        #expect(controller.performed == ["priorityN:", "newThing:"])
        #expect(host.press("\u{8}"))
        #expect(typing.text == "a")
        host.type("Q")
        #expect(typing.text == "aQ")
    }

    @Test func arrowKeysStayWithTextEvenWithModifiers() {
        let (host, _, controller) = makeHost()
        let typing = TypingView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        controller.view.addSubview(typing)
        typing.becomeFirstResponder()
        controller.implementActions("jump:")
        controller.extraKeyCommands = [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: "jump:")]
        _ = host.press(UIKeyCommand.inputLeftArrow, modifiers: .command)
        #expect(controller.performed.isEmpty)
        controller.extraKeyCommands[0].wantsPriorityOverSystemBehavior = true
        #expect(host.press(UIKeyCommand.inputLeftArrow, modifiers: .command))
        #expect(controller.performed == ["jump:"])
    }

    @Test func questionMarkIgnoresTheShiftThatTypesIt() {
        let a = KeyCombination(input: "?", modifierFlags: .command)
        let b = KeyCombination(input: "?", modifierFlags: [.command, .shift])
        #expect(a == b)
        #expect(KeyCombination(input: "T", modifierFlags: .command) == KeyCombination(input: "t", modifierFlags: [.command, .shift]))
        #expect(KeyCombination(input: "t", modifierFlags: .command) != KeyCombination(input: "t", modifierFlags: [.command, .shift]))
    }

    @Test func glyphsFollowLinuxNames() {
        #expect(KeyCombination(input: "z", modifierFlags: [.command, .shift]).displayString == "Shift+Ctrl+Z")
        #expect(KeyCombination(input: UIKeyCommand.inputUpArrow, modifierFlags: [.alternate]).displayString == "Alt+Up")
        #expect(KeyCombination(input: "k", modifierFlags: [.control, .command]).displayString == "Ctrl+Super+K")
        #expect(KeyCombination(input: UIKeyCommand.inputF11, modifierFlags: []).displayString == "F11")
    }

    @Test func helpShortcutShowsTheOverlay() {
        let (host, _, _) = makeHost()
        #expect(host.overlay == nil)
        #expect(host.press("?", modifiers: [.command, .shift]))
        #expect(host.overlay != nil)
    }

    @Test func quitEndsTheApp() {
        let (host, _, _) = makeHost()
        #expect(host.press("q", modifiers: .command))
        #expect(host.isTerminated)
        #expect(host.application.connectedScenes.isEmpty)
    }

    @Test func newWindowAndCloseWindowShortcuts() {
        let (host, _, _) = makeHost()
        #expect(host.press("n", modifiers: .command))
        #expect(host.windows.count == 2)
        #expect(host.press("w", modifiers: [.command, .shift]))
        #expect(host.windows.count == 1)
        #expect(host.keyWindow != nil)
    }
}
