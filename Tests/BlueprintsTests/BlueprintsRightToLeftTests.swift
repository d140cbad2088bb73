@testable import BlueprintsApp
@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Blueprints in Arabic and Hebrew: the tab strip runs from the right, as GTK's notebook tabs
/// do, the browser's grid too (its arrow keys follow what they see), and the details panel's
/// Done button moves to the left of the title.
@MainActor
@Suite(.serialized)
struct BlueprintsRightToLeftTests {
    /// The three tabs' frames in window coordinates and the window's width, in `language`.
    private func tabFrames(_ language: String?, check: (TestHost, EditorViewController, [CGRect], CGFloat) throws -> Void) throws {
        try LocalizationLanguage.$pinned.withValue(language) {
            let host = launchBlueprints()
            let editor = try #require(host.editor(0))
            host.press("t", modifiers: .command)
            host.press("t", modifiers: .command)
            let window = try #require(host.keyWindow)
            window.layoutIfNeeded()
            let labels = try #require(editor.editorView?.tabLabels)
            try check(host, editor, labels.map { $0.convert($0.bounds, to: window) }, window.bounds.width)
        }
    }

    @Test func tabsRunFromTheLeftInEnglish() throws {
        try tabFrames(nil) { host, editor, frames, _ in
            #expect(frames.count == 3)
            #expect(frames.first?.minX == 8)
            #expect(frames.map(\.minX) == frames.map(\.minX).sorted(), "\(frames)")
            host.click(at: TestHost.firstTabPoint)
            #expect(editor.selectedTabIndex == 0)
        }
    }

    @Test(arguments: ["ar", "he"]) func tabsRunFromTheRight(language: String) throws {
        try tabFrames(language) { host, editor, frames, width in
            #expect(host.keyWindow?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(frames.count == 3)
            #expect(frames.first?.maxX == width - 8, "the first tab is 8 points from the right edge: \(frames)")
            #expect(frames.map(\.minX) == frames.map(\.minX).sorted(by: >), "each tab is left of the one before: \(frames)")
            #expect(editor.selectedTabIndex == 2)
            // Where the first tab is in English there is no tab: the click changes nothing.
            host.click(at: TestHost.firstTabPoint)
            #expect(editor.selectedTabIndex == 2)
            // A click at a tab's mirrored place selects it.
            for index in [0, 1] {
                host.click(at: CGPoint(x: frames[index].midX, y: frames[index].midY))
                #expect(editor.selectedTabIndex == index)
            }
            // A secondary click's menu is for the tab under the pointer.
            let editorView = try #require(editor.editorView)
            editorView.layoutIfNeeded()
            let secondTab = editorView.convert(CGPoint(x: frames[1].midX, y: frames[1].midY), from: nil)
            #expect(editorView.tabIndex(at: secondTab) == 1)
        }
    }

    @Test(arguments: ["ar", "he"]) func theBrowserGridRunsFromTheRightAndItsArrowsFollow(language: String) throws {
        try LocalizationLanguage.$pinned.withValue(language) {
            let host = launchBlueprints()
            host.press("o", modifiers: [.command, .shift])
            let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
            host.keyWindow?.layoutIfNeeded()
            @MainActor func frame(_ item: Int) -> CGRect {
                browser.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
            }
            #expect(frame(0).maxX == browser.collectionView.bounds.width, "the first document is at the right: \(frame(0))")
            #expect(frame(1).maxX < frame(0).minX, "the second is left of the first")
            // Left goes to the document drawn at the left, the next one; Right comes back.
            #expect(host.press(UIKeyCommand.inputLeftArrow))
            #expect(browser.focusedItem == 0)
            #expect(host.press(UIKeyCommand.inputLeftArrow))
            #expect(browser.focusedItem == 1)
            #expect(host.press(UIKeyCommand.inputRightArrow))
            #expect(browser.focusedItem == 0)
            #expect(host.press(UIKeyCommand.inputRightArrow))
            #expect(browser.focusedItem == 0, "the focus stays in the grid")
        }
    }

    @Test func doneIsAtTheTrailingEndOfTheDetailsTitle() throws {
        func details(_ language: String?) throws -> (done: CGRect, title: CGRect, width: CGFloat) {
            try LocalizationLanguage.$pinned.withValue(language) {
                let host = launchBlueprints()
                let editor = try #require(host.editor(0))
                editor.showInlineDetails(of: editor.document(atTab: 0))
                host.keyWindow?.layoutIfNeeded()
                let view = try #require(editor.editorView?.detailsView)
                #expect(!view.doneButton.isHidden)
                return (view.doneButton.frame, view.titleLabel.frame, view.bounds.width)
            }
        }
        let english = try details(nil)
        #expect(english.done.maxX == english.width - 24)
        #expect(english.title.maxX <= english.done.minX, "the title stops before Done: \(english)")
        for language in ["ar", "he"] {
            let mirrored = try details(language)
            #expect(mirrored.done.minX == 24, "\(language): Done at the left")
            #expect(mirrored.title.minX >= mirrored.done.maxX, "\(language): the title starts after Done: \(mirrored)")
            #expect(mirrored.title.maxX == mirrored.width - 24)
        }
    }
}
