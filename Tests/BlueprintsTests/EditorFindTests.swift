import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Find and replace in the editor's document, driven by the keyboard as a user would.
@MainActor
@Suite(.serialized)
struct EditorFindTests {
    private func launch() -> (TestHost, EditorViewController) {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        let editor = host.keyWindow?.rootViewController as! EditorViewController
        return (host, editor)
    }

    private func settle(_ interaction: UIFindInteraction) async {
        await (interaction.activeFindSession as? UITextSearchingFindSession)?.waitUntilSearchFinished()
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theDocumentIsAFindableTextViewWithTheKeyboard() throws {
        let (_, editor) = launch()
        let textView = editor.documentTextView
        #expect(textView.text == SampleDocuments.all[0].text)
        #expect(textView.isFirstResponder)
        #expect(textView.isFindInteractionEnabled)
        #expect(textView.findInteraction != nil)
    }

    @Test func controlFTypeEnterReplaceAllAndUndo() async throws {
        let (host, editor) = launch()
        let textView = editor.documentTextView
        let find = try #require(textView.findInteraction)
        let original = SampleDocuments.all[0].text
        let count = occurrences(of: "mm", in: original)
        #expect(count > 3)

        #expect(host.press("f", modifiers: .command))
        #expect(find.isFindNavigatorVisible)
        #expect(find.navigatorView.isFirstResponder)
        host.type("mm")
        await settle(find)
        #expect(find.navigatorState.searchText == "mm")
        #expect(find.navigatorState.resultText == "1 of \(count)")
        #expect(textView.foundTextRanges.count == count)
        let first = try #require(textView.highlightedFoundTextRange?.byteRange)
        #expect(textView.text(in: TextRange(first, version: textView.textStorage.version)) == "mm")

        host.press("\r")
        #expect(find.navigatorState.resultText == "2 of \(count)")
        #expect(try #require(textView.highlightedFoundTextRange?.byteRange).lowerBound > first.lowerBound)
        host.press("\r", modifiers: .shift)
        #expect(find.navigatorState.resultText == "1 of \(count)")

        // Ctrl+H shows the replace field; Tab moves to it; Replace All changes every result at once.
        #expect(host.press("h", modifiers: .command))
        #expect(find.navigatorState.isShowingReplace)
        host.press("\t")
        #expect(find.navigatorState.focusedField == .replace)
        host.type("millimetres")
        #expect(find.navigatorState.replacementText == "millimetres")
        find.replaceAll()
        await settle(find)
        #expect(!textView.text.contains("mm"))
        #expect(occurrences(of: "millimetres", in: textView.text) == count)
        #expect(find.navigatorState.resultText == "No results")

        // One Ctrl+Z undoes the whole replacement, even from the find bar.
        #expect(host.press("z", modifiers: .command))
        await settle(find)
        #expect(textView.text == original)
        #expect(find.navigatorState.resultText.hasSuffix("of \(count)"))

        host.press(UIKeyCommand.inputEscape)
        #expect(!find.isFindNavigatorVisible)
        #expect(textView.isFirstResponder)
        #expect(textView.foundTextRanges.isEmpty)
        #expect(textView.highlightedFoundTextRange == nil)
    }

    @Test func editsStayWithTheirTab() async throws {
        let (host, editor) = launch()
        let first = editor.documentTextView
        host.type("Plan: ")
        #expect(first.text == "Plan: " + SampleDocuments.all[0].text)
        host.press("t", modifiers: .command)
        let second = editor.documentTextView
        #expect(second !== first, "each tab has a text view of its own")
        #expect(second.text == SampleDocuments.all[1].text)
        #expect(second.isFirstResponder)
        host.press(UIKeyCommand.inputPageUp, modifiers: .command)
        #expect(editor.documentTextView === first, "the tab shows its own view again, not a copy of its text")
        #expect(first.text == "Plan: " + SampleDocuments.all[0].text)
        #expect(first.isFirstResponder)
        #expect(editor.document(atTab: 0).text.hasPrefix("Plan: "))
        #expect(editor.document(atTab: 1).text == SampleDocuments.all[1].text)
        // The tab's undo history came back with it.
        #expect(host.press("z", modifiers: .command))
        #expect(first.text == SampleDocuments.all[0].text)
    }

    @Test func anInvalidPatternIsShownAsAnError() async throws {
        let (host, editor) = launch()
        let find = try #require(editor.documentTextView.findInteraction)
        host.press("f", modifiers: .command)
        find.options.usesRegularExpression = true
        host.type("(mm")
        await settle(find)
        let message = try #require(find.navigatorState.errorMessage)
        #expect(!message.isEmpty)
        #expect(find.navigatorState.resultText == "")
        host.press("\u{8}")
        host.press("\u{8}")
        host.press("\u{8}")
        host.type("m+")
        await settle(find)
        #expect(find.navigatorState.errorMessage == nil)
        #expect(find.navigatorState.resultText.hasPrefix("1 of "))
    }
}
