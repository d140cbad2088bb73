@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Typing, moving the caret and undoing in a text view, driven with keys through the headless host.
@MainActor
@Suite(.serialized)
struct TextViewKeyboardTests {
    private func makeTextHost(_ text: String) -> (TestHost, UITextView) {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.text = text
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        return (host, textView)
    }

    private func press(_ host: TestHost, _ input: String, _ modifiers: UIKeyModifierFlags = []) {
        #expect(host.press(input, modifiers: modifiers))
    }

    @Test func typingIsOneUndoStepUntilTheCaretMoves() {
        let (host, view) = makeTextHost("")
        host.type("hello")
        press(host, UIKeyCommand.inputLeftArrow)
        host.type("X")
        #expect(view.text == "hellXo")
        view.undoManager?.undo()
        #expect(view.text == "hello")
        view.undoManager?.undo()
        #expect(view.text == "")
        view.undoManager?.redo()
        #expect(view.text == "hello")
    }

    @Test func backspacingPastTheRunStartIsUndoneWithIt() {
        let (host, view) = makeTextHost("abc")
        view.select(3..<3)
        host.type("de")
        for _ in 0..<4 { press(host, "\u{8}") }
        #expect(view.text == "a")
        view.undoManager?.undo()
        #expect(view.text == "abc")
        #expect(view.undoManager?.canUndo == false)
    }

    @Test func arrowsMoveByCharacterNotByByteOrScalar() {
        // "e" + combining acute, a family emoji joined with ZWJ, a flag-free skin tone modifier.
        let text = "e\u{301}👨\u{200D}👩\u{200D}👧x👍🏽"
        let (host, view) = makeTextHost(text)
        view.select(0..<0)
        var stops: [Int] = []
        for _ in 0..<5 {
            press(host, UIKeyCommand.inputRightArrow)
            stops.append(view.selectedByteRange.lowerBound)
        }
        let expected = ["e\u{301}", "👨\u{200D}👩\u{200D}👧", "x", "👍🏽"].reduce(into: [Int]()) { offsets, character in
            offsets.append((offsets.last ?? 0) + character.utf8.count)
        }
        #expect(stops == expected + [expected.last!])
        press(host, UIKeyCommand.inputLeftArrow)
        press(host, UIKeyCommand.inputLeftArrow)
        #expect(view.selectedByteRange == expected[1]..<expected[1])
    }

    @Test func wordsLinesAndDocumentEnds() {
        let (host, view) = makeTextHost("first line here\nsecond\nthird line")
        view.select(0..<0)
        press(host, UIKeyCommand.inputRightArrow, .command)
        #expect(view.selectedByteRange == 5..<5)
        press(host, UIKeyCommand.inputRightArrow, .command)
        #expect(view.selectedByteRange == 10..<10)
        press(host, UIKeyCommand.inputLeftArrow, .command)
        #expect(view.selectedByteRange == 6..<6)
        press(host, UIKeyCommand.inputEnd)
        #expect(view.selectedByteRange == 15..<15)
        // Down keeps the column where the next line is long enough, else goes to its end.
        press(host, UIKeyCommand.inputDownArrow)
        #expect(view.selectedByteRange == 22..<22)
        press(host, UIKeyCommand.inputHome)
        press(host, UIKeyCommand.inputRightArrow)
        press(host, UIKeyCommand.inputRightArrow)
        press(host, UIKeyCommand.inputDownArrow)
        #expect(view.selectedByteRange == 25..<25)
        press(host, UIKeyCommand.inputUpArrow)
        press(host, UIKeyCommand.inputUpArrow)
        #expect(view.selectedByteRange == 2..<2)
        press(host, UIKeyCommand.inputEnd, .command)
        #expect(view.selectedByteRange == 33..<33)
        press(host, UIKeyCommand.inputHome, .command)
        #expect(view.selectedByteRange == 0..<0)
    }

    @Test func shiftExtendsFromTheAnchorAndArrowsCollapse() {
        let (host, view) = makeTextHost("one two three")
        view.select(4..<4)
        press(host, UIKeyCommand.inputRightArrow, .shift)
        press(host, UIKeyCommand.inputRightArrow, [.shift, .command])
        #expect(view.selectedByteRange == 4..<7)
        press(host, UIKeyCommand.inputLeftArrow, [.shift, .command])
        press(host, UIKeyCommand.inputLeftArrow, [.shift, .command])
        #expect(view.selectedByteRange == 0..<4)
        press(host, UIKeyCommand.inputRightArrow)
        #expect(view.selectedByteRange == 4..<4)
    }

    @Test func deleteRemovesForwardAndIsUndoable() {
        let (host, view) = makeTextHost("ae\u{301}b")
        view.select(1..<1)
        press(host, UIKeyCommand.inputDelete)
        #expect(view.text == "ab")
        view.undoManager?.undo()
        #expect(view.text == "ae\u{301}b")
    }
}
