@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A text view shown the first part of a file gets the whole file while the user types
/// (``UITextView/finishLoadingText(_:loadedCount:)``): what was typed stays where it was typed,
/// once, and undo takes back the typing, never the file.
@MainActor
@Suite(.serialized)
struct TextLoadingSpliceTests {
    /// The GPL's text twice over: its first part (cut after a whole line) is what the view shows first.
    private func file() throws -> (whole: [UInt8], firstCount: Int) {
        let licence = try Array(Data(contentsOf: URL(fileURLWithPath: "/usr/share/common-licenses/GPL-3")))
        let whole = licence + licence
        let firstCount = try #require(whole[..<(whole.count / 3)].lastIndex(of: UInt8(ascii: "\n"))) + 1
        return (whole, firstCount)
    }

    private func makeTextHost(showing first: ArraySlice<UInt8>) -> (TestHost, UITextView) {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.setText(utf8: Array(first))
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        return (host, textView)
    }

    private func text(_ view: UITextView) -> [UInt8] {
        view.textStorage.bytes(in: 0..<view.textStorage.utf8Count)
    }

    /// Nil when the view holds `expected`; else where they part (a whole file would not print well).
    private func mismatch(_ view: UITextView, _ expected: [UInt8]) -> String? {
        let actual = text(view)
        guard actual != expected else { return nil }
        let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
        return "\(actual.count) bytes where \(expected.count) were expected, the first difference at byte \(first)"
    }

    private func undoAll(_ view: UITextView) {
        while view.undoManager?.canUndo == true { view.undoManager?.undo() }
    }

    @Test func typingGoesOnAsOneUndoStepWhenTheRestJoinsBetweenTwoKeys() throws {
        let (whole, firstCount) = try file()
        let (host, view) = makeTextHost(showing: whole[..<firstCount])
        view.select(0..<0)
        host.type("R")
        var rest = whole
        view.finishLoadingText(&rest, loadedCount: firstCount)
        host.type("ead me. ")
        #expect(mismatch(view, Array("Read me. ".utf8) + whole) == nil)
        #expect(view.selectedByteRange == 9..<9)
        view.undoManager?.undo()
        #expect(mismatch(view, whole) == nil, "one undo takes back every key of the run, the one before the rest joined too")
        #expect(view.undoManager?.canUndo == false)
    }

    @Test func typingAtTheEndOfThePartShownStaysBeforeTheRest() throws {
        let (whole, firstCount) = try file()
        let (host, view) = makeTextHost(showing: whole[..<firstCount])
        view.select(firstCount..<firstCount)
        host.type("[more")
        var rest = whole
        view.finishLoadingText(&rest, loadedCount: firstCount)
        host.type("]")
        #expect(mismatch(view, Array(whole[..<firstCount]) + Array("[more]".utf8) + Array(whole[firstCount...])) == nil)
        #expect(view.selectedByteRange == (firstCount + 6)..<(firstCount + 6))
        view.undoManager?.undo()
        #expect(mismatch(view, whole) == nil)
    }

    @Test func backspacingAcrossTheEndOfThePartShownBeforeAndAfterTheRestJoins() throws {
        let (whole, firstCount) = try file()
        let (host, view) = makeTextHost(showing: whole[..<firstCount])
        view.select(firstCount..<firstCount)
        #expect(host.press("\u{8}"))
        #expect(host.press("\u{8}"))
        var rest = whole
        view.finishLoadingText(&rest, loadedCount: firstCount)
        #expect(host.press("\u{8}"))
        host.type("x")
        #expect(mismatch(view, Array(whole[..<(firstCount - 3)]) + Array("x".utf8) + Array(whole[firstCount...])) == nil)
        view.undoManager?.undo()
        #expect(mismatch(view, whole) == nil, "the three bytes taken come back, the one taken after the rest joined too")
    }

    @Test func aSelectionReplacedBeforeTheRestJoinsIsUndoneAfterIt() throws {
        let (whole, firstCount) = try file()
        let (host, view) = makeTextHost(showing: whole[..<firstCount])
        // From the middle of the part shown to its end, replaced by a word.
        let middle = firstCount / 2
        view.select(middle..<firstCount)
        host.type("gone")
        var rest = whole
        view.finishLoadingText(&rest, loadedCount: firstCount)
        #expect(mismatch(view, Array(whole[..<middle]) + Array("gone".utf8) + Array(whole[firstCount...])) == nil)
        undoAll(view)
        #expect(mismatch(view, whole) == nil)
    }

    /// Keys at random places of the part shown (its first and last bytes among them), the rest
    /// joining after a random one of them: the text is the part as edited followed by the rest,
    /// byte for byte, and one undo per run of keys at the caret gives back the file.
    @Test func randomEditsAroundTheRestJoiningLandOnceEach() throws {
        let (whole, firstCount) = try file()
        var random = TestRandom("TextLoadingSpliceTests")
        let seed = random.seed
        for round in 0..<20 {
            let (host, view) = makeTextHost(showing: whole[..<firstCount])
            var model = Array(whole[..<firstCount])
            let joinAfter = Int.random(in: 0..<12, using: &random)
            var joined = false
            // Keys at the caret the last key left go on as one undo step; a key elsewhere starts one.
            var caret: Int?
            var undoSteps = 0
            for step in 0..<12 {
                let end = model.count
                // The start, the end (where the rest joins), or anywhere between two characters.
                var place = [0, end, Int.random(in: 0...end, using: &random)].randomElement(using: &random)!
                while place < end, model[place] & 0xC0 == 0x80 { place += 1 }
                view.select(place..<place)
                if place != caret { undoSteps += 1 }
                if Bool.random(using: &random), place > 0 {
                    #expect(host.press("\u{8}"))
                    // Backspace takes the character before: one scalar, as the words typed are.
                    var start = place - 1
                    while model[start] & 0xC0 == 0x80 { start -= 1 }
                    model.removeSubrange(start..<place)
                    caret = start
                } else {
                    let word = ["a", "é", "line\n", "🙂"].randomElement(using: &random)!
                    host.type(word)
                    model.insert(contentsOf: Array(word.utf8), at: place)
                    caret = place + word.utf8.count
                }
                if step == joinAfter {
                    var rest = whole
                    view.finishLoadingText(&rest, loadedCount: firstCount)
                    joined = true
                }
                let expected = joined ? model + Array(whole[firstCount...]) : model
                #expect(mismatch(view, expected) == nil, "seed \(seed), round \(round), step \(step)")
            }
            for _ in 0..<undoSteps { view.undoManager?.undo() }
            #expect(mismatch(view, whole) == nil, "seed \(seed), round \(round): \(undoSteps) undos give back the file")
            #expect(view.undoManager?.canUndo == false, "seed \(seed), round \(round): the rest joining made no undo step")
        }
    }
}
