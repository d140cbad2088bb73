@testable import DeskKit
import DeskKitTestSupport
import Foundation
import Testing

/// UIDocument following its file: another program rewrites, truncates, replaces or deletes it.
@MainActor
@Suite struct DocumentFileChangeTests {
    final class TextDocument: UIDocument {
        var text = ""

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
        }

        override func contents(forType typeName: String) throws -> Any {
            Data(text.utf8)
        }
    }

    private func openDocument(_ text: String) async throws -> (TextDocument, URL) {
        let url = try temporaryFile("Plan.txt", text)
        let document = TextDocument(fileURL: url)
        document.draftsDirectory = try temporaryFolder("drafts")
        #expect(await document.open())
        return (document, url)
    }

    /// Lets the main queue run until `condition` holds, for at most three seconds.
    private func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<60 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    @Test func aCleanDocumentReloadsAFileRewrittenOrTruncated() async throws {
        let (document, url) = try await openDocument("Plan\n")
        // Replaced by an atomic save (a new file renamed over it), as editors save.
        try Data("Plan\nRoof\n".utf8).write(to: url, options: .atomic)
        #expect(try await eventually { document.text == "Plan\nRoof\n" })
        #expect(!document.hasUnsavedChanges && !document.documentState.contains(.inConflict))

        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        #expect(try await eventually { document.text.isEmpty })
    }

    @Test func aDocumentWithUnsavedChangesKeepsThemAndIsInConflict() async throws {
        let (document, url) = try await openDocument("Plan\n")
        document.text = "Plan\nMine\n"
        document.updateChangeCount(.done)
        try Data("Plan\nTheirs\n".utf8).write(to: url)
        #expect(try await eventually { document.documentState.contains(.inConflict) })
        #expect(document.text == "Plan\nMine\n" && document.hasUnsavedChanges)

        // Reload: the file's version.
        #expect(await document.revert(toContentsOf: url))
        #expect(document.text == "Plan\nTheirs\n" && !document.documentState.contains(.inConflict))
    }

    @Test func keepingMyVersionSavesOverTheirs() async throws {
        let (document, url) = try await openDocument("Plan\n")
        document.text = "Plan\nMine\n"
        document.updateChangeCount(.done)
        try Data("Plan\nTheirs\n".utf8).write(to: url)
        #expect(try await eventually { document.documentState.contains(.inConflict) })
        var saved = false
        document.save(to: url, for: .forOverwriting) { saved = $0 }
        #expect(saved && document.documentState == .normal)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Plan\nMine\n")
        // Its own save is not taken for another program's change.
        try await Task.sleep(for: .milliseconds(400))
        #expect(document.documentState == .normal && document.text == "Plan\nMine\n")
    }

    /// An app writing the file with its own writer, then typing on before the file watch hears
    /// of the write: no conflict, because the app said the write was the document's.
    @Test func aSaveByTheAppsOwnWriterFollowedByTypingIsNoConflict() async throws {
        let (document, url) = try await openDocument("Plan\n")
        document.text = "Plan\nMine\n"
        document.updateChangeCount(.done)
        try Data(document.text.utf8).write(to: url, options: .atomic)
        document.noteSavedToFile()
        #expect(!document.hasUnsavedChanges)
        document.text += "More\n"
        document.updateChangeCount(.done)
        try await Task.sleep(for: .milliseconds(400))
        #expect(!document.documentState.contains(.inConflict))
        #expect(document.text == "Plan\nMine\nMore\n" && document.hasUnsavedChanges)
        // Another program's write after that still is one.
        try Data("Plan\nTheirs\n".utf8).write(to: url, options: .atomic)
        #expect(try await eventually { document.documentState.contains(.inConflict) })
    }

    @Test func aDeletedFileLeavesTheTextUnsavedToWriteBack() async throws {
        let (document, url) = try await openDocument("Plan\n")
        try FileManager.default.removeItem(at: url)
        #expect(try await eventually { document.hasUnsavedChanges })
        #expect(document.text == "Plan\n")
        var saved = false
        document.save(to: url, for: .forOverwriting) { saved = $0 }
        #expect(saved && (try? String(contentsOf: url, encoding: .utf8)) == "Plan\n")
    }
}
