import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// One find interaction over every note, as Mail searches a conversation's messages.
@MainActor
@Suite(.serialized)
struct NotesFindTests {
    private func launchShowingNotes() throws -> (TestHost, EditorViewController, NotesView) {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        let editor = try #require(host.keyWindow?.rootViewController as? EditorViewController)
        #expect(host.mainMenuTitles(["View"]).contains("Show Notes"))
        #expect(host.performMainMenuItem(["View", "Show Notes"]))
        #expect(editor.isShowingNotes)
        #expect(host.mainMenuTitles(["View"]).contains("Hide Notes"))
        return (host, editor, editor.notesView)
    }

    private func session(_ notes: NotesView) async throws -> UITextSearchingFindSession {
        let session = try #require(notes.findInteraction.activeFindSession as? UITextSearchingFindSession)
        await session.waitUntilSearchFinished()
        return session
    }

    @Test func resultsRunAcrossNotesInNoteOrder() async throws {
        let (host, editor, notes) = try launchShowingNotes()
        #expect(notes.isFirstResponder)
        #expect(host.keyWindow?.windowScene?.title == "Notes")
        // Start in the third note: its results are found first, yet they are ordered by note.
        notes.noteViews[2].becomeFirstResponder()
        #expect(host.press("f", modifiers: .command))
        #expect(notes.findInteraction.isFindNavigatorVisible)
        host.type("timber")
        let session = try await session(notes)

        let documents = session.foundRanges.map { $0.document?.base as? Int }
        #expect(documents == [0, 1, 2, 3])
        #expect(session.foundRanges.allSatisfy { result in
            guard let index = result.document?.base as? Int else { return false }
            let view = notes.noteViews[index]
            return view.text(in: result.range)?.lowercased() == "timber"
        })
        // The search starts from the note with the keyboard: the first result there is current.
        #expect(notes.findInteraction.navigatorState.resultText == "3 of 4")
        #expect(notes.noteViews[2].highlightedFoundTextRange != nil)
        #expect(notes.noteViews[0].highlightedFoundTextRange == nil)
        #expect(notes.noteViews[0].foundTextRanges.count == 1)

        // Enter moves to the next note, and wraps from the last note to the first.
        host.press("\r")
        #expect(notes.findInteraction.navigatorState.resultText == "4 of 4")
        #expect(notes.noteViews[3].highlightedFoundTextRange != nil)
        #expect(notes.noteViews[2].highlightedFoundTextRange == nil)
        host.press("\r")
        #expect(notes.findInteraction.navigatorState.resultText == "1 of 4")
        #expect(notes.noteViews[0].highlightedFoundTextRange != nil)
        #expect(host.press("g", modifiers: [.command, .shift]))
        #expect(notes.findInteraction.navigatorState.resultText == "4 of 4")

        // The notes are read-only, like a conversation's messages: there is nothing to replace.
        #expect(!host.press("h", modifiers: .command))
        #expect(!session.supportsReplacement)

        host.press(UIKeyCommand.inputEscape)
        #expect(!notes.findInteraction.isFindNavigatorVisible)
        #expect(notes.noteViews.allSatisfy { $0.foundTextRanges.isEmpty && $0.highlightedFoundTextRange == nil })
        #expect(editor.isShowingNotes)
    }

    @Test func hidingTheNotesClosesTheirFindBarAndReturnsToTheDocument() throws {
        let (host, editor, notes) = try launchShowingNotes()
        host.press("f", modifiers: .command)
        #expect(notes.findInteraction.isFindNavigatorVisible)
        #expect(host.press("n", modifiers: [.command, .alternate]))
        #expect(!editor.isShowingNotes)
        #expect(!notes.findInteraction.isFindNavigatorVisible)
        #expect(editor.documentTextView.isFirstResponder)
        #expect(host.keyWindow?.windowScene?.title == SampleDocuments.all[0].title)
    }

    /// The notes' options menu is the standard one plus the app's "Current Note Only", made by
    /// its optionsMenuProvider; the toggle narrows the search to the note with the keyboard.
    @Test func optionsMenuProviderAddsCurrentNoteOnly() async throws {
        let (host, _, notes) = try launchShowingNotes()
        notes.noteViews[2].becomeFirstResponder()
        #expect(host.press("f", modifiers: .command))
        host.type("timber")
        #expect(try await session(notes).foundRanges.count == 4)

        let titles = MenuQuery.visibleTitles(of: notes.findInteraction.optionsMenu)
        #expect(titles == ["Match Case", "Contains", "Starts With", "Whole Words", "Regular Expression", "Ignore Diacritics", "Current Note Only"])
        let toggle = try #require(MenuQuery.element(at: ["Current Note Only"], in: notes.findInteraction.optionsMenu))
        #expect((toggle as? UIAction)?.state == .off)
        #expect(host.application.perform(toggle))
        let narrowed = try await session(notes)
        #expect(narrowed.foundRanges.map { $0.document?.base as? Int } == [2])
        #expect(notes.findInteraction.navigatorState.resultText == "1 of 1")
        #expect((MenuQuery.element(at: ["Current Note Only"], in: notes.findInteraction.optionsMenu) as? UIAction)?.state == .on)

        let again = try #require(MenuQuery.element(at: ["Current Note Only"], in: notes.findInteraction.optionsMenu))
        #expect(host.application.perform(again))
        #expect(try await session(notes).foundRanges.count == 4)
    }
}
