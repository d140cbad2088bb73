import BlueprintsApp
import DeskKit
import DeskKitTesting
import DeskKitTestSupport
import Foundation
import Testing

/// Files named on the command line or sent by a file manager reach Blueprints as UIKit hands them
/// over: in the first scene's `urlContexts` at launch, and in `scene(_:openURLContexts:)` of the
/// window showing when the app already runs (a second launch hands its files to the first).
@MainActor
@Suite(.serialized)
struct OpeningFilesFromTheDesktopTests {
    /// A licence text shipped with the system, as a user's own text file.
    private func systemText(_ name: String) throws -> URL {
        let text = try String(contentsOfFile: "/usr/share/common-licenses/Apache-2.0", encoding: .utf8)
        return try temporaryFile(name, text)
    }

    @Test func filesOfTheLaunchOpenInTheFirstWindowAndLaterOnesInTheWindowShowing() throws {
        let plan = try systemText("plan.txt")
        let notes = try systemText("notes.txt")
        let host = launchBlueprints(opening: [plan, notes])
        #expect(host.windows.count == 1)
        let editor = try #require(host.editor(0))
        let opened = editor.openTabs.compactMap { $0.document.fileURL?.lastPathComponent }
        #expect(opened.sorted() == ["notes.txt", "plan.txt"], "each file in a tab of its own, once")
        #expect(editor.documentTextView.text.hasPrefix("\n                                 Apache License"))

        let later = try systemText("later.txt")
        host.open([later])
        #expect(host.windows.count == 1, "the running app's window takes the file; no window is added")
        #expect(editor.currentTab.document.fileURL == later.standardizedFileURL)
        #expect(host.windows[0].windowScene?.title == "later.txt")
    }

    @Test func aFileOpenedIntoRestoredWindowsGoesToTheKeyWindow() throws {
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        #expect(first.application.saveSceneState())

        let plan = try systemText("plan.txt")
        let second = launchBlueprints(restoringFrom: directory, opening: [plan])
        #expect(second.windows.count == 1)
        let editor = try #require(second.editor(0))
        #expect(editor.currentTab.document.fileURL == plan.standardizedFileURL)
    }
}
