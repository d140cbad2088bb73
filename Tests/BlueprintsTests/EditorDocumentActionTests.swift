import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Closing with unsaved changes asks first; Open…, Save As…, Move… and Export… go through the
/// platform's file chooser (answered here as a user would).
@MainActor
@Suite(.serialized)
struct EditorDocumentActionTests {
    private func openEdited(_ host: TestHost, _ editor: EditorViewController, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("draft.txt")
        try Data("draft\n".utf8).write(to: url)
        editor.open([url])
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("new ")
        return url
    }

    @Test func closingAnEditedTabAsksAndEachAnswerDoesWhatItSays() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let url = try openEdited(host, editor, in: temporaryFolder("actions"))
        let tabs = editor.openTabs.count

        host.press("w", modifiers: .command)
        #expect(host.alert?.title == "Save changes to 'draft.txt' before closing?")
        #expect(host.alertActionTitles == ["Save", "Don't Save", "Cancel"])
        #expect(host.chooseAlertAction("Cancel"))
        #expect(host.alert == nil)
        #expect(editor.openTabs.count == tabs, "Cancel keeps the tab")
        #expect(editor.currentTab.isEdited)

        host.press("w", modifiers: .command)
        #expect(host.chooseAlertAction("Don't Save"))
        #expect(editor.openTabs.count == tabs - 1)
        #expect(try Data(contentsOf: url) == Data("draft\n".utf8), "Don't Save writes nothing")

        editor.open([url])
        editor.documentTextView.select(0..<0)
        host.type("kept ")
        host.press("w", modifiers: .command)
        #expect(host.chooseAlertAction("Save"))
        #expect(editor.openTabs.count == tabs - 1)
        #expect(try Data(contentsOf: url) == Data("kept draft\n".utf8))

        // An unchanged tab closes without asking.
        host.press("w", modifiers: .command)
        #expect(host.alert == nil)
        #expect(editor.openTabs.count == tabs - 2)
    }

    @Test func openShowsTheChooserAndOpensWhatIsPicked() throws {
        let folder = try temporaryFolder("actions")
        let one = folder.appendingPathComponent("one.txt"), two = folder.appendingPathComponent("two.md")
        try Data("first\n".utf8).write(to: one)
        try Data("# second\n".utf8).write(to: two)
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        #expect(host.press("o", modifiers: .command))
        let picker = try #require(host.documentPicker)
        #expect(picker.allowsMultipleSelection)
        #expect(host.pickDocuments([one, two]))
        #expect(host.documentPicker == nil)
        #expect(editor.openTabs.suffix(2).map(\.document.title) == ["one.txt", "two.md"])
        #expect(editor.documentTextView.text == "# second\n")

        // Cancelling opens nothing.
        let count = editor.openTabs.count
        host.press("o", modifiers: .command)
        host.pickDocuments([])
        #expect(editor.openTabs.count == count)
    }

    @Test func saveAsWritesWhereTheUserChoosesAndSavesThereFromThenOn() throws {
        let folder = try temporaryFolder("actions")
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Mine: ")
        #expect(host.press("s", modifiers: [.command, .shift]))
        let destination = folder.appendingPathComponent("my shed.txt")
        #expect(host.pickDocuments([destination]))
        #expect(editor.currentTab.document.fileURL == destination.standardizedFileURL)
        #expect(editor.currentTab.document.title == "my shed.txt")
        #expect(!editor.currentTab.isEdited)
        let saved = try String(contentsOf: destination, encoding: .utf8)
        #expect(saved.hasPrefix("Mine: Garden shed"))

        host.type("again ")
        host.press("s", modifiers: .command)
        #expect(try String(contentsOf: destination, encoding: .utf8).hasPrefix("Mine: again Garden shed"))
    }

    @Test func moveMovesTheFileAndTheTabFollows() throws {
        let source = try temporaryFolder("actions"), target = try temporaryFolder("actions")
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let url = source.appendingPathComponent("plan.txt")
        try Data("plan\n".utf8).write(to: url)
        editor.open([url])
        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Move"]))
        #expect(host.pickDocuments([target.appendingPathComponent("plan.txt")]))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try Data(contentsOf: target.appendingPathComponent("plan.txt")) == Data("plan\n".utf8))
        #expect(editor.currentTab.document.fileURL == target.appendingPathComponent("plan.txt").standardizedFileURL)
    }

    @Test func exportAsPlainTextWritesACopyAndLeavesTheDocumentAsItWas() throws {
        let target = try temporaryFolder("actions")
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let text = editor.documentTextView.text
        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Export"]))
        #expect(host.alertActionTitles == ["PDF", "Plain Text", "Cancel"])
        #expect(host.chooseAlertAction("Plain Text"))
        let destination = target.appendingPathComponent("Garden Shed.txt")
        #expect(host.documentPicker != nil)
        #expect(host.pickDocuments([destination]))
        #expect(try String(contentsOf: destination, encoding: .utf8) == text)
        #expect(editor.currentTab.document.fileURL == nil, "exporting does not change where the document is saved")
    }
}
