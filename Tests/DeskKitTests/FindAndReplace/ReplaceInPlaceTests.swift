@testable import DeskKit
import Foundation
import Testing

/// Replace-all in a text view's in-memory storage shrinks the text where it lies; these check
/// that it gives exactly what building a new text gives, and that undo brings the old one back.
@MainActor
@Suite struct ReplaceInPlaceTests {
    /// A random batch over `text` whose replacements are all shorter (or all longer) than what
    /// they replace, or mixed.
    private func randomBatch(over text: [UInt8], growing: Bool?, using random: inout SeededGenerator) -> TextEditBatch {
        var batch = TextEditBatch()
        var position = 0
        while position < text.count {
            let start = position + Int.random(in: 0...20, using: &random)
            let length = Int.random(in: 0...6, using: &random)
            guard start + length <= text.count else { break }
            let grows = growing ?? Bool.random(using: &random)
            let replacementLength = grows ? Int.random(in: length...(length + 6), using: &random) : Int.random(in: 0...length, using: &random)
            batch.append(replacing: start..<(start + length), with: [UInt8](repeating: UInt8(ascii: "#"), count: replacementLength))
            position = start + length
        }
        return batch
    }

    @Test(arguments: 1...40) func batchInPlaceMatchesACopy(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let text = (0..<Int.random(in: 0...400, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
        for growing in [false, true] {
            let batch = randomBatch(over: text, growing: growing, using: &random)
            let expected = text.withUnsafeBufferPointer { batch.apply(to: $0) }
            var inPlace = text
            let inverse = batch.applyInPlace(to: &inPlace)
            #expect(inPlace == expected.text)
            #expect(inverse == expected.inverse)
            // The undo of one kind is a batch of the other kind, also applied in place.
            let undo = inverse?.applyInPlace(to: &inPlace)
            #expect(inPlace == text)
            #expect(undo == batch)
        }
    }

    @Test func mixedBatchIsLeftToTheCopyingPath() {
        var text = Array("one two".utf8)
        var batch = TextEditBatch()
        batch.append(replacing: 0..<3, with: Array("three".utf8))
        batch.append(replacing: 4..<7, with: Array("2".utf8))
        #expect(batch.applyInPlace(to: &text) == nil)
        #expect(text == Array("one two".utf8))
    }

    @Test func textViewReplaceAllIsOneUndoStepAndKeepsOtherText() {
        let original = String(repeating: "the cat and the théâtre; THE end. ", count: 2_000)
        let view = UITextView(frame: .zero)
        view.textStorage = InMemoryTextStorage(original)
        view.replaceAll(queryString: "the", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive), withText: "a")
        let expected = original.replacingOccurrences(of: "the", with: "a").replacingOccurrences(of: "THE", with: "a")
        #expect(view.text == expected)
        view.undoManager?.undo()
        #expect(view.text == original)
        #expect(view.undoManager?.canUndo == false)
    }

    @Test func regexTemplateReplaceAllInPlace() {
        let view = UITextView(frame: .zero)
        view.textStorage = InMemoryTextStorage("width=120, height=80, depth=45")
        let regex = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        view.replaceAll(queryString: "(\\w)\\w+=(\\d+)", options: regex, withText: "$1$2")
        #expect(view.text == "w120, h80, d45")
        view.undoManager?.undo()
        #expect(view.text == "width=120, height=80, depth=45")
    }
}
