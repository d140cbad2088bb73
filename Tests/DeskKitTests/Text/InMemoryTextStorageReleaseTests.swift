import DeskKit
import DeskKitTesting
import Testing

/// A storage that handed its bytes to a platform's copy keeps reading, editing and undoing
/// exactly as one holding them, and takes them back whenever the whole text is needed.
@MainActor
struct InMemoryTextStorageReleaseTests {
    /// A platform copy kept in a plain array, counting how it is used.
    final class ArrayCopy: TextStorageExternalCopy {
        var text: [UInt8]
        var wholeReads = 0
        var edits = 0
        let largestEditBatch = 4

        init(_ text: [UInt8]) { self.text = text }

        var utf8Count: Int { text.count }

        func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
        }

        func wholeBytes(capacity: Int) -> [UInt8] {
            wholeReads += 1
            var bytes: [UInt8] = []
            bytes.reserveCapacity(capacity)
            bytes.append(contentsOf: text)
            return bytes
        }

        func prepareWholeText() {}

        func replace(_ range: Range<Int>, with replacement: ArraySlice<UInt8>) -> [UInt8] {
            edits += 1
            let removed = Array(text[range])
            text.replaceSubrange(range, with: replacement)
            return removed
        }
    }

    @Test func editsWhileReleasedGoToTheCopyAndUndoExactly() {
        let storage = InMemoryTextStorage("héllo wörld\nsecond line")
        let copy = ArrayCopy(Array(storage.bytes))
        storage.releaseBytes(to: copy)
        #expect(storage.isReleased && storage.utf8Count == copy.text.count)
        #expect(storage.bytes(in: 0..<6) == Array("héllo".utf8))

        var batch = TextEditBatch()
        batch.append(replacing: 0..<1, with: Array("J".utf8))
        batch.append(replacing: 7..<13, with: Array("world!".utf8))
        batch.append(replacing: 14..<14, with: Array("the ".utf8))
        let version = storage.version
        let inverse = storage.apply(batch)
        #expect(storage.version == version + 1)
        #expect(storage.isReleased, "a small batch is applied in the copy")
        #expect(copy.wholeReads == 0)
        #expect(String(decoding: copy.text, as: UTF8.self) == "Jéllo world!\nthe second line")
        #expect(storage.utf8Count == copy.text.count)

        storage.apply(inverse)
        #expect(String(decoding: copy.text, as: UTF8.self) == "héllo wörld\nsecond line")
        #expect(storage.isReleased)
    }

    @Test func theWholeTextTakesTheBytesBack() {
        let storage = InMemoryTextStorage("one two three")
        let copy = ArrayCopy(Array(storage.bytes))
        storage.releaseBytes(to: copy)
        let snapshot = storage.snapshot()
        #expect(snapshot.string == "one two three")
        #expect(!storage.isReleased && copy.wholeReads == 1)
        #expect(storage.hasLiveSnapshot)
        storage.apply(TextEditBatch(replacing: 0..<3, with: "ONE"))
        #expect(copy.text == Array("one two three".utf8), "the copy is no longer edited once taken back")
        #expect(storage.string == "ONE two three")
    }

    @Test func aLargeBatchIsAppliedToTheBytesTakenBack() {
        let storage = InMemoryTextStorage("a,b,c,d,e,f,g")
        let copy = ArrayCopy(Array(storage.bytes))
        storage.releaseBytes(to: copy)
        var batch = TextEditBatch()
        for offset in stride(from: 1, to: 13, by: 2) { batch.append(replacing: offset..<(offset + 1), with: Array(";".utf8)) }
        let inverse = storage.apply(batch)
        #expect(!storage.isReleased && copy.edits == 0)
        #expect(storage.string == "a;b;c;d;e;f;g")
        storage.apply(inverse)
        #expect(storage.string == "a,b,c,d,e,f,g")
    }

    @Test func randomEditsMatchAStorageThatKeptItsBytes() {
        var random = TestRandom("InMemoryTextStorageReleaseTests")
        let alphabet = Array("ab é€😀\n".utf8)
        for _ in 0..<30 {
            let start = (0..<Int.random(in: 0...400, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let released = InMemoryTextStorage(bytes: start)
            let kept = InMemoryTextStorage(bytes: start)
            var copy = ArrayCopy(start)
            released.releaseBytes(to: copy)
            var undo: [(TextEditBatch, TextEditBatch)] = []
            for _ in 0..<200 {
                let count = kept.utf8Count
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    var batch = TextEditBatch()
                    var lower = 0
                    for _ in 0..<Int.random(in: 1...6, using: &random) {
                        guard lower <= count else { break }
                        let from = Int.random(in: lower...count, using: &random)
                        let to = Int.random(in: from...min(count, from + 5), using: &random)
                        let replacement = (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                        batch.append(replacing: from..<to, with: replacement)
                        lower = to + 1
                    }
                    let inverseReleased = released.apply(batch)
                    let inverseKept = kept.apply(batch)
                    #expect(inverseReleased.ranges == inverseKept.ranges)
                    #expect((0..<inverseKept.count).allSatisfy { Array(inverseReleased.replacement(at: $0)) == Array(inverseKept.replacement(at: $0)) })
                    undo.append((inverseReleased, inverseKept))
                case 6:
                    if let (inverseReleased, inverseKept) = undo.popLast() {
                        released.apply(inverseReleased)
                        kept.apply(inverseKept)
                    }
                case 7, 8:
                    let from = Int.random(in: 0...count, using: &random)
                    let to = Int.random(in: from...count, using: &random)
                    #expect(released.bytes(in: from..<to) == kept.bytes(in: from..<to))
                default:
                    #expect(released.snapshot().bytes == kept.snapshot().bytes)
                    copy = ArrayCopy(released.bytes(in: 0..<released.utf8Count))
                    released.releaseBytes(to: copy)
                }
                #expect(released.utf8Count == kept.utf8Count)
                #expect(released.version == kept.version)
            }
            #expect(released.string == kept.string)
        }
    }
}

extension TextEditBatch {
    init(replacing range: Range<Int>, with string: String) {
        self.init()
        append(replacing: range, with: Array(string.utf8))
    }
}
