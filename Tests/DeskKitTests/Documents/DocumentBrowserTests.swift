import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The document browser's flows as the Markdown sample drives them: the create button asks the
/// delegate, which names the document in an alert's text field; the document is imported into
/// the browser's folder; Open picks files; the document opens with the browser's transition.
@MainActor
@Suite struct DocumentBrowserTests {
    /// A delegate like the sample's: an alert with a name field, then a file made in a temporary
    /// folder and handed over to be moved in.
    final class Delegate: UIDocumentBrowserViewControllerDelegate, UIViewControllerTransitioningDelegate {
        let scratch: URL
        var imported: [(source: URL, destination: URL)] = []
        var failures: [(url: URL, error: Error?)] = []
        var picked: [[URL]] = []
        var animatorRequests = 0
        var transition: UIDocumentBrowserTransitionController?
        /// What the next creation hands over instead of the made file, for failures.
        var handOver: (URL?, UIDocumentBrowserViewController.ImportMode)?

        init(scratch: URL) { self.scratch = scratch }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
            let prompt = UIAlertController(title: "New Document", message: nil, preferredStyle: .alert)
            prompt.addTextField { $0.placeholder = "Document Name" }
            prompt.addAction(UIAlertAction(title: "Create", style: .default) { [unowned self, unowned prompt] _ in
                if let handOver { return importHandler(handOver.0, handOver.1) }
                let url = scratch.appendingPathComponent("\(prompt.textFields![0].text ?? "").md")
                try! Data("# New\n".utf8).write(to: url)
                importHandler(url, .move)
            })
            prompt.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in importHandler(nil, .none) })
            controller.present(prompt, animated: true)
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            picked.append(documentURLs)
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
            imported.append((sourceURL, destinationURL))
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {
            failures.append((documentURL, error))
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animatorRequests += 1
            return transition
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animatorRequests += 1
            return transition
        }
    }

    private func makeFolders() throws -> (folder: URL, scratch: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("Documents")
        let scratch = base.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return (folder, scratch)
    }

    /// A browser of a fresh folder for `types`, with a delegate that records what it hears.
    private func makeBrowser(types: [String]) throws -> (UIDocumentBrowserViewController, Delegate, folder: URL, scratch: URL) {
        let (folder, scratch) = try makeFolders()
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: types)
        let delegate = Delegate(scratch: scratch)
        browser.delegate = delegate
        browser.browsingDirectoryURL = folder
        return (browser, delegate, folder, scratch)
    }

    private func button(_ title: String, of browser: UIDocumentBrowserViewController) -> UIBarButtonItem? {
        browser.navigationItem.rightBarButtonItems?.first { $0.title == title }
    }

    @Test func theCreateButtonNamesAndImportsANewDocument() throws {
        let (browser, delegate, folder, scratch) = try makeBrowser(types: ["net.daringfireball.markdown"])
        browser.localizedCreateDocumentActionTitle = "New Markdown Document"
        let host = makeHost(root: browser)

        let create = try #require(button("New Markdown Document", of: browser))
        #expect(create.performPrimaryAction())
        let alert = try #require(host.alert)
        #expect(alert.textFields?.map(\.placeholder) == ["Document Name"])
        alert.textFields?[0].text = "Plan"
        #expect(host.chooseAlertAction("Create"))
        #expect(host.alert == nil)
        #expect(delegate.imported.map(\.destination.lastPathComponent) == ["Plan.md"])
        #expect(delegate.imported.first?.source == scratch.appendingPathComponent("Plan.md"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Plan.md"), encoding: .utf8) == "# New\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("Plan.md").path), "moved, not copied")

        // The same name again: a free one, nothing overwritten.
        #expect(create.performPrimaryAction())
        host.alert?.textFields?[0].text = "Plan"
        #expect(host.chooseAlertAction("Create"))
        #expect(delegate.imported.map(\.destination.lastPathComponent) == ["Plan.md", "Plan 2.md"])

        // Cancel imports nothing and reports nothing.
        #expect(create.performPrimaryAction())
        #expect(host.chooseAlertAction("Cancel"))
        #expect(delegate.imported.count == 2 && delegate.failures.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Plan 2.md", "Plan.md"])

        // Without creation, no create button.
        browser.allowsDocumentCreation = false
        #expect(button("New Markdown Document", of: browser) == nil)
    }

    @Test func aDocumentThatCannotBeImportedIsReported() throws {
        let (folder, scratch) = try makeFolders()
        let browser = UIDocumentBrowserViewController()
        let delegate = Delegate(scratch: scratch)
        browser.delegate = delegate
        browser.browsingDirectoryURL = folder
        let host = makeHost(root: browser)
        let missing = scratch.appendingPathComponent("gone.md")
        delegate.handOver = (missing, .copy)
        browser.requestDocumentCreation()
        #expect(host.chooseAlertAction("Create"))
        #expect(delegate.imported.isEmpty)
        #expect(delegate.failures.count == 1)
        #expect(delegate.failures.first?.url == missing)
        #expect(delegate.failures.first?.error as? UIDocumentBrowserViewController.ImportError == .missingDocument(path: missing.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        // importDocument(at:nextToDocumentAt:) copies next to a document, keeping the original.
        let original = scratch.appendingPathComponent("notes.md")
        try Data("notes".utf8).write(to: original)
        var copied: URL?
        browser.importDocument(at: original, nextToDocumentAt: folder.appendingPathComponent("any.md"), mode: .copy) { url, _ in copied = url }
        #expect(copied == folder.appendingPathComponent("notes.md"))
        #expect(FileManager.default.fileExists(atPath: original.path))
    }

    @Test func openPicksDocumentsWithTheFileChooser() throws {
        let (browser, delegate, folder, _) = try makeBrowser(types: ["public.plain-text"])
        let host = makeHost(root: browser)
        #expect(try #require(button("Open…", of: browser)).performPrimaryAction())
        let picker = try #require(host.documentPicker)
        #expect(picker.directoryURL == folder)
        #expect(picker.allowsMultipleSelection)
        let chosen = [folder.appendingPathComponent("a.txt"), folder.appendingPathComponent("b.txt")]
        #expect(host.pickDocuments(chosen))
        #expect(delegate.picked == [chosen])
        #expect(browser.presentedViewController == nil)
        // Cancelling picks nothing.
        browser.presentDocumentPicker()
        #expect(host.pickDocuments([]))
        #expect(delegate.picked.count == 1)
    }

    @Test func theDocumentOpensAndClosesThroughTheBrowsersTransition() throws {
        let (folder, scratch) = try makeFolders()
        let browser = UIDocumentBrowserViewController()
        let delegate = Delegate(scratch: scratch)
        browser.browsingDirectoryURL = folder
        let host = makeHost(root: browser)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        let document = folder.appendingPathComponent("Plan.md")
        let editor = UIViewController()
        editor.modalPresentationStyle = .fullScreen
        editor.transitioningDelegate = delegate
        delegate.transition = browser.transitionController(forDocumentAt: document)
        delegate.transition?.targetView = editor.view
        #expect(delegate.transition?.documentURL == document)

        var presented = false
        browser.present(editor, animated: true) { presented = true }
        #expect(presented && delegate.animatorRequests == 1)
        #expect(browser.presentedViewController === editor)
        #expect(editor.view.superview === window)
        #expect(editor.view.frame == window.bounds && editor.view.alpha == 1)

        var dismissed = false
        editor.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && delegate.animatorRequests == 2)
        #expect(editor.view.superview == nil && browser.presentedViewController == nil)
        #expect(editor.view.alpha == 1)
    }

    /// An animator that cancels: the presentation is undone, and its completion never runs.
    @Test func aCancelledTransitionLeavesNothingPresented() throws {
        final class Cancelling: UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            var ended: [Bool] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(false)
                transitionContext.completeTransition(true)  // only the first call counts
            }
            func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let root = UIViewController()
        let host = makeHost(root: root)
        _ = host
        let animator = Cancelling()
        let sheet = UIViewController()
        sheet.transitioningDelegate = animator
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(!completed && animator.ended == [false])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil)
    }

    @Test func alertTextFieldsAreForAlertsOnly() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.text = "Untitled" }
        alert.addTextField()
        #expect(alert.textFields?.map(\.text) == ["Untitled", nil])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }
}
