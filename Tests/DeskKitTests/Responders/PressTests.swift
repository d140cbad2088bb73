import DeskKit
import DeskKitTesting
import Testing

/// A first-responder view that handles the arrow keys itself and passes other keys on, as a
/// canvas moving its selection does.
@MainActor
private final class ArrowKeyView: UIView {
    var began: [UIPress] = []
    var changed: [UIPress] = []
    var ended: [UIPress] = []
    var cancelled: [UIPress] = []

    override var canBecomeFirstResponder: Bool { true }

    private func isArrow(_ presses: Set<UIPress>) -> Bool {
        guard let code = presses.first?.key?.keyCode else { return false }
        return [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow].contains(code)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isArrow(presses) else { return super.pressesBegan(presses, with: event) }
        began += presses
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isArrow(presses) else { return super.pressesChanged(presses, with: event) }
        changed += presses
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isArrow(presses) else { return super.pressesEnded(presses, with: event) }
        ended += presses
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isArrow(presses) else { return super.pressesCancelled(presses, with: event) }
        cancelled += presses
    }
}

/// A view that takes every key that reaches it, to see what its subviews pass up the chain.
@MainActor
private final class EveryKeyView: UIView {
    var began: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        began += presses.compactMap { $0.key?.charactersIgnoringModifiers }
    }
}

@MainActor
@Suite(.serialized)
struct PressTests {
    private func makeCanvas() -> (TestHost, RecordingViewController, ArrowKeyView) {
        let (host, _, controller) = makeHost()
        let canvas = ArrowKeyView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        return (host, controller, canvas)
    }

    @Test func anArrowKeyReachesTheFirstResponderWithItsKeyAndComesUpThere() {
        let (host, _, canvas) = makeCanvas()
        #expect(host.press(UIKeyCommand.inputLeftArrow, modifiers: .shift))
        #expect(canvas.began.count == 1)
        let press = canvas.began[0]
        #expect(press.key?.keyCode == .keyboardLeftArrow)
        #expect(press.key?.modifierFlags == .shift)
        #expect(press.responder === canvas)
        #expect(host.release(UIKeyCommand.inputLeftArrow, modifiers: .shift))
        #expect(canvas.ended.count == 1)
        #expect(canvas.ended[0] === press)
        #expect(press.phase == .ended)
        #expect(press.timestamp > 0)
    }

    @Test func keysTheResponderPassesOnGoUpTheChainAndAreUnhandledAtItsEnd() {
        let (host, controller, canvas) = makeCanvas()
        #expect(!host.press("q"))
        #expect(canvas.began.isEmpty)
        #expect(!host.release("q"))

        // A superview that takes every key gets what the canvas passes on, and only that.
        let container = EveryKeyView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(container)
        container.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        #expect(host.press("w"))
        #expect(host.press(UIKeyCommand.inputUpArrow))
        #expect(container.began == ["w"])
        #expect(canvas.began.map { $0.key?.keyCode } == [.keyboardUpArrow])
    }

    @Test func aKeyCommandStillTakesItsShortcutBeforeAnyPress() {
        let (host, controller, canvas) = makeCanvas()
        controller.implementActions("nudgeLeft:")
        controller.extraKeyCommands = [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: "nudgeLeft:")]
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(controller.performed == ["nudgeLeft:"])
        #expect(canvas.began.isEmpty)
        #expect(!host.release(UIKeyCommand.inputLeftArrow))
        #expect(canvas.ended.isEmpty)
        // Keys the command does not match still arrive as presses.
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(canvas.began.map { $0.key?.keyCode } == [.keyboardRightArrow])
    }

    @Test func aHeldKeyRepeatingWithOtherModifiersChangesAndAPlainRepeatSendsNothing() {
        let (host, _, canvas) = makeCanvas()
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(canvas.began.count == 1 && canvas.changed.isEmpty)
        #expect(host.press(UIKeyCommand.inputDownArrow, modifiers: .shift))
        #expect(canvas.changed.count == 1)
        #expect(canvas.changed[0] === canvas.began[0])
        #expect(canvas.changed[0].key?.modifierFlags == .shift)
        #expect(host.release(UIKeyCommand.inputDownArrow, modifiers: .shift))
        #expect(canvas.ended.count == 1)
        // Released, the key begins a new press.
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(canvas.began.count == 2 && canvas.began[1] !== canvas.began[0])
    }

    @Test func heldKeysAreCancelledWhenAnotherWindowTakesTheKeyboard() throws {
        let (host, _, canvas) = makeCanvas()
        #expect(host.press(UIKeyCommand.inputRightArrow))
        let scene = try #require(host.keyWindow?.windowScene)
        let other = UIWindow(windowScene: scene)
        other.makeKeyAndVisible()
        #expect(canvas.cancelled.count == 1)
        #expect(canvas.cancelled[0].phase == .cancelled)
        // Its key-up, had it come, finds nothing held.
        #expect(!host.release(UIKeyCommand.inputRightArrow))
        #expect(canvas.ended.isEmpty)
    }

    @Test func keyCodesNameThePhysicalKey() {
        let cases: [(String, UIKeyboardHIDUsage)] = [
            ("a", .keyboardA), ("z", .keyboardZ), ("1", .keyboard1), ("9", .keyboard9), ("0", .keyboard0),
            ("\r", .keyboardReturnOrEnter), ("\u{8}", .keyboardDeleteOrBackspace), (" ", .keyboardSpacebar),
            ("/", .keyboardSlash), (UIKeyCommand.inputEscape, .keyboardEscape), (UIKeyCommand.inputF12, .keyboardF12),
            (UIKeyCommand.inputDelete, .keyboardDeleteForward), ("é", .keyboardErrorUndefined),
        ]
        for (input, usage) in cases {
            #expect(UIKey(characters: input).keyCode == usage, "\(input)")
        }
        // Shift changes what a key types, not which key it is.
        #expect(UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift).keyCode == .keyboardA)
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 0x04 && UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 0x52)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 0x45)
    }
}
