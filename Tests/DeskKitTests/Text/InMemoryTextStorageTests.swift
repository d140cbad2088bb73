import DeskKit
import DeskKitTesting
import Testing

/// The gap-buffer storage behind every text view: whatever mix of edits, reads and snapshots,
/// it holds exactly the bytes a plain array edited the same way holds.
@MainActor
struct InMemoryTextStorageTests {
    @Test func randomEditsReadsAndSnapshotsMatchAPlainArray() {
        var random = TestRandom("InMemoryTextStorageTests")
        let alphabet = Array("ab é€😀\n".utf8)
        for _ in 0..<40 {
            var expected = (0..<Int.random(in: 0...3000, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let storage = InMemoryTextStorage(bytes: expected)
            var snapshots: [(TextSnapshot, [UInt8])] = []
            var kept: [([UInt8], [UInt8])] = []
            for _ in 0..<300 {
                let lower = Int.random(in: 0...expected.count, using: &random)
                let upper = Int.random(in: lower...min(expected.count, lower + Int.random(in: 0...40, using: &random)), using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    // Typing-sized edits mostly, with now and then a paste bigger than any gap.
                    let length = Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 0...9000, using: &random) : Int.random(in: 0...4, using: &random)
                    let replacement = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
                    var batch = TextEditBatch()
                    batch.append(replacing: lower..<upper, with: replacement)
                    let removed = Array(expected[lower..<upper])
                    let inverse = storage.apply(batch)
                    expected.replaceSubrange(lower..<upper, with: replacement)
                    #expect(inverse.ranges == [lower..<(lower + replacement.count)])
                    #expect(Array(inverse.replacement(at: 0)) == removed)
                case 6..<8:
                    #expect(storage.bytes(in: lower..<upper) == Array(expected[lower..<upper]))
                case 8:
                    // Some snapshots are kept, some dropped at once (the storage may then edit
                    // in place), and some only have their bytes kept.
                    let snapshot = storage.snapshot()
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: snapshots.append((snapshot, expected))
                    case 1: kept.append((snapshot.bytes, expected))
                    default: break
                    }
                default:
                    #expect(storage.scalarBoundary(atOrAfter: lower) == expectedBoundary(atOrAfter: lower, in: expected))
                }
                #expect(storage.utf8Count == expected.count)
            }
            #expect(storage.bytes == expected)
            // Snapshots keep the text they were taken of, whatever came after.
            for (snapshot, text) in snapshots { #expect(snapshot.bytes == text) }
            for (bytes, text) in kept { #expect(bytes == text) }
        }
    }

    @Test func undoOfTypingAcrossTheGapRestoresTheText() {
        let text = String(repeating: "line of text\n", count: 20_000)
        let view = UITextView(frame: .zero, textStorage: InMemoryTextStorage(text))
        view.select(120_000..<120_000)
        for character in "typed in the middle" { view.insertText(String(character)) }
        view.select(10..<10)
        view.deleteBackward()
        view.insertText("é")
        #expect(view.text.count == text.count + 19)
        view.undoManager?.undo()
        view.undoManager?.undo()
        view.undoManager?.undo()
        #expect(view.text == text)
    }

    /// A file read into an array with the storage's preferred capacity takes its first typed key
    /// in place; an array with no room for a gap is copied once by that key.
    @Test func theFirstKeyTypedIntoAFreshlyReadTextCopiesNothing() throws {
        let count = 4 << 20
        @MainActor func firstEditMovesTheText(capacity: Int) -> Bool {
            var read: [UInt8] = []
            read.reserveCapacity(capacity)
            read.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: count))
            let storage = InMemoryTextStorage(bytes: read)
            read = []  // the reader lets go of it, as a file opener does
            let before = storage.withBytes(in: 0..<1) { UInt(bitPattern: $0.baseAddress) }
            var batch = TextEditBatch()
            batch.append(replacing: 1000..<1000, with: Array("x".utf8))
            storage.apply(batch)
            let after = storage.withBytes(in: 0..<1) { UInt(bitPattern: $0.baseAddress) }
            var expected = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            expected.insert(UInt8(ascii: "x"), at: 1000)
            #expect(storage.snapshot().bytes == expected)
            return before != after
        }
        #expect(!firstEditMovesTheText(capacity: InMemoryTextStorage.preferredCapacity(forUTF8Count: count)),
                "the first key copied a text read with room for its gap")
        #expect(firstEditMovesTheText(capacity: count), "a text with no room for a gap was edited in place")

        // A text set on a view, and the text a replace-all wrote, take typing in place too.
        let view = UITextView(frame: .zero)
        view.text = String(repeating: "a", count: count)
        @MainActor func typingMovesTheText() -> Bool {
            let before = view.textStorage.withBytes(in: 0..<1) { UInt(bitPattern: $0.baseAddress) }
            view.select(1000..<1000)
            view.insertText("x")
            return before != view.textStorage.withBytes(in: 0..<1) { UInt(bitPattern: $0.baseAddress) }
        }
        #expect(!typingMovesTheText(), "the first key copied a text set as a string")
        #expect(try view.replaceAllMatches(queryString: "x", options: UITextSearchOptions(), withText: "yy") == 1)
        #expect(!typingMovesTheText(), "the first key copied the text a replace-all wrote")
        #expect(view.textStorage.utf8Count == count + 3)
    }

    private func expectedBoundary(atOrAfter offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }
}
