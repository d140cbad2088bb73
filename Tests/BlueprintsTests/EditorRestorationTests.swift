import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Quitting and relaunching brings back every editor window: tabs, edited texts, cursors, scroll offsets.
@MainActor
@Suite(.serialized)
struct EditorRestorationTests {
    @Test func twoWindowsWithMovedCursorsAndEditedTextComeBack() throws {
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        let one = try #require(first.editor(0))
        one.documentTextView.select(7..<11)                    // "shed" in Garden Shed, left behind below
        first.press("t", modifiers: .command)                   // Kitchen Shelves, edited at its start
        first.type("Oak! ")
        one.documentTextView.select(7..<7)
        one.documentTextView.contentOffset = CGPoint(x: 0, y: 24)
        let oneText: String = one.documentTextView.text
        #expect(oneText.hasPrefix("Oak! Three floating shelves"))
        first.press("d", modifiers: .command)                   // bookmarked

        #expect(first.press("n", modifiers: .command))         // File ▸ New Window
        #expect(first.windows.count == 2)
        let two = try #require(first.editor(1))
        #expect(first.keyWindow === first.windows[1])
        two.documentTextView.select(10..<10)
        first.press("q", modifiers: .command)
        #expect(first.isTerminated)

        let second = launchBlueprints(restoringFrom: directory)
        #expect(second.application.lastRestorationError == nil)
        #expect(second.windows.count == 2)
        let restoredOne = try #require(second.editor(0)), restoredTwo = try #require(second.editor(1))
        #expect(restoredOne.openTabs.map(\.document.title) == ["Garden Shed", "Kitchen Shelves"])
        #expect(restoredOne.selectedTabIndex == 1)
        #expect(restoredOne.currentTab.isInBookmarks)
        #expect(restoredOne.documentTextView.text == oneText)
        #expect(restoredOne.documentTextView.selectedByteRange == 7..<7)
        #expect(restoredOne.documentTextView.contentOffset == CGPoint(x: 0, y: 24))
        #expect(restoredOne.documentTextView.isFirstResponder)
        #expect(second.windows[0].windowScene?.title == "Kitchen Shelves")
        #expect(restoredTwo.openTabs.map(\.document.title) == ["Garden Shed"])
        #expect(restoredTwo.documentTextView.selectedByteRange == 10..<10)
        #expect(restoredTwo.documentTextView.isFirstResponder)

        // The tab left behind kept its own selection.
        second.windows[0].makeKey()
        second.press(UIKeyCommand.inputPageUp, modifiers: .command)
        #expect(restoredOne.currentTab.document.title == "Garden Shed")
        #expect(restoredOne.documentTextView.selectedByteRange == 7..<11)
        #expect(restoredOne.documentTextView.text == SampleDocuments.all[0].text)
    }

    @Test func unsavedSampleTextsAreNotStoredTwice() throws {
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        first.press("q", modifiers: .command)
        let archive = try String(contentsOf: directory.appendingPathComponent("scenes.json"), encoding: .utf8)
        #expect(archive.contains("Garden Shed"))
        #expect(!archive.contains("timber frame on concrete pads"), "an unedited sample is restored from its title")
        let second = launchBlueprints(restoringFrom: directory)
        #expect(second.editor(0)?.documentTextView.text == SampleDocuments.all[0].text)
    }

    @Test func anOpenDetailsWindowIsNotRestored() throws {
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        first.rightClick(at: TestHost.firstTabPoint)
        #expect(first.chooseContextMenuItem(["Show Details"]))
        #expect(first.windows.count == 2)
        first.press("q", modifiers: .command)

        let second = launchBlueprints(restoringFrom: directory)
        #expect(second.windows.count == 1)
        #expect(second.editor(0) != nil)
        #expect(second.application.connectedScenes.count == 1)
        #expect(second.keyWindow === second.windows.first)
    }

    /// Opens two files and a sample, leaves `b.txt` shown with its caret after "Be", and quits.
    private func quitWithFilesOpen(in directory: URL) throws -> (a: URL, b: URL) {
        let folder = try temporaryFolder("restored-files")
        let a = folder.appendingPathComponent("a.txt"), b = folder.appendingPathComponent("b.txt")
        try Data("Alpha\n".utf8).write(to: a)
        try Data("Beta\n".utf8).write(to: b)
        let first = launchBlueprints(restoringFrom: directory)
        let editor = try #require(first.editor(0))
        editor.open([a])
        editor.documentTextView.select(3..<3)
        editor.open([b])
        editor.documentTextView.select(2..<2)
        first.press("q", modifiers: .command)
        #expect(first.isTerminated)
        return (a, b)
    }

    @Test func restoredFileTabsReadTheirFilesWhenFirstShown() throws {
        let directory = temporaryStateDirectory()
        let (a, _) = try quitWithFilesOpen(in: directory)
        let second = launchBlueprints(restoringFrom: directory)
        let editor = try #require(second.editor(0))
        #expect(editor.openTabs.map(\.document.title) == ["Garden Shed", "a.txt", "b.txt"])
        #expect(editor.documentTextView.text == "Beta\n")
        #expect(editor.documentTextView.selectedByteRange == 2..<2)
        #expect(editor.openTabs[1].isReadWhenShown, "a tab in the background is not read at launch")
        #expect(editor.document(atTab: 1).text == "Alpha\n", "its text is its file's when asked for")

        // Changed on disk after the launch: showing the tab shows the file as it is now.
        try Data("Alpha, second draft\n".utf8).write(to: a)
        editor.selectTab(at: 1)
        #expect(editor.documentTextView.text == "Alpha, second draft\n")
        #expect(editor.documentTextView.selectedByteRange == 3..<3, "the tab keeps its own saved caret")
        #expect(!editor.currentTab.isReadWhenShown)
        #expect(!editor.currentTab.isEdited)
        #expect(editor.fileMessage == nil)
    }

    @Test func aRestoredTabWhoseFileWentIsClosedWithAMessage() throws {
        let directory = temporaryStateDirectory()
        let (a, _) = try quitWithFilesOpen(in: directory)
        let second = launchBlueprints(restoringFrom: directory)
        let editor = try #require(second.editor(0))
        try FileManager.default.removeItem(at: a)
        editor.selectTab(at: 1)
        #expect(editor.openTabs.map(\.document.title) == ["Garden Shed", "b.txt"])
        #expect(editor.documentTextView.text == "Beta\n")
        let message = try #require(editor.fileMessage)
        #expect(message.contains("Cannot open '\(a.path)': no such file"))
        #expect(message.contains("Its tab was closed"))
    }

    @Test func aFileGoneBeforeLaunchLeavesTheOtherTabsTheirOwnSelections() throws {
        let directory = temporaryStateDirectory()
        let (a, _) = try quitWithFilesOpen(in: directory)
        try FileManager.default.removeItem(at: a)
        let second = launchBlueprints(restoringFrom: directory)
        let editor = try #require(second.editor(0))
        #expect(editor.openTabs.map(\.document.title) == ["Garden Shed", "b.txt"])
        #expect(editor.currentTab.document.title == "b.txt", "the tab shown at quitting is shown again")
        #expect(editor.documentTextView.text == "Beta\n")
        #expect(editor.documentTextView.selectedByteRange == 2..<2, "with its own caret, not the missing tab's")
    }
}
