@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Drives find and replace with the keyboard through the headless host.
@MainActor
@Suite(.serialized)
struct FindKeyboardFlowTests {
    private func makeTextHost(_ text: String) -> (TestHost, UITextView) {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.text = text
        textView.isFindInteractionEnabled = true
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        return (host, textView)
    }

    private func settle(_ textView: UITextView) async {
        await (textView.findInteraction?.activeFindSession as? UITextSearchingFindSession)?.waitUntilSearchFinished()
    }

    private func selectedText(_ textView: UITextView) -> String {
        textView.text(in: textView.selectedTextRange!) ?? ""
    }

    @Test func findTypeNavigateReplaceUndoAndClose() async throws {
        let (host, textView) = makeTextHost("One two one three ONE")
        let find = try #require(textView.findInteraction)

        #expect(host.press("f", modifiers: .command))
        #expect(find.isFindNavigatorVisible)
        #expect(find.navigatorView.isFirstResponder)
        host.type("one")
        await settle(textView)
        #expect(find.navigatorState.searchText == "one")
        #expect(find.navigatorState.resultText == "1 of 3")
        #expect(textView.foundTextRanges.count == 3)
        #expect(textView.highlightedFoundTextRange?.byteRange == 0..<3)

        host.press("\r")
        #expect(find.navigatorState.resultText == "2 of 3")
        #expect(textView.selectedByteRange == 8..<11)
        host.press("\r", modifiers: .shift)
        #expect(find.navigatorState.resultText == "1 of 3")
        host.press("\r", modifiers: .shift)
        #expect(find.navigatorState.resultText == "3 of 3", "wraps around backwards")
        #expect(host.press("g", modifiers: .command))
        #expect(find.navigatorState.resultText == "1 of 3", "Ctrl+G wraps around forwards")
        #expect(host.press("g", modifiers: [.command, .shift]))
        #expect(find.navigatorState.resultText == "3 of 3")

        // Replace: Ctrl+H shows the replace field, Tab moves to it, Enter replaces.
        #expect(host.press("h", modifiers: .command))
        #expect(find.navigatorState.isShowingReplace)
        host.press("\t")
        #expect(find.navigatorState.focusedField == .replace)
        host.type("1")
        host.press("\r")
        await settle(textView)
        #expect(textView.text == "One two one three 1")
        #expect(find.navigatorState.resultText == "1 of 2")

        find.replaceAll()
        await settle(textView)
        #expect(textView.text == "1 two 1 three 1")
        #expect(find.navigatorState.resultText == "No results")

        #expect(host.press("z", modifiers: .command))
        await settle(textView)
        #expect(textView.text == "One two one three 1", "replace-all undoes in one step")
        #expect(find.navigatorState.resultText.hasSuffix("of 2"))
        #expect(host.press("z", modifiers: .command))
        #expect(textView.text == "One two one three ONE")

        host.press(UIKeyCommand.inputEscape)
        #expect(!find.isFindNavigatorVisible)
        #expect(textView.isFirstResponder)
        #expect(textView.foundTextRanges.isEmpty)
        #expect(textView.highlightedFoundTextRange == nil)
    }

    @Test func useSelectionForFindAndFindCommandsInTheMenu() async throws {
        let (host, textView) = makeTextHost("alpha beta alpha")
        textView.select(6..<10)
        #expect(host.press("e", modifiers: .command))
        #expect(textView.findInteraction?.searchText == "beta")
        #expect(host.press("g", modifiers: .command))
        await settle(textView)
        #expect(textView.findInteraction?.activeFindSession?.resultCount == 1)
        let findTitles = host.mainMenuTitles(["Edit", "Find"])
        #expect(findTitles == ["Find…", "Find and Replace…", "Find Next", "Find Previous", "Use Selection for Find"])
    }

    @Test func invalidRegexShowsTheErrorAndFindsNothing() async throws {
        let (host, textView) = makeTextHost("(ab")
        let find = try #require(textView.findInteraction)
        find.options.usesRegularExpression = true
        host.press("f", modifiers: .command)
        host.type("(ab")
        await settle(textView)
        #expect(find.navigatorState.errorMessage == "Invalid regular expression '(ab': missing closing parenthesis at offset 3. Fix the pattern or turn off Regular Expression.")
        #expect(find.activeFindSession?.resultCount == 0)
    }

    @Test func readOnlyDocumentsRefuseReplacement() async throws {
        let (host, textView) = makeTextHost("cat cat")
        textView.isEditable = false
        let find = try #require(textView.findInteraction)
        #expect(!host.press("h", modifiers: .command), "Find and Replace is unavailable when read-only")
        host.press("f", modifiers: .command)
        host.type("cat")
        await settle(textView)
        find.replacementText = "dog"
        find.replaceAll()
        #expect(textView.text == "cat cat")
        #expect(find.navigatorState.errorMessage == "Cannot replace text: the document is read-only. Make the document editable to replace text.")
    }

    @Test func editsDuringASearchInvalidateItsResults() async throws {
        let (host, textView) = makeTextHost(String(repeating: "needle hay ", count: 20_000))
        host.press("f", modifiers: .command)
        host.type("needle")
        // Edit before the background search delivers: its results must never show.
        textView.select(0..<0)
        textView.insertText("needle ")
        await settle(textView)
        let session = try #require(textView.findInteraction?.activeFindSession as? UITextSearchingFindSession)
        #expect(session.resultCount == 20_001)
        let version = textView.textStorage.version
        #expect(session.foundRanges.allSatisfy { ($0.range as? TextRange)?.version == version })
        #expect(textView.foundTextRanges.allSatisfy { $0.version == version })
    }
}
