import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The document browser: a grid whose items open in editor windows by middle click,
/// Ctrl+Enter or pinch, and which is restored after a relaunch.
@MainActor
@Suite(.serialized)
struct DocumentBrowserTests {
    private func openBrowser() throws -> (TestHost, DocumentBrowserViewController) {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        #expect(host.press("o", modifiers: [.command, .shift]))
        let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
        host.keyWindow?.layoutIfNeeded()
        return (host, browser)
    }

    /// The center of item `index` in window coordinates.
    private func center(_ browser: DocumentBrowserViewController, _ index: Int) -> CGPoint {
        let frame = browser.collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
        return browser.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func browserShowsEveryDocumentOnce() throws {
        let (host, browser) = try openBrowser()
        #expect(host.windows.count == 2)
        #expect(browser.collectionView.numberOfItems(inSection: 0) == SampleDocuments.all.count)
        #expect(host.press("o", modifiers: [.command, .shift]))
        #expect(host.windows.count == 2, "a second request brings the browser forward")
    }

    @Test func middleClickOpensTheDocumentInANewEditorWindow() throws {
        let (host, browser) = try openBrowser()
        host.middleClick(at: center(browser, 2))
        #expect(host.windows.count == 3)
        let editor = try #require(host.keyWindow?.rootViewController as? EditorViewController)
        #expect(editor.currentTab.document.title == SampleDocuments.all[2].title)
    }

    @Test func controlEnterAndPinchOpenTheSelectedItem() throws {
        let (host, browser) = try openBrowser()
        host.pointerClick(at: center(browser, 1))
        let cell = browser.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.isSelected == true)
        #expect(cell?.layer.borderWidth == 3, "a selected document is outlined")
        browser.collectionView.becomeFirstResponder()
        #expect(host.press("\r", modifiers: .command))
        #expect(host.windows.count == 3)
        #expect((host.keyWindow?.rootViewController as? EditorViewController)?.currentTab.document.title == SampleDocuments.all[1].title)
        host.windows[1].makeKey()
        #expect(host.pinch(at: center(browser, 2), scale: 1.6, in: host.windows[1]))
        #expect(host.windows.count == 4)
    }

    @Test func browserComesBackAfterRelaunch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-browser-\(UUID().uuidString)")
        let first = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
        first.press("o", modifiers: [.command, .shift])
        first.press("q", modifiers: .command)
        let second = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
        #expect(second.windows.count == 2)
        #expect(second.windows.contains { $0.rootViewController is DocumentBrowserViewController })
    }
}
