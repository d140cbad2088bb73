@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// An input delegate that records what a text input tells it.
@MainActor
final class RecordingInputDelegate: UITextInputDelegate {
    var calls: [String] = []
    func selectionWillChange(_ textInput: UITextInput?) { calls.append("selection will") }
    func selectionDidChange(_ textInput: UITextInput?) { calls.append("selection did") }
    func textWillChange(_ textInput: UITextInput?) { calls.append("text will") }
    func textDidChange(_ textInput: UITextInput?) { calls.append("text did") }
}

/// Composing text as an input method does through `UITextInput` (marked text), and the input
/// delegate told of the changes the app makes, in text views, fields and code generic over both.
@MainActor
struct MarkedTextTests {
    /// Types "かな" as a Japanese input method composes it: romaji marked, then converted, then committed.
    private func compose(in input: some UITextInput) {
        input.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        input.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        input.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        input.setMarkedText("かn", selectedRange: NSRange(location: 2, length: 0))
        input.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    }

    @Test func aCompositionIsMarkedWhileComposedAndUndoesAsOneStep() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.text = "Plan: "
        view.insertText("x")
        endUndoGroup()
        view.select(6..<7)
        compose(in: view)
        endUndoGroup()
        #expect(view.text == "Plan: かな", "the composition replaced the selection")
        let marked = try #require(view.markedTextRange as? TextRange)
        #expect(marked.byteRange == 6..<12)
        #expect(view.selectedByteRange == 12..<12)
        view.unmarkText()
        #expect(view.markedTextRange == nil)
        #expect(view.text == "Plan: かな")
        view.undoManager?.undo()
        #expect(view.text == "Plan: x", "the composition undoes as one step: \(view.text ?? "")")
        view.undoManager?.undo()
        #expect(view.text == "Plan: ")
    }

    /// Ends the undo group of the event being handled, as the end of each event does in an app.
    private func endUndoGroup() {
        UndoManager.endEventGroups()
    }

    @Test func theSelectedRangeCountsUTF16UnitsOfTheComposition() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.text = "> "
        view.setMarkedText("a😀b", selectedRange: NSRange(location: 3, length: 1))
        #expect(view.text(in: try #require(view.selectedTextRange)) == "b")
        // Inside the emoji's surrogate pair: the selection starts before the emoji.
        view.setMarkedText("a😀b", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.selectedByteRange == 3..<3)
        // Past the composition's end: clamped to it.
        view.setMarkedText("a😀b", selectedRange: NSRange(location: 40, length: 5))
        #expect(view.selectedByteRange == 8..<8)
        #expect(view.text == "> a😀b")
        // Empty text ends the composition and removes it.
        view.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(view.markedTextRange == nil)
        #expect(view.text == "> ")
    }

    @Test func editsElsewhereMoveTheCompositionAndEditsInItEndIt() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.text = "Sketch "
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        let sixth = try #require(view.position(from: view.beginningOfDocument, offset: 6))
        let word = try #require(view.textRange(from: view.beginningOfDocument, to: sixth))
        view.replace(word, withText: "Draw")
        #expect(view.text == "Draw ka")
        #expect((view.markedTextRange as? TextRange)?.byteRange == 5..<7)
        view.select(6..<6)
        view.insertText("X")
        #expect(view.markedTextRange == nil, "typing inside the composition ends it")
        view.setMarkedText("ne", selectedRange: NSRange(location: 2, length: 0))
        view.text = "new"
        #expect(view.markedTextRange == nil, "new text ends it")
    }

    @Test func theDelegateMayRefuseAComposition() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        view.text = "Locked"
        delegate.refusesChange = { _, _ in true }
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.text == "Locked")
        #expect(view.markedTextRange == nil)
        #expect(delegate.changes.map(\.text) == ["ka"])
    }

    @Test func theInputDelegateHearsOfTheAppsChangesNotOfTyping() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let input = RecordingInputDelegate()
        view.inputDelegate = input
        view.text = "Beam"
        #expect(input.calls == ["text will", "text did"])
        input.calls = []
        view.insertText("s")
        view.deleteBackward()
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        view.unmarkText()
        #expect(input.calls == [], "typing and composing come from the input system")
        view.selectedRange = NSRange(location: 0, length: 4)
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.beginningOfDocument)
        #expect(input.calls == ["selection will", "selection did", "selection will", "selection did"])
        input.calls = []
        endUndoGroup()
        view.replace(try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)), withText: "Joist")
        endUndoGroup()
        view.undoManager?.undo()
        #expect(view.text == "Beamka")
        view.replaceAll(queryString: "a", options: UITextSearchOptions(), withText: "o")
        #expect(view.text == "Beomko")
        #expect(input.calls == ["text will", "text did", "text will", "text did", "text will", "text did"])
    }

    @Test func aTextFieldComposesAndTellsItsInputDelegateToo() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let input = RecordingInputDelegate()
        field.inputDelegate = input
        field.text = "Room "
        field.select(5..<5)
        compose(in: field)
        #expect(field.text == "Room かな")
        #expect((field.markedTextRange as? TextRange)?.byteRange == 5..<11)
        #expect(field.selectedByteRange == 11..<11)
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        #expect(input.calls == [])
        field.replace(try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)), withText: "Hall")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(input.calls == ["text will", "text did", "selection will", "selection did"])
        let limiting = LimitingTextFieldDelegate()
        limiting.limit = 5
        field.delegate = limiting
        field.select(4..<4)
        field.setMarkedText("ways", selectedRange: NSRange(location: 4, length: 0))
        #expect(field.text == "Hall", "the delegate's limit refused the composition")
        #expect(field.markedTextRange == nil)
    }
}
