import BlueprintsApp
import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Another program changes a file open in Blueprints: the document hears it at once, without
/// waiting for the editor's check of files on disk.
@MainActor
@Suite(.serialized) struct EditorFileChangeTests {
    /// Lets the main queue run until `condition` holds, for at most three seconds.
    private func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<60 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    @Test func anUneditedFileReloadsWhenAnotherProgramRewritesIt() async throws {
        let url = try temporaryFile("roof.txt", "slate\n")
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        try Data("tiles\n".utf8).write(to: url, options: .atomic)
        #expect(try await eventually { editor.documentTextView.text == "tiles\n" })
        #expect(editor.fileMessage == "'roof.txt' changed on disk and was reloaded.")
        #expect(!editor.currentTab.isEdited)
    }
}
