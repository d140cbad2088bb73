import DeskKit
import DeskKitTesting
import DeskKitTestSupport
import Foundation
import Testing

/// UIDocumentViewController with a real Markdown file (GLib's README, which every machine with
/// GTK has): opening as it shows or from outside, the title from the document, rename in place
/// through the navigation item, the title menu's document actions and the undo and redo buttons.
@MainActor
@Suite struct DocumentViewControllerTests {
    /// A Markdown document kept as text, as the WWDC22 editor keeps its own.
    final class MarkdownText: UIDocument {
        var text = ""

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            if let data = contents as? Data { text = String(decoding: data, as: UTF8.self) }
        }

        override func contents(forType typeName: String) throws -> Any {
            Data(text.utf8)
        }
    }

    /// An editor written as the WWDC22 sample writes its own: a text view showing the document,
    /// whose undo manager becomes the document's, and the undo and redo buttons in the bar.
    final class Editor: UIDocumentViewController {
        let textView = UITextView()
        var openings = 0
        var updates = 0

        var markdown: MarkdownText? { document as? MarkdownText }

        override func loadView() {
            view = textView
        }

        override func documentDidOpen() {
            openings += 1
            guard let markdown else { return }
            textView.text = markdown.text
            markdown.undoManager = textView.undoManager
        }

        override func navigationItemDidUpdate() {
            updates += 1
            navigationItem.leadingItemGroups = [undoRedoItemGroup]
        }
    }

    /// GLib's README.md, copied into a fresh folder so renames never touch the original.
    static let readme = URL(fileURLWithPath: "/usr/share/doc/libglib2.0-0/README.md")

    static func copiedReadme() throws -> (file: URL, text: String) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let file = try temporaryFolder("document-view-controller").appendingPathComponent("README.md")
        try FileManager.default.copyItem(at: readme, to: file)
        return (file, text)
    }

    @Test func showingTheControllerOpensTheDocumentAndTitlesTheBarWithIt() throws {
        let (file, text) = try Self.copiedReadme()
        #expect(text.hasPrefix("# GLib"))
        let document = MarkdownText(fileURL: file)
        let editor = Editor(document: document)
        #expect(document.documentState.contains(.closed) && editor.openings == 0)
        #expect(editor.navigationItem.title == "README", "the title comes from the document before it opens")

        let host = makeHost(showing: UINavigationController(rootViewController: editor))
        #expect(document.documentState == .normal, "showing the controller opens its document")
        #expect(editor.openings == 1 && editor.textView.text == text)
        #expect(editor.updates >= 1)
        #expect(editor.navigationItem.style == .editor)
        #expect(editor.navigationItem.documentProperties?.url == file)
        #expect(host.navigationBar()?.elementNames.contains("\"README\"") == true)

        let menu = try #require(host.openTitleMenu())
        #expect(menu.header?.name == "README.md")
        #expect(menu.header?.byteCount == Int64(text.utf8.count))
        #expect(host.titleMenuTitles == ["Share…", "Duplicate", "Move", "Rename"])
    }

    @Test func openingFromOutsideAndAssigningDocuments() async throws {
        let (file, text) = try Self.copiedReadme()
        let editor = Editor(document: nil)
        #expect(await editor.openDocument() == false, "there is no document to open")
        #expect(editor.undoRedoItemGroup.isHidden, "no document, no undo manager")

        let first = MarkdownText(fileURL: file)
        editor.document = first
        #expect(first.documentState.contains(.closed), "a controller that is not showing opens later")
        #expect(await editor.openDocument())
        #expect(first.documentState == .normal && first.text == text && editor.openings == 1)
        #expect(!editor.undoRedoItemGroup.isHidden)

        // An open document shows at once; the one the controller opened is closed.
        let second = MarkdownText(fileURL: file)
        #expect(await second.open())
        editor.document = second
        #expect(editor.openings == 2 && editor.textView.text == text)
        #expect(first.documentState.contains(.closed))
        // The controller did not open the second document, so it leaves it open.
        editor.document = nil
        #expect(second.documentState == .normal)
        #expect(editor.navigationItem.documentProperties == nil && editor.navigationItem.renameDelegate == nil)

        let missing = MarkdownText(fileURL: file.deletingLastPathComponent().appendingPathComponent("Missing.md"))
        editor.document = missing
        var opened: Bool?
        editor.openDocument { opened = $0 }
        #expect(opened == false && editor.openings == 2)
        #expect(editor.navigationItem.title == "Missing")
    }

    @Test func renamingTheTitleRenamesTheDocumentsFile() throws {
        let (file, text) = try Self.copiedReadme()
        let folder = file.deletingLastPathComponent()
        let document = MarkdownText(fileURL: file)
        let editor = Editor(document: document)
        let host = makeHost(showing: UINavigationController(rootViewController: editor))
        #expect(editor.navigationItem.canRename)

        #expect(host.beginRename())
        #expect(host.renameText == "README")
        host.type("Notes")
        #expect(host.pressEnter())
        let renamed = folder.appendingPathComponent("Notes.md")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try String(contentsOf: renamed, encoding: .utf8) == text, "the extension is kept and the content moves with the file")
        #expect(document.fileURL == renamed && document.documentState == .normal)
        #expect(editor.navigationItem.title == "Notes")
        #expect(editor.navigationItem.documentProperties?.url == renamed)
        #expect(host.navigationBar()?.elementNames.contains("\"Notes\"") == true)

        // Saving after the rename writes the renamed file.
        document.text += "\nRenamed in place."
        document.updateChangeCount(.done)
        var saved: Bool?
        document.autosave { saved = $0 }
        #expect(saved == true)
        #expect(try String(contentsOf: renamed, encoding: .utf8).hasSuffix("Renamed in place."))

        // A name another file has is refused: the file and the title keep theirs, and the
        // user is told why.
        let taken = folder.appendingPathComponent("INSTALL.md")
        try Data("Install".utf8).write(to: taken)
        #expect(host.beginRename())
        host.type("INSTALL")
        #expect(host.pressEnter())
        #expect(document.fileURL == renamed && FileManager.default.fileExists(atPath: renamed.path))
        #expect(try String(contentsOf: taken, encoding: .utf8) == "Install")
        #expect(editor.navigationItem.title == "Notes")
        let alert = try #require(editor.presentedViewController as? UIAlertController)
        #expect(alert.message?.contains("INSTALL.md") == true)
    }

    @Test func theTitleMenuDuplicatesTheDocumentBesideIt() throws {
        let (file, text) = try Self.copiedReadme()
        let folder = file.deletingLastPathComponent()
        let document = MarkdownText(fileURL: file)
        let editor = Editor(document: document)
        let host = makeHost(showing: UINavigationController(rootViewController: editor))
        document.text += "\nUnsaved line."
        document.updateChangeCount(.done)

        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Duplicate"]))
        let copy = folder.appendingPathComponent("README copy.md")
        #expect(try String(contentsOf: copy, encoding: .utf8) == text + "\nUnsaved line.", "the copy has what the editor shows")
        #expect(!document.hasUnsavedChanges && document.fileURL == file, "the document stays where it was, saved")

        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Duplicate"]))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("README copy 2.md").path))
    }

    @Test func movingFromTheTitleMenuTakesTheDocumentAlong() throws {
        let (file, text) = try Self.copiedReadme()
        let destination = try temporaryFolder("document-view-controller-move")
        let document = MarkdownText(fileURL: file)
        let editor = Editor(document: document)
        let host = makeHost(showing: UINavigationController(rootViewController: editor))
        document.text += "\nMoved along."
        document.updateChangeCount(.done)

        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Move"]))
        #expect(host.documentPicker != nil, "Move asks where to with the file chooser")
        #expect(host.pickDocuments([destination]))
        let moved = destination.appendingPathComponent("README.md")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try String(contentsOf: moved, encoding: .utf8) == text + "\nMoved along.", "the file was saved before it moved")
        #expect(document.fileURL == moved && document.documentState == .normal)
        #expect(editor.navigationItem.documentProperties?.url == moved)
        #expect(editor.navigationItem.title == "README")
    }

    @Test func undoAndRedoButtonsFollowTheDocumentsUndoManager() throws {
        let (file, text) = try Self.copiedReadme()
        let document = MarkdownText(fileURL: file)
        let editor = Editor(document: document)
        let host = makeHost(showing: UINavigationController(rootViewController: editor))
        let group = editor.undoRedoItemGroup
        let undo = try #require(group.barButtonItems.first)
        let redo = try #require(group.barButtonItems.last)
        #expect(document.undoManager === editor.textView.undoManager)
        #expect(!group.isHidden && !undo.isEnabled && !redo.isEnabled)
        #expect(host.navigationBar()?.elementNames.contains("Undo") == true)

        editor.textView.becomeFirstResponder()
        editor.textView.selectedRange = NSRange(location: 0, length: 0)
        host.type("Read me. ")
        #expect(editor.textView.text == "Read me. " + text)
        #expect(undo.isEnabled && !redo.isEnabled, "typing leaves something to undo")
        #expect(document.hasUnsavedChanges, "the document counts the text view's undo steps as changes")

        var clicks = 0
        while undo.isEnabled, clicks < 20 {
            #expect(host.clickBarItem("Undo"))
            clicks += 1
        }
        #expect(editor.textView.text == text, "the Undo button undid the typing")
        #expect(!undo.isEnabled && redo.isEnabled)
        #expect(!document.hasUnsavedChanges, "undoing every step leaves the document as saved")

        while redo.isEnabled, clicks < 40 {
            #expect(host.clickBarItem("Redo"))
            clicks += 1
        }
        #expect(editor.textView.text == "Read me. " + text)
        #expect(undo.isEnabled && !redo.isEnabled && document.hasUnsavedChanges)

        // Replacing the text forgets every step, and the buttons say so.
        editor.textView.text = text
        #expect(!undo.isEnabled && !redo.isEnabled)
    }
}
