import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Blueprints' editor bar as the seed writes it: the editor style, the seed's center groups with
/// Format waiting to be added, the title menu with Comments, and rename that renames the file.
@MainActor
struct EditorNavigationBarTests {
    @Test func theEditorBarHasTheSeedsGroupsWithFormatHidden() throws {
        let host = launchBlueprints()
        let item = try #require(host.navigationItem)
        #expect(item.style == .editor)
        #expect(item.customizationIdentifier == "com.jetpack.blueprints.maineditor")
        #expect(item.diagnostics.isEmpty)
        let bar = try #require(host.navigationBar(width: 1200))
        #expect(bar.elementNames == ["‹", "\"Garden Shed.txt\"", "Insert", "Draw", "Square", "Circle", "Rectangle", "Diamond", "Label", "Text", "…"])
        #expect(bar.layout.titleAlignment == .leading)
        #expect(item.centerItemGroupsAvailableToAdd.map(\.customizationIdentifier) == ["Format"])

        // Narrow: Shapes collapses to its representative first, then groups move to the overflow.
        let narrow = try #require(host.navigationBar(width: 420))
        #expect(narrow.elementNames.contains("Shapes"))
        #expect(!narrow.elementNames.contains("Square"))
        let narrowest = try #require(host.navigationBar(width: 320))
        let overflow = try #require(narrowest.overflowMenu)
        #expect(MenuQuery.visibleTitles(of: overflow).prefix(2) == ["Label", "Text"])
        #expect(MenuQuery.visibleTitles(of: overflow).last == "Customize Toolbar…")
    }

    @Test func barItemsMarkTheDocumentAndBackOpensTheBrowser() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        #expect(host.clickBarItem("Draw", width: 1200))
        #expect(editor.documentTextView.text.hasPrefix("[Drawing]Garden shed"))
        #expect(host.clickBarItem("Documents", width: 1200))
        #expect(host.windows.contains { $0.rootViewController is DocumentBrowserViewController })
    }

    @Test func addingFormatIsKeptForTheNextLaunch() throws {
        let host = launchBlueprints()
        let item = try #require(host.navigationItem)
        try item.addCenterItemGroup(withCustomizationIdentifier: "Format")
        try item.moveCenterItemGroup(withCustomizationIdentifier: "Format", to: 0)
        #expect(try #require(host.navigationBar(width: 1400)).elementNames.contains("Bold"))
        let saved = NavigationBarCustomizationStore.fileURL(for: "com.jetpack.blueprints.maineditor")
        #expect(saved.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(FileManager.default.fileExists(atPath: saved.path))

        // A second launch with the same folders: Format is back, before Draw.
        let again = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        let restored = try #require(again.navigationItem)
        #expect(restored.customization?.shownGroups == ["Format", "Draw", "Shapes", "Text"])
        let names = try #require(again.navigationBar(width: 1400)).elementNames
        #expect(names.firstIndex(of: "Bold")! < names.firstIndex(of: "Draw")!)
    }

    @Test func aCustomizationReachesTheOtherEditorWindows() throws {
        let host = launchBlueprints()
        host.press("n", modifiers: .command)
        #expect(host.windows.count == 2)
        let first = try #require(host.editor(0)?.navigationItem)
        let second = try #require(host.editor(1)?.navigationItem)
        #expect(second.customization?.shownGroups == ["Draw", "Shapes", "Text"])
        try first.addCenterItemGroup(withCustomizationIdentifier: "Format")
        #expect(second.customization?.shownGroups == ["Draw", "Shapes", "Text", "Format"])
        try second.removeCenterItemGroup(withCustomizationIdentifier: "Shapes")
        #expect(first.customization?.shownGroups == ["Draw", "Text", "Format"])
        first.resetCustomization()
        #expect(second.customization?.shownGroups == ["Draw", "Shapes", "Text"])
    }

    @Test func theTitleMenuDescribesTheFileAndAddsComments() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let menu = try #require(host.openTitleMenu())
        #expect(host.titleMenuTitles == ["Share…", "Duplicate", "Move", "Rename", "Export", "Print", "Comments"])
        let header = try #require(menu.header)
        #expect(header.name == "Garden Shed.txt")
        #expect(header.kind == "Plain Text")
        #expect(header.byteCount == Int64(editor.documentTextView.text.utf8.count))
        #expect(host.chooseTitleMenuItem(["Comments"]))
        #expect(editor.isShowingNotes)
    }

    @Test func duplicateOpensACopyInANewTab() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Duplicate"]))
        #expect(editor.openTabs.map(\.document.title) == ["Garden Shed", "Garden Shed copy"])
        #expect(editor.document(atTab: 1).text == editor.document(atTab: 0).text)
        #expect(host.navigationItem?.title == "Garden Shed copy.txt")
    }

    @Test func aFilesDuplicateIsANewFileBesideItAndNeverSavesOverIt() throws {
        let url = try temporaryFile("plan.txt", Array("Shed plan\n".utf8))
        let folder = url.deletingLastPathComponent()
        try Data("taken\n".utf8).write(to: folder.appendingPathComponent("plan copy.txt"))
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Duplicate"]))
        #expect(editor.currentTab.document.title == "plan copy 2.txt", "a name no file beside it has")
        #expect(editor.currentTab.document.fileURL == folder.appendingPathComponent("plan copy 2.txt").standardizedFileURL)
        #expect(editor.currentTab.isEdited, "the copy is not on disk until saved")
        #expect(editor.documentTextView.text == "Shed plan\n")

        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Copy: ")
        #expect(host.press("s", modifiers: .command))
        #expect(try Data(contentsOf: folder.appendingPathComponent("plan copy 2.txt")) == Data("Copy: Shed plan\n".utf8))
        #expect(try Data(contentsOf: url) == Data("Shed plan\n".utf8), "the original is untouched")
        #expect(try Data(contentsOf: folder.appendingPathComponent("plan copy.txt")) == Data("taken\n".utf8))
    }

    @Test func renamingTheTitleRenamesTheFileOnDisk() throws {
        let host = launchBlueprints()
        let folder = try #require(DocumentFolder.directory)
        let editor = try #require(host.editor(0))
        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Rename"]))
        #expect(host.navigationItem?.renameField?.selectedText == "Garden Shed")
        host.type("Shed Plan")
        #expect(host.renameText == "Shed Plan.txt")
        #expect(host.pressEnter())
        #expect(host.navigationItem?.isRenaming == false)
        #expect(editor.currentTab.document.title == "Shed Plan")
        #expect(host.navigationItem?.title == "Shed Plan.txt")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shed Plan.txt").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Garden Shed.txt").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("Shed Plan.txt"), encoding: .utf8) == editor.documentTextView.text)
        #expect(editor.renameError == nil)
    }

    /// Bad names: the file keeps its name, the error shows above the text, and the editor
    /// opens again with the name tried so it can be corrected.
    @Test(arguments: [
        ("Kitchen Shelves", "A file named 'Kitchen Shelves.txt' already exists"),
        ("Sheds/Garden", "contains '/'"),
    ])
    func aBadNameShowsAnErrorAndKeepsTheFile(name: String, message: String) throws {
        let host = launchBlueprints()
        let folder = try #require(DocumentFolder.directory)
        let editor = try #require(host.editor(0))
        DocumentFolder.save(SampleDocuments.all[1])
        #expect(host.beginRename())
        host.type(name)
        host.pressEnter()
        #expect(editor.currentTab.document.title == "Garden Shed")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Garden Shed.txt").path))
        #expect(editor.renameError?.contains(message) == true, "\(editor.renameError ?? "no error")")
        #expect(host.navigationItem?.isRenaming == true)
        #expect(host.renameText == name + ".txt")
        host.pressEscape()
        #expect(host.navigationItem?.isRenaming == false)
        #expect(host.navigationItem?.title == "Garden Shed.txt")
    }

    @Test func anEmptyNameIsNotCommitted() throws {
        let host = launchBlueprints()
        #expect(host.beginRename())
        // Delete the whole name: Enter then does nothing.
        host.press(UIKeyCommand.inputEnd)
        for _ in 0..<40 where host.renameText?.isEmpty == false { host.press("\u{8}") }
        #expect(host.renameText == "")
        #expect(host.pressEnter())
        #expect(host.navigationItem?.isRenaming == true)
        #expect(host.editor(0)?.currentTab.document.title == "Garden Shed")
    }
}
