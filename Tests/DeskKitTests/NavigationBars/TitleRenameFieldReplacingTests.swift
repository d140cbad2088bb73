import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A presenter whose own text entry edits the name hands each change to the rename field.
@MainActor
@Suite struct TitleRenameFieldReplacingTests {
    @Test func replacedTextAndSelectionAreWhatKeysAndEnterWorkOn() throws {
        let (host, controller, delegate) = TitleRenameTests.renamable("Plan.txt")
        #expect(host.beginRename())
        let field = try #require(controller.navigationItem.renameField)
        let text = "Gärten.txt"
        field.replaceText(text, selectedRange: text.startIndex..<text.firstIndex(of: ".")!)
        #expect(host.renameText == "Gärten.txt")
        #expect(field.selectedText == "Gärten")
        #expect(host.navigationBar(width: 800)?.elementNames.first == "\"Gärten.txt\"")
        host.type("Yard")
        #expect(host.renameText == "Yard.txt")
        // A caret: an empty selection at the end.
        let typed = "Yard plan.txt"
        field.replaceText(typed, selectedRange: typed.endIndex..<typed.endIndex)
        #expect(field.selectedText == "")
        host.type("!")
        #expect(host.renameText == "Yard plan.txt!")
        #expect(host.pressEnter())
        #expect(delegate.endedWith == ["Yard plan.txt!"])
    }
}
