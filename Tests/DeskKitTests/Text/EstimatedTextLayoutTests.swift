import DeskKitTesting
import Foundation
import Testing
@testable import DeskKit

/// The estimated layout a text view GTK does not show answers from: kept while the text, font
/// and width stay, finding line starts only as far as asked, and answering as a full layout
/// from the text's start does (checked against one, on random texts).
@MainActor
struct EstimatedTextLayoutTests {
    /// Every line of `text` laid out from the start: the straightforward layout the cached one
    /// must agree with. Lines break at newlines and wrap after the last space that fits.
    private func referenceLines(_ text: String, columns: Int?) -> [(edges: [Int], endsParagraph: Bool)] {
        var lines: [(edges: [Int], endsParagraph: Bool)] = []
        var offset = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var edges = [offset]
            var isSpace: [Bool] = []
            for character in paragraph {
                offset += character.utf8.count
                edges.append(offset)
                isSpace.append(character == " " || character == "\t")
            }
            offset += 1  // the newline
            let count = isSpace.count
            guard let columns, count > columns else {
                lines.append((edges, true))
                continue
            }
            var start = 0
            while true {
                if count - start <= columns {
                    lines.append((Array(edges[start...count]), true))
                    break
                }
                var breakAt = start + columns
                if let space = (start...(start + columns)).last(where: { isSpace[$0] }) {
                    breakAt = space + 1
                    while breakAt < count, isSpace[breakAt] { breakAt += 1 }
                }
                lines.append((Array(edges[start...breakAt]), breakAt == count))
                if breakAt == count { break }
                start = breakAt
            }
        }
        return lines
    }

    /// A 10-point monospaced view (6-point characters, 12-point lines, text from x 5, y 8).
    private func view(_ text: String, width: CGFloat) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        view.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        view.text = text
        return view
    }

    @Test func answersAsALayoutFromTheStartDoes() {
        var random = TestRandom("EstimatedTextLayoutTests")
        let pieces = ["a", "b", "word", " ", "  ", "\t", "\n", "\n\n", "é", "€", "😀", "👩‍👩‍👧", "longerwordthanaline"]
        for round in 0..<60 {
            let text = (0..<Int.random(in: 0...80, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let width = CGFloat(Int.random(in: 12...120, using: &random))
            let view = view(text, width: width)
            let columns = max(1, Int(((width - 10) / 6).rounded(.down)))
            let lines = referenceLines(text, columns: width - 10 > 0 ? columns : nil)
            let count = text.utf8.count
            var caretOffsets = [0]
            for character in text { caretOffsets.append(caretOffsets.last! + character.utf8.count) }
            // Asked in a random order, so the layout is asked behind and ahead of what it found.
            for offset in caretOffsets.shuffled(using: &random) {
                let index = lines.lastIndex { $0.edges[0] <= offset && (offset < $0.edges.last! || ($0.endsParagraph && offset <= $0.edges.last!)) }
                    ?? lines.lastIndex { $0.edges[0] <= offset }!
                let column = lines[index].edges.lastIndex { $0 <= offset } ?? 0
                let expected = CGRect(x: 5 + CGFloat(column) * 6, y: 8 + CGFloat(index) * 12, width: 2, height: 12)
                #expect(view.caretRect(for: TextPosition(offset: offset)) == expected,
                        "round \(round), offset \(offset) of \(count) in \(text.debugDescription) at width \(width)")
            }
            for _ in 0..<10 {
                let point = CGPoint(x: CGFloat.random(in: -10...130, using: &random), y: CGFloat.random(in: -10...600, using: &random))
                let index = min(max(0, Int(((point.y - 8) / 12).rounded(.down))), lines.count - 1)
                let line = lines[index]
                let last = line.endsParagraph ? line.edges.count - 1 : max(0, line.edges.count - 2)
                let column = min(max(Int(((point.x - 5) / 6).rounded()), 0), last)
                #expect((view.closestPosition(to: point) as? TextPosition)?.offset == line.edges[column],
                        "round \(round), point \(point) in \(text.debugDescription) at width \(width)")
            }
        }
    }

    @Test func theLayoutIsKeptUntilTheTextFontOrWidthChanges() {
        let view = view(String(repeating: "some words here\n", count: 50), width: 100)
        _ = view.caretRect(for: TextPosition(offset: 10))
        let kept = view.estimatedLayout
        _ = view.caretRect(for: TextPosition(offset: 700))
        _ = view.closestPosition(to: CGPoint(x: 20, y: 100))
        #expect(kept != nil && view.estimatedLayout === kept)
        view.insertText("x")
        _ = view.caretRect(for: TextPosition(offset: 10))
        #expect(view.estimatedLayout !== kept, "an edit lays out again")
        let afterEdit = view.estimatedLayout
        view.frame.size.width = 200
        _ = view.caretRect(for: TextPosition(offset: 10))
        #expect(view.estimatedLayout !== afterEdit, "a new width lays out again")
        let afterResize = view.estimatedLayout
        view.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        _ = view.caretRect(for: TextPosition(offset: 10))
        #expect(view.estimatedLayout !== afterResize, "a new font lays out again")
    }

    /// A question near the start of a long text finds only the lines it needs.
    @Test func lineStartsAreFoundOnlyAsFarAsAsked() {
        let storage = InMemoryTextStorage(String(repeating: "line of text\n", count: 10_000))
        let key = EstimatedTextLayout.key(storage: storage, font: .monospacedSystemFont(ofSize: 10, weight: .regular),
                                          origin: .zero, lineWidth: nil)
        let layout = EstimatedTextLayout(storage: storage, key: key)
        #expect(layout.lineIndex(containing: 30) == 2)
        #expect(layout.foundLineCount == 4)
        #expect(layout.lineIndex(atMost: 5000) == 5000)
        #expect(layout.lineIndex(containing: storage.utf8Count) == 10_000)
        #expect(layout.foundLineCount == 10_001)
    }
}
