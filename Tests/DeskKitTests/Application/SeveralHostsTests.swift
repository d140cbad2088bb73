import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// A test process drives several headless apps, as tests running side by side do: each host's
/// input reaches its own app's menus and its documents' drafts stay with it, even when another
/// app launched after it.
@MainActor
struct SeveralHostsTests {
    @Test func aHostDrivesItsOwnMenusAfterAnotherAppLaunched() throws {
        let (first, _, firstController) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UIKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: [.command, .alternate]),
            ]), atEndOfMenu: .edit)
        }
        firstController.implementActions("sketch:")
        // Another app launches meanwhile, with no such command.
        let (second, _, secondController) = makeHost()
        secondController.implementActions("sketch:")

        #expect(first.press("k", modifiers: [.command, .alternate]), "the first app's own shortcut")
        #expect(firstController.performed == ["sketch:"])
        #expect(MenuQuery.element(at: ["Edit", "Tools", "Sketch"], in: first.mainMenu) != nil)

        #expect(!second.press("k", modifiers: [.command, .alternate]), "the second app never had it")
        #expect(secondController.performed.isEmpty)
        #expect(MenuQuery.element(at: ["Edit", "Tools", "Sketch"], in: second.mainMenu) == nil)
    }

    final class NoteDocument: UIDocument {
        var text = ""
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
        }
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
    }

    @Test func anotherAppEndingKeepsNoDraftOfThisAppsDocuments() async throws {
        // This app keeps no state, so its unsaved typing has no drafts anywhere.
        let (first, _, _) = makeHost()
        let document = NoteDocument(fileURL: try temporaryFile("Notes.txt", "Plan\n"))
        _ = first.application
        #expect(await document.open())
        document.text += "Roof"
        document.updateChangeCount(.done)

        let state = temporaryStateDirectory()
        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: state)
        second.press("q", modifiers: .command)
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path)
        #expect(!files.contains("drafts"), "the ending app wrote another app's drafts: \(files)")
        #expect(document.hasUnsavedChanges)
    }
}
