import DeskKit
import Testing

/// Found-text decorations as a find session makes them: in document order, then moved about by
/// the highlight and removed by replacements; the part on screen is read back by range.
@MainActor
struct FoundDecorationTests {
    @Test func manyResultsAreKeptInOrderAndReadBackByRange() throws {
        let text = String(repeating: "the cat ", count: 100_000)
        let view = UITextView(frame: .zero, textStorage: InMemoryTextStorage(text))
        let version = view.textStorage.version
        let ranges = (0..<100_000).map { TextRange(($0 * 8)..<($0 * 8 + 3), version: version) }
        for range in ranges { view.decorate(foundTextRange: range, document: nil, usingStyle: .found) }
        // The highlight moves from one result to another, as Enter does.
        view.decorate(foundTextRange: ranges[500], document: nil, usingStyle: .highlighted)
        view.decorate(foundTextRange: ranges[500], document: nil, usingStyle: .found)
        view.decorate(foundTextRange: ranges[501], document: nil, usingStyle: .highlighted)
        // A replaced result is no longer decorated.
        view.decorate(foundTextRange: ranges[502], document: nil, usingStyle: .normal)
        #expect(view.foundTextRanges.count == 99_999)
        #expect(view.highlightedFoundTextRange?.byteRange == ranges[501].byteRange)
        #expect(Array(view.foundByteRanges(overlapping: 4000..<4030)) == [4000..<4003, 4008..<4011, 4024..<4027])
        #expect(Array(view.foundByteRanges(overlapping: 4001..<4002)) == [4000..<4003])
        #expect(view.foundByteRanges(overlapping: 4003..<4008).isEmpty)
        // Decorated out of order, a result still lands in its place, once.
        view.decorate(foundTextRange: ranges[502], document: nil, usingStyle: .found)
        view.decorate(foundTextRange: ranges[502], document: nil, usingStyle: .found)
        #expect(view.foundTextRanges.map(\.byteRange) == ranges.map(\.byteRange))
    }
}
