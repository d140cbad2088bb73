@testable import DeskKit
import DeskKitTestSupport
import Foundation
import Testing

/// UIDocument's drafts: unsaved changes written a moment after they pause, brought back on
/// opening, removed when saved or given up, and a damaged draft set aside with the file kept.
@MainActor
@Suite struct DocumentDraftTests {
    final class TextDocument: UIDocument {
        var text = ""

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let data = contents as? Data, let string = String(data: data, encoding: .utf8) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            text = string
        }

        override func contents(forType typeName: String) throws -> Any {
            Data(text.utf8)
        }
    }

    /// A file holding `text` and a document for it keeping drafts in a folder of its own.
    private func document(_ text: String) throws -> (TextDocument, URL, DocumentDraftStore) {
        let url = try temporaryFile("Plan.txt", text)
        let drafts = try temporaryFolder("drafts")
        let document = TextDocument(fileURL: url)
        document.draftsDirectory = drafts
        return (document, url, DocumentDraftStore(directory: drafts))
    }

    private func draftText(_ store: DocumentDraftStore, _ url: URL) -> String? {
        StateWriteQueue.drain()
        guard case .draft(let data, _) = store.read(for: url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aDraftIsWrittenOnceTypingPauses() async throws {
        let (document, url, store) = try document("Plan\n")
        #expect(await document.open())
        document.text += "Roof"
        document.updateChangeCount(.done)
        #expect(draftText(store, url) == nil, "written before typing paused")
        try await Task.sleep(for: .milliseconds(600))
        #expect(draftText(store, url) == "Plan\nRoof")
        // The file itself is untouched until the document is saved.
        #expect(try String(contentsOf: url, encoding: .utf8) == "Plan\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { !$0.hasSuffix(".draft") }
        #expect(leftovers.isEmpty, "temporary files left beside the draft: \(leftovers)")
    }

    @Test func continuousTypingIsStillDraftedWithinTheLongestWait() async throws {
        let (document, url, store) = try document("")
        #expect(await document.open())
        var sawDraftWhileTyping = false
        for step in 0..<30 {
            document.text += "x"
            document.updateChangeCount(.done)
            try await Task.sleep(for: .milliseconds(50))
            if step >= 25, draftText(store, url) != nil { sawDraftWhileTyping = true }
        }
        #expect(sawDraftWhileTyping, "no draft after 1.5 s of typing with no pause")
    }

    @Test func openingBringsTheDraftBackUnsavedAndRevertGivesItUp() async throws {
        let (first, url, store) = try document("Plan\n")
        #expect(await first.open())
        first.text = "Plan\nWalls"
        first.updateChangeCount(.done)
        first.draftDebouncer.flush()
        #expect(draftText(store, url) == "Plan\nWalls")

        let reopened = TextDocument(fileURL: url)
        reopened.draftsDirectory = store.directory
        #expect(await reopened.open())
        #expect(reopened.text == "Plan\nWalls" && reopened.hasUnsavedChanges)

        #expect(await reopened.revert(toContentsOf: url))
        #expect(reopened.text == "Plan\n" && !reopened.hasUnsavedChanges)
        #expect(draftText(store, url) == nil)
    }

    @Test func savingOrUndoingBackToCleanRemovesTheDraft() async throws {
        let (document, url, store) = try document("Plan\n")
        #expect(await document.open())
        document.text += "Roof"
        document.updateChangeCount(.done)
        document.draftDebouncer.flush()
        #expect(draftText(store, url) != nil)
        document.updateChangeCount(.undone)
        #expect(draftText(store, url) == nil, "undone back to the file, the draft stays")

        document.updateChangeCount(.done)
        document.draftDebouncer.flush()
        document.updateChangeCount(.cleared)
        #expect(draftText(store, url) == nil)

        document.updateChangeCount(.done)
        document.draftDebouncer.flush()
        var saved = false
        document.save(to: url, for: .forOverwriting) { saved = $0 }
        #expect(saved && draftText(store, url) == nil)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Plan\nRoof")
    }

    @Test func aDamagedDraftIsSetAsideAndTheFileOpensAsSaved() async throws {
        let (document, url, store) = try document("Plan\n")
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        // A draft cut short before its document's path ends, as a full disk might leave one.
        try Data("\(DocumentDraftStore.formatLine)\n/home/someone/Pl".utf8).write(to: store.draftURL(for: url))
        #expect(await document.open())
        #expect(document.text == "Plan\n" && !document.hasUnsavedChanges)
        let kept = try FileManager.default.contentsOfDirectory(atPath: store.directory.path)
        #expect(kept.count == 1 && kept[0].contains(".unusable-"), "the damaged draft is not kept: \(kept)")

        // Bytes the document cannot load are set aside the same way.
        try store.write(Data([0xFF, 0xFE]), for: url)
        let second = TextDocument(fileURL: url)
        second.draftsDirectory = store.directory
        #expect(await second.open())
        #expect(second.text == "Plan\n" && !second.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Plan\n")
        let bothKept = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { $0.contains(".unusable-") }
        #expect(bothKept.count == 2, "a draft set aside replaced another: \(bothKept)")
    }

    @Test func aDraftOlderThanTheFileIsNotLoaded() async throws {
        let (document, url, store) = try document("Plan\n")
        try store.write(Data("old draft".utf8), for: url)
        // Another program saved the file after the draft was written.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: store.draftURL(for: url).path)
        #expect(await document.open())
        #expect(document.text == "Plan\n" && !document.hasUnsavedChanges)
    }
}
