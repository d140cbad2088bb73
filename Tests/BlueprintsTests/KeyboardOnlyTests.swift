import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Blueprints' features reached with key presses only, as someone without a pointer uses them.
@MainActor
@Suite(.serialized)
struct KeyboardOnlyTests {
    @Test func canvasShapesAreFocusedSelectedExtendedMovedAndGiveTheEditMenu() throws {
        let host = launchBlueprints()
        #expect(host.press("k", modifiers: [.command, .shift]))
        let canvas = try #require(host.keyWindow?.rootViewController as? CanvasViewController)
        host.keyWindow?.layoutIfNeeded()
        let titles = canvas.shapes.map(\.title)
        #expect(titles == ["Living room", "Kitchen", "Porch", "Jello there!"])

        #expect(host.press("\t"))
        #expect(canvas.focusedShape?.title == "Living room")
        #expect(canvas.focusedShape?.isKeyboardFocused == true)
        #expect(canvas.focusedShape?.layer.borderColor == UIColor.systemOrange.cgColor, "a visible focus ring")
        #expect(host.press("\t"))
        #expect(host.press("\t"))
        #expect(canvas.focusedShape?.title == "Porch")
        #expect(canvas.shapes.filter(\.isKeyboardFocused).map(\.title) == ["Porch"], "one ring at a time")
        #expect(host.press(" "))
        #expect(canvas.selectedShapes.map(\.title) == ["Porch"])
        #expect(host.press("\t", modifiers: .shift))
        #expect(canvas.focusedShape?.title == "Kitchen")
        #expect(host.press(" ", modifiers: .shift))
        #expect(canvas.selectedShapes.map(\.title) == ["Kitchen", "Porch"])
        #expect(host.press("\t", modifiers: .shift))
        #expect(host.press("\t", modifiers: .shift))
        #expect(canvas.focusedShape?.title == "Jello there!", "Shift+Tab wraps around")

        let before = canvas.selectedShapes.map(\.frame)
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(canvas.selectedShapes.map(\.frame) == before.map { $0.offsetBy(dx: 10, dy: 10) })

        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        #expect(host.editMenu?.targetRect == canvas.selectedShapes.last?.frame)
    }

    @Test func tabsDocumentsAndWindowsAreReachedFromTheKeyboard() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        #expect(host.press("t", modifiers: .command))
        #expect(editor.openTabs.count == 2)
        #expect(editor.selectedTabIndex == 1)
        #expect(host.press(UIKeyCommand.inputPageUp, modifiers: .command))
        #expect(editor.selectedTabIndex == 0, "Ctrl+Page Up moves along the tab strip")
        #expect(host.press(UIKeyCommand.inputPageDown, modifiers: .command))
        #expect(editor.selectedTabIndex == 1)
        #expect(host.press("o", modifiers: [.command, .shift]))
        #expect(host.keyWindow?.rootViewController is DocumentBrowserViewController)
    }
}

extension KeyboardOnlyTests {
    @Test func browserDocumentsAreFocusedSelectedExtendedAndOpened() throws {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        #expect(host.press("o", modifiers: [.command, .shift]))
        let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
        host.keyWindow?.layoutIfNeeded()
        let cells = { (0..<SampleDocuments.all.count).compactMap { browser.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) } }
        let selected = { (browser.collectionView.indexPathsForSelectedItems ?? []).map(\.item).sorted() }

        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(browser.focusedItem == 0)
        #expect(cells().first?.layer.borderColor == UIColor.systemOrange.cgColor, "a visible focus ring")
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(browser.focusedItem == 1)
        #expect(cells().filter { $0.layer.borderColor == UIColor.systemOrange.cgColor }.count == 1)
        #expect(host.press(" "))
        #expect(selected() == [1])
        #expect(host.press(UIKeyCommand.inputRightArrow, modifiers: .shift))
        #expect(selected() == [1, 2], "Shift+arrow selects as it goes")
        #expect(host.press(" ", modifiers: .shift))
        #expect(selected() == [1], "Shift+Space takes the focused document out")
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(browser.focusedItem == 0, "the focus stays in the grid")

        let windows = host.windows.count
        #expect(host.press("\r", modifiers: .command))
        #expect(host.windows.count == windows + 1, "Ctrl+Enter opens the selected document")
        let editor = try #require(host.keyWindow?.rootViewController as? EditorViewController)
        #expect(editor.currentTab.document.title == SampleDocuments.all[1].title)
    }
}

extension KeyboardOnlyTests {
    /// Shift+F10 (the Menu key arrives as it) opens the menu a secondary click would, for what has
    /// the keyboard: the text's edit menu at its selection, a focused document's context menu.
    @Test func menuKeyOpensTheMenuOfWhatHasTheKeyboard() throws {
        let host = launchBlueprints()
        host.keyWindow?.layoutIfNeeded()
        #expect(host.keyWindow?.firstResponder is UITextView)
        #expect(host.editMenu == nil)
        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(host.editMenuTitles.contains("Copy") || host.editMenuTitles.contains("Select All"), "\(host.editMenuTitles)")
        host.editMenu?.interaction.dismissMenu()

        #expect(host.press("o", modifiers: [.command, .shift]))
        let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
        host.keyWindow?.layoutIfNeeded()
        #expect(host.contextMenu == nil)
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(browser.focusedItem == 1)
        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        let menu = try #require(host.contextMenu, "no context menu for the focused document")
        #expect(menu.children.map(\.title) == ["Open in New Window", "Add to Selection"])
        let windows = host.windows.count
        #expect(host.chooseContextMenuItem(["Open in New Window"]))
        #expect(host.windows.count == windows + 1)
        let editor = try #require(host.keyWindow?.rootViewController as? EditorViewController)
        #expect(editor.currentTab.document.title == SampleDocuments.all[1].title, "the focused document opened")
    }

    /// The document actions without the title menu: F2 renames the file in place, and File ▸
    /// Duplicate and the others are in the main menu, enabled only while a document shows.
    @Test func f2RenamesTheDocumentAndTheFileMenuHoldsItsActions() throws {
        let host = launchBlueprints()
        let folder = try #require(DocumentFolder.directory)
        let editor = try #require(host.editor(0))
        host.keyWindow?.layoutIfNeeded()
        #expect(host.keyWindow?.firstResponder is UITextView)
        let text = editor.documentTextView.text
        #expect(host.press(UIKeyCommand.inputF2))
        #expect(host.navigationItem?.renameField?.selectedText == "Garden Shed")
        host.type("Shed Plan")
        #expect(host.pressEnter())
        #expect(editor.currentTab.document.title == "Shed Plan")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shed Plan.txt").path))
        #expect(editor.documentTextView.text == text, "F2 typed nothing into the document")
        #expect(host.keyWindow?.firstResponder === editor.documentTextView, "the keyboard is back in the document")

        for title in ["Duplicate", "Move…", "Rename…", "Export…", "Print…"] {
            #expect(host.mainMenuItem(["File", title]).map(MenuQuery.isEnabled) == true, "File ▸ \(title)")
        }
        let tabs = editor.openTabs.count
        #expect(host.performMainMenuItem(["File", "Duplicate"]))
        #expect(editor.openTabs.count == tabs + 1)
        #expect(editor.currentTab.document.title == "Shed Plan copy")

        // With every tab closed there is no document: the actions are disabled and F2 does nothing.
        for _ in 0..<10 where !editor.openTabs.isEmpty { host.press("w", modifiers: .command) }
        #expect(editor.openTabs.isEmpty)
        for title in ["Duplicate", "Move…", "Rename…", "Export…", "Print…"] {
            #expect(host.mainMenuItem(["File", title]).map(MenuQuery.isEnabled) == false, "File ▸ \(title) with no document")
        }
        host.press(UIKeyCommand.inputF2)
        #expect(host.navigationItem?.isRenaming == false)
    }
}

