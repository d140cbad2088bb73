import BlueprintsApp
import DeskKit
import DeskKitTesting
import Testing

/// The seed's buildMenu, canPerformAction and validate examples, as Blueprints uses them.
@MainActor
@Suite(.serialized)
struct SeedMenuTests {
    private func launch() -> (TestHost, EditorViewController) {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        let editor = host.keyWindow?.rootViewController as! EditorViewController
        return (host, editor)
    }

    @Test func tabCommandsOpenTheFileMenuAndBookmarksFollowView() {
        let (host, _) = launch()
        #expect(Array(host.mainMenuTitles(["File"]).prefix(2)) == ["New Tab", "Close Tab"])
        let top = host.mainMenuTitles()
        #expect(top.firstIndex(of: "Bookmarks") == top.firstIndex(of: "View")! + 1)
        #expect(host.menuDiagnostics.isEmpty)
    }

    @Test func controlTOpensATabAndControlWClosesIt() {
        let (host, editor) = launch()
        #expect(editor.openTabs.count == 1)
        #expect(host.press("t", modifiers: .command))
        #expect(editor.openTabs.map(\.document.title) == ["Garden Shed", "Kitchen Shelves"])
        #expect(host.press("w", modifiers: .command))
        #expect(editor.openTabs.count == 1)
    }

    @Test func closeTabIsHiddenWithNoTabs() {
        let (host, editor) = launch()
        #expect(host.press("w", modifiers: .command))
        #expect(editor.openTabs.isEmpty)
        let closeTab = host.mainMenuItem(["File", "Close Tab"])
        #expect(closeTab.map(MenuQuery.isEnabled) == false)
        host.holdCommandKey()
        let titles = host.overlay?.allEntries.map(\.title) ?? []
        #expect(titles.contains("New Tab"))
        #expect(!titles.contains("Close Tab"))
        #expect(!host.press("w", modifiers: .command))
    }

    @Test func bookmarkTitleSwitches() {
        let (host, editor) = launch()
        #expect(host.mainMenuTitles(["Bookmarks"]) == ["Add to Bookmarks"])
        #expect(host.performMainMenuItem(["Bookmarks", "Add to Bookmarks"]))
        #expect(editor.currentTab.isInBookmarks)
        #expect(host.mainMenuTitles(["Bookmarks"]) == ["Remove from Bookmarks", "Garden Shed"])
        host.holdCommandKey()
        #expect(host.overlay?.allEntries.contains { $0.title == "Remove from Bookmarks" && $0.shortcut == "Ctrl+D" } == true)
        host.dismissOverlay()
        #expect(host.press("d", modifiers: .command))
        #expect(host.mainMenuTitles(["Bookmarks"]) == ["Add to Bookmarks"])
    }

    @Test func bookmarkItemsSelectTheirTab() {
        let (host, editor) = launch()
        host.press("d", modifiers: .command)
        host.press("t", modifiers: .command)
        #expect(editor.selectedTabIndex == 1)
        #expect(host.performMainMenuItem(["Bookmarks", "Garden Shed"]))
        #expect(editor.selectedTabIndex == 0)
    }

    @Test func overlayListsTabsUnderFileAndPageKeysUnderOther() {
        let (host, _) = launch()
        host.holdCommandKey()
        let overlay = host.overlay!
        #expect(overlay.categories.first { $0.title == "File" }?.entries.prefix(2).map(\.title) == ["New Tab", "Close Tab"])
        #expect(overlay.categories.last?.title == ShortcutOverlay.otherCategoryTitle)
        host.searchOverlay("tab")
        #expect(host.overlay?.allEntries.map(\.title) == ["New Tab", "Close Tab", "Next Tab", "Previous Tab"])
        #expect(host.chooseOverlayEntry("New Tab"))
        #expect((host.keyWindow?.rootViewController as? EditorViewController)?.openTabs.count == 2)
    }

    @Test func windowTitleFollowsTheSelectedTab() {
        let (host, _) = launch()
        host.press("t", modifiers: .command)
        #expect(host.keyWindow?.windowScene?.title == "Kitchen Shelves")
        host.press(UIKeyCommand.inputPageDown, modifiers: .command)
        #expect(host.keyWindow?.windowScene?.title == "Garden Shed")
    }
}
