import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The editor's text edit menu, as in the seed: Highlight only with a selection (and it marks
/// the text), Insert Photo always, both after the system's actions.
@MainActor
@Suite(.serialized)
struct EditorEditMenuTests {
    private func launch() -> (TestHost, UITextView) {
        UIPasteboard.general.strings = nil
        let host = launchBlueprints()
        let editor = host.editor(0)!
        return (host, editor.documentTextView)
    }

    @Test func highlightNeedsASelectionInsertPhotoIsAlwaysThere() throws {
        let (host, textView) = launch()
        textView.select(0..<0)
        host.rightClick(at: TestHost.documentPoint)
        let titles = host.editMenuTitles
        #expect(!titles.contains("Highlight"))
        let photo = try #require(titles.firstIndex(of: "Insert Photo"))
        #expect(try #require(titles.firstIndex(of: "Select All")) < photo)
        textView.editMenuInteraction.dismissMenu()

        textView.select(0..<6)
        host.rightClick(at: TestHost.documentPoint)
        let selected = host.editMenuTitles
        let copy = try #require(selected.firstIndex(of: "Copy"))
        let highlight = try #require(selected.firstIndex(of: "Highlight"))
        #expect(copy < highlight)
        #expect(selected[highlight + 1] == "Insert Photo")
    }

    @Test func highlightMarksTheSelectionAndTheMarkFollowsEdits() throws {
        let (host, textView) = launch()
        let text: String = textView.text
        let shed = try #require(text.range(of: "shed"))
        textView.selectedRange = NSRange(shed, in: text)
        let bytes = text.utf8.distance(from: text.utf8.startIndex, to: shed.lowerBound)
        host.rightClick(at: TestHost.documentPoint)
        #expect(host.chooseEditMenuItem(["Highlight"]))
        #expect(textView.highlightedByteRanges == [bytes..<(bytes + 4)])
        #expect(host.editMenu == nil)

        // Typing before the mark moves it; typing inside it is marked too, as attributes carry
        // over in UIKit; deleting the marked text removes the mark.
        textView.select(0..<0)
        textView.insertText("My ")
        #expect(textView.highlightedByteRanges == [(bytes + 3)..<(bytes + 7)])
        textView.select((bytes + 5)..<(bytes + 5))
        textView.insertText("XX")
        #expect(textView.highlightedByteRanges == [(bytes + 3)..<(bytes + 9)])
        textView.select((bytes + 3)..<(bytes + 9))
        textView.deleteBackward()
        #expect(textView.highlightedByteRanges.isEmpty)
    }

    @Test func insertPhotoPutsAPlaceholderAtTheCaretUndoably() throws {
        let (host, textView) = launch()
        let text: String = textView.text
        textView.select(0..<0)
        host.tap(at: TestHost.documentPoint)
        #expect(host.editMenu?.kind == .compact)
        #expect(host.chooseEditMenuItem(["Insert Photo"]))
        #expect(textView.text == "\n[Photo 1]\n" + text)
        textView.undoManager?.undo()
        #expect(textView.text == text)
    }
}
