import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Open in New Window, the prominent Details window, routing to open windows, and the
/// single-window alternate, driven through menus as a user would.
@MainActor
@Suite(.serialized)
struct WindowScenesTests {
    @Test func openInNewWindowFromTheTabStripsContextMenu() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        host.type("Edited. ")
        let menu = try #require(host.rightClick(at: TestHost.firstTabPoint))
        #expect(MenuQuery.visibleTitles(of: menu) == ["Open in New Window", "Show Details"])
        #expect(host.chooseContextMenuItem(["Open in New Window"]))

        #expect(host.windows.count == 2)
        let opened = try #require(host.editor(1))
        #expect(host.keyWindow === host.windows[1])
        #expect(opened.openTabs.map(\.document.title) == ["Garden Shed"])
        #expect(opened.documentTextView.text == editor.documentTextView.text)
        #expect(opened.documentTextView.text.hasPrefix("Edited. "))
        #expect(opened.documentTextView.isFirstResponder)
        // From a context menu, "Open in New Window" presents prominently over its source.
        #expect(host.windows[1].windowScene?.presentationStyle == .prominent)
        #expect(host.windows[1].windowScene?.requestingScene === host.windows[0].windowScene)
    }

    @Test func openInNewWindowFromTheDocumentsContextMenu() throws {
        let host = launchBlueprints()
        host.press("t", modifiers: .command)
        let menu = try #require(host.rightClick(at: TestHost.documentPoint))
        let titles = MenuQuery.visibleTitles(of: menu)
        #expect(titles.contains("Select All"))
        #expect(Array(titles.suffix(2)) == ["Open in New Window", "Show Details"])
        #expect(host.chooseEditMenuItem(["Open in New Window"]))
        #expect(host.windows.count == 2)
        #expect(host.editor(1)?.openTabs.map(\.document.title) == ["Kitchen Shelves"])
    }

    @Test func aFilesNewWindowSavesToTheFile() throws {
        let url = try temporaryFile("plan.txt", Array("Shed plan\n".utf8))
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        host.rightClick(at: TestHost.documentPoint)
        #expect(host.chooseEditMenuItem(["Open in New Window"]))
        let opened = try #require(host.editor(1))
        #expect(opened.currentTab.document.fileURL == url.standardizedFileURL, "the window edits the file, not a copy")
        #expect(opened.documentTextView.text == "Shed plan\n")
        #expect(!opened.currentTab.isEdited)

        opened.documentTextView.select(0..<0)
        host.type("Oak ")
        #expect(host.press("s", modifiers: .command))
        #expect(try Data(contentsOf: url) == Data("Oak Shed plan\n".utf8))
    }

    @Test func aFilesUnsavedChangesGoToItsNewWindowStillUnsaved() throws {
        let url = try temporaryFile("plan.txt", Array("Shed plan\n".utf8))
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        editor.documentTextView.select(0..<0)
        host.type("Pine ")
        host.rightClick(at: TestHost.documentPoint)
        #expect(host.chooseEditMenuItem(["Open in New Window"]))
        let opened = try #require(host.editor(1))
        #expect(opened.documentTextView.text == "Pine Shed plan\n")
        #expect(opened.currentTab.isEdited, "its changes are not on disk yet")
        #expect(opened.currentTab.document.fileURL == url.standardizedFileURL)
        #expect(try Data(contentsOf: url) == Data("Shed plan\n".utf8), "nothing is written before the user saves")
    }

    @Test func showDetailsOpensAProminentSceneOverTheEditor() throws {
        let host = launchBlueprints()
        let editorScene = try #require(host.windows[0].windowScene)
        host.rightClick(at: TestHost.firstTabPoint)
        #expect(host.chooseContextMenuItem(["Show Details"]))

        #expect(host.windows.count == 2)
        let detailsWindow = host.windows[1]
        let scene = try #require(detailsWindow.windowScene)
        #expect(scene.presentationStyle == .prominent)
        #expect(scene.requestingScene === editorScene)
        #expect(scene.title == "Details")
        #expect(host.keyWindow === detailsWindow)
        let details = try #require(detailsWindow.rootViewController as? DetailsViewController)
        let statistics = DocumentStatistics(text: SampleDocuments.all[0].text)
        #expect(details.detailsView.titleLabel.text == "Garden Shed")
        #expect(details.detailsView.wordsLabel.text == "\(statistics.wordCount) words")
        #expect(details.detailsView.linesLabel.text == "5 lines")
        #expect(statistics.wordCount == 55)

        // Done (Esc, or the window's Done button) closes it and ends its session.
        #expect(host.press(UIKeyCommand.inputEscape))
        #expect(host.windows.count == 1)
        #expect(host.application.openSessions.count == 1)
        #expect(host.keyWindow === host.windows[0])
    }

    @Test func openingADocumentAlreadyShownBringsItsWindowForward() throws {
        let host = launchBlueprints()
        host.press("t", modifiers: .command)                    // window 0: Garden Shed, Kitchen Shelves
        #expect(host.performMainMenuItem(["File", "Open Document", "Reading Nook"]))
        #expect(host.windows.count == 2)                        // not open anywhere: a new window
        #expect(host.keyWindow === host.windows[1])
        #expect(host.editor(1)?.openTabs.map(\.document.title) == ["Reading Nook"])

        #expect(host.performMainMenuItem(["File", "Open Document", "Garden Shed"]))
        #expect(host.windows.count == 2)                        // shown in window 0: it comes forward
        #expect(host.keyWindow === host.windows[0])
        #expect(host.editor(0)?.currentTab.document.title == "Garden Shed")

        #expect(host.performMainMenuItem(["File", "Open Document", "Reading Nook"]))
        #expect(host.windows.count == 2)
        #expect(host.keyWindow === host.windows[1])
    }

    @Test func singleWindowAppsShowDetailsInline() throws {
        let host = launchBlueprints()
        host.application.supportsMultipleScenes = false
        let editor = try #require(host.editor(0))
        let menu = try #require(host.rightClick(at: TestHost.firstTabPoint))
        #expect(MenuQuery.visibleTitles(of: menu) == ["Show Details"])
        #expect(host.chooseContextMenuItem(["Show Details"]))
        #expect(host.windows.count == 1)
        #expect(editor.inlineDetailsDocument?.title == "Garden Shed")

        // The inline panel brings its own Done button.
        let panel = try #require(host.windows[0].rootViewController?.view.subviews.compactMap { $0 as? DetailsView }.first)
        host.windows[0].layoutIfNeeded()
        let done = panel.doneButton.convert(CGPoint(x: 10, y: 10), to: nil)
        host.click(at: done)
        #expect(editor.inlineDetailsDocument == nil)
    }
}
