import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The document browser's grid of its folder's files: named, with icons by type, sorted by name,
/// kept up to date as documents are created, imported and renamed; a double click or Enter opens.
@MainActor
@Suite struct DocumentBrowserGridTests {
    final class Delegate: UIDocumentBrowserViewControllerDelegate {
        var picked: [[String]] = []
        var created: URL?
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            picked.append(documentURLs.map(\.lastPathComponent))
        }
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
            importHandler(created, .copy)
        }
    }

    /// A folder holding `names` (a trailing "/" makes a folder), and a browser of it in a window.
    private func makeBrowser(_ names: [String], types: [String]? = nil) throws -> (TestHost, UIDocumentBrowserViewController, Delegate, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            if name.hasSuffix("/") {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            } else {
                try Data(name.utf8).write(to: folder.appendingPathComponent(name))
            }
        }
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: types)
        let delegate = Delegate()
        browser.delegate = delegate
        browser.browsingDirectoryURL = folder
        let host = makeHost(root: browser)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        host.keyWindow?.layoutIfNeeded()
        return (host, browser, delegate, folder)
    }

    /// The centre of item `index` of the grid, in window coordinates.
    private func centre(of index: Int, in browser: UIDocumentBrowserViewController) throws -> CGPoint {
        let grid = browser.documentGridView
        let frame = try #require(grid.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame)
        return grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func theGridShowsTheFolderFilesByNameWithIconsByType() throws {
        let (host, browser, _, _) = try makeBrowser(["Plan 10.md", "plan 2.md", "Photo.PNG", ".hidden.md", "Archive/", "Report.pdf", "data.bin"])
        #expect(browser.documentURLs.map(\.lastPathComponent) == ["data.bin", "Photo.PNG", "plan 2.md", "Plan 10.md", "Report.pdf"],
                "sorted as a file manager sorts, without hidden files or folders")
        let grid = browser.documentGridView
        grid.layoutIfNeeded()
        let names = grid.visibleCells.compactMap { $0.accessibilityLabel }.sorted()
        #expect(names == ["data.bin", "Photo.PNG", "plan 2.md", "Plan 10.md", "Report.pdf"].sorted())
        let icons = (0..<5).compactMap { index -> String? in
            let cell = grid.cellForItem(at: IndexPath(item: index, section: 0))
            return cell?.contentView.subviews.compactMap { ($0 as? UIImageView)?.image?.name }.first
        }
        #expect(icons == ["doc", "photo", "doc.text", "doc.text", "doc.richtext"])
        #expect(host.keyWindow?.firstResponder === grid, "the grid takes the keyboard")

        // Only the allowed types when the browser has some; types it cannot judge hide nothing.
        let (_, pdfs, _, _) = try makeBrowser(["a.pdf", "b.txt", "c.PDF"], types: ["com.adobe.pdf"])
        #expect(pdfs.documentURLs.map(\.lastPathComponent) == ["a.pdf", "c.PDF"])
        let (_, texts, _, _) = try makeBrowser(["a.pdf", "b.txt", "c.md"], types: ["public.text"])
        #expect(texts.documentURLs.map(\.lastPathComponent) == ["b.txt", "c.md"])
        let (_, markdown, _, _) = try makeBrowser(["a.pdf", "b.txt"], types: ["net.daringfireball.markdown"])
        #expect(markdown.documentURLs.count == 2)
    }

    @Test func createdImportedAndRenamedDocumentsAppearSelected() throws {
        let (_, browser, delegate, folder) = try makeBrowser(["b.md"])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("grid-new-\(UUID().uuidString).md")
        try Data("new".utf8).write(to: scratch)
        delegate.created = scratch
        browser.requestDocumentCreation()
        let created = scratch.lastPathComponent
        #expect(browser.documentURLs.map(\.lastPathComponent) == ["b.md", created].sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        let grid = browser.documentGridView
        #expect(grid.indexPathsForSelectedItems?.map { browser.documentURLs[$0.item].lastPathComponent } == [created])

        var renamed: URL?
        browser.renameDocument(at: folder.appendingPathComponent("b.md"), proposedName: "a") { url, _ in renamed = url }
        #expect(renamed?.lastPathComponent == "a.md")
        #expect(browser.documentURLs.first?.lastPathComponent == "a.md")
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        // Another folder shows its own files.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("grid-other-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data().write(to: other.appendingPathComponent("z.txt"))
        browser.browsingDirectoryURL = other
        #expect(browser.documentURLs.map(\.lastPathComponent) == ["z.txt"])
    }

    @Test func aDoubleClickOrEnterOpensDocuments() throws {
        let (host, browser, delegate, _) = try makeBrowser(["a.md", "b.md", "c.md"])
        host.pointerClick(at: try centre(of: 1, in: browser))
        #expect(delegate.picked.isEmpty, "a single click selects")
        #expect(browser.documentGridView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        host.doubleClick(at: try centre(of: 2, in: browser))
        #expect(delegate.picked == [["c.md"]])

        // Enter opens the selection; the arrows move it.
        #expect(host.press(UIKeyCommand.inputUpArrow))
        #expect(host.pressEnter())
        #expect(delegate.picked.last == ["b.md"])
        host.pointerClick(at: try centre(of: 0, in: browser), modifiers: .command)
        #expect(host.pressEnter())
        #expect(delegate.picked.last == ["a.md", "b.md"], "several selected open together")

        // With nothing selected, Enter opens nothing.
        browser.documentGridView.reloadData()
        #expect(!host.pressEnter())
        #expect(delegate.picked.count == 3)
    }
}
