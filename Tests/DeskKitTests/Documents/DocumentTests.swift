import DeskKit
import Foundation
import Testing

/// UIDocument: reading, change counting, saving atomically and reporting failures.
@MainActor
@Suite struct DocumentTests {
    /// A text document, written as UIKit apps write their UIDocument subclasses.
    final class TextDocument: UIDocument {
        var text = ""

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            if let data = contents as? Data { text = String(decoding: data, as: UTF8.self) }
        }

        override func contents(forType typeName: String) throws -> Any {
            Data(text.utf8)
        }
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func openEditSaveAndReopen() async throws {
        let url = try folder().appendingPathComponent("Plan.md")
        try Data("# Plan".utf8).write(to: url)
        let document = TextDocument(fileURL: url)
        #expect(document.documentState == .closed)
        #expect(document.localizedName == "Plan" && document.fileType == "md")
        #expect(await document.open())
        #expect(document.text == "# Plan" && document.documentState == .normal)

        document.text += "\nRoof"
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        var saved: Bool?
        document.autosave { saved = $0 }
        #expect(saved == true && !document.hasUnsavedChanges)
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "# Plan\nRoof")

        document.updateChangeCount(.done)
        document.updateChangeCount(.undone)
        #expect(!document.hasUnsavedChanges)
        document.text = "Changed"
        document.updateChangeCount(.done)
        #expect(await document.close())
        let reopened = TextDocument(fileURL: url)
        #expect(await reopened.open())
        #expect(reopened.text == "Changed")
    }

    @Test func creatingRefusesToReplaceAFileAndFailuresAreReported() throws {
        let directory = try folder()
        let url = directory.appendingPathComponent("Taken.md")
        try Data("old".utf8).write(to: url)
        let document = TextDocument(fileURL: url)
        document.text = "new"
        var result: Bool?
        document.save(to: url, for: .forCreating) { result = $0 }
        #expect(result == false && document.documentState.contains(.savingError))
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "old")

        let fresh = directory.appendingPathComponent("Fresh.md")
        document.save(to: fresh, for: .forCreating) { result = $0 }
        #expect(result == true && document.fileURL == fresh && !document.documentState.contains(.savingError))

        let missing = TextDocument(fileURL: directory.appendingPathComponent("Missing.md"))
        missing.open { result = $0 }
        #expect(result == false && missing.documentState == .closed)

        let bare = UIDocument(fileURL: fresh)
        bare.open { result = $0 }
        #expect(result == false)
        #expect(DocumentSaveError.notImplemented(type: "UIDocument", method: "load(fromContents:ofType:)").description
            == "'UIDocument' does not override load(fromContents:ofType:). Override it to read and write the document.")
    }
}
