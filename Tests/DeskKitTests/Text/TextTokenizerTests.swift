@testable import DeskKit
import Foundation
import Testing

/// The tokenizer and positions by layout direction as ported iPad code uses them: the word
/// under the caret, word-by-word and line-by-line moves, sentences and paragraphs, in a text
/// view, a text field and a custom text input.
@MainActor
struct TextTokenizerTests {
    private func view(_ text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.text = text
        return view
    }

    /// The position `offset` UTF-16 units into the view's text, as UIKit code makes it.
    private func position(_ view: UITextView, _ offset: Int) throws -> UITextPosition {
        try #require(view.position(from: view.beginningOfDocument, offset: offset))
    }

    private func word(in view: UITextView, at offset: Int, _ direction: UITextStorageDirection) throws -> String? {
        let range = view.tokenizer.rangeEnclosingPosition(try position(view, offset), with: .word, inDirection: .storage(direction))
        return range.flatMap(view.text(in:))
    }

    @Test func theWordAroundTheCaretDependsOnWhichSideIsAsked() throws {
        let view = view("The quick-brown fox. Jumps!")
        #expect(try word(in: view, at: 6, .forward) == "quick")
        #expect(try word(in: view, at: 6, .backward) == "quick")
        #expect(try word(in: view, at: 4, .forward) == "quick", "at a word's start, forward takes it")
        #expect(try word(in: view, at: 4, .backward) == nil, "behind it is a space")
        #expect(try word(in: view, at: 9, .backward) == "quick", "at its end, backward takes it")
        #expect(try word(in: view, at: 9, .forward) == nil, "ahead is the hyphen")
        #expect(try word(in: view, at: 27, .backward) == nil, "the text ends with '!'")
        #expect(view.tokenizer.rangeEnclosingPosition(try position(view, 6), with: .word, inDirection: .layout(.left))
            .flatMap(view.text(in:)) == "quick")
    }

    @Test func wordByWordMovesStopAtWordEndsForwardAndStartsBackward() throws {
        let view = view("one  two,three\nfour")
        let tokenizer = view.tokenizer
        var offsets: [Int] = []
        var current: UITextPosition? = view.beginningOfDocument
        while let at = current, let next = tokenizer.position(from: at, toBoundary: .word, inDirection: .storage(.forward)) {
            offsets.append(view.offset(from: view.beginningOfDocument, to: next))
            current = next
        }
        #expect(offsets == [3, 8, 14, 19], "the next word's end each time, across the line break")
        offsets = []
        current = view.endOfDocument
        while let at = current, let next = tokenizer.position(from: at, toBoundary: .word, inDirection: .storage(.backward)) {
            offsets.append(view.offset(from: view.beginningOfDocument, to: next))
            current = next
        }
        #expect(offsets == [15, 9, 5, 0])
        #expect(tokenizer.isPosition(try position(view, 3), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(try position(view, 3), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(tokenizer.isPosition(try position(view, 5), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(tokenizer.isPosition(try position(view, 1), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(try position(view, 4), withinTextUnit: .word, inDirection: .storage(.forward)))
    }

    @Test func sentencesParagraphsAndTheDocument() throws {
        let view = view("He left. \"Why?\" she asked… Then silence.\r\nNext paragraph here.\n\nLast")
        let tokenizer = view.tokenizer
        func text(_ offset: Int, _ granularity: UITextGranularity, _ direction: UITextStorageDirection = .forward) throws -> String? {
            tokenizer.rangeEnclosingPosition(try position(view, offset), with: granularity, inDirection: .storage(direction))
                .flatMap(view.text(in:))
        }
        #expect(try text(2, .sentence) == "He left.")
        #expect(try text(10, .sentence) == "\"Why?\"", "a closing quote stays with its sentence")
        #expect(try text(17, .sentence) == "she asked…")
        #expect(try text(8, .sentence) == nil, "the space between sentences is in none")
        #expect(try text(30, .sentence) == "Then silence.")
        #expect(try text(3, .paragraph) == "He left. \"Why?\" she asked… Then silence.", "without its line break")
        #expect(try text(50, .line) == "Next paragraph here.")
        #expect(try text(63, .paragraph) == nil, "an empty line holds no paragraph")
        #expect(try text(0, .document) == view.text)
        let next = try #require(tokenizer.position(from: try position(view, 63), toBoundary: .paragraph, inDirection: .storage(.forward)))
        #expect(view.offset(from: view.beginningOfDocument, to: next) == 68, "on past the empty line to the last one's end")
        #expect(tokenizer.position(from: view.endOfDocument, toBoundary: .document, inDirection: .storage(.forward)) == nil)
    }

    @Test func charactersKeepTheirMarksAndIdeographsAreWordsByThemselves() throws {
        let view = view("e\u{301}t 東京タワー")
        let tokenizer = view.tokenizer
        let character = tokenizer.rangeEnclosingPosition(view.beginningOfDocument, with: .character, inDirection: .storage(.forward))
        #expect(character.flatMap(view.text(in:)) == "e\u{301}")
        #expect(try word(in: view, at: 0, .forward) == "e\u{301}t")
        #expect(try word(in: view, at: 4, .forward) == "東")
        #expect(try word(in: view, at: 5, .forward) == "京")
    }

    /// Code generic over text inputs, as iPad helpers are written: the word before the caret.
    private func wordBeforeCaret(in input: some UITextInput) -> String? {
        guard let caret = input.selectedTextRange?.end,
              let range = input.tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward)) else { return nil }
        return input.text(in: range)
    }

    @Test func aCustomTextInputGetsTheStringTokenizerThroughItsOwnPositions() throws {
        let tokens = TokenView(frame: CGRect(x: 0, y: 0, width: 300, height: 40), text: "😀 Jello thére!")
        // The caret after "thé", in bytes (the emoji is 4 bytes, 2 UTF-16 units; é is 2 bytes, 1 unit).
        tokens.selection = 15..<15
        #expect(wordBeforeCaret(in: tokens) == "thére")
        let start = try #require(tokens.position(from: tokens.beginningOfDocument, offset: 3))
        let next = try #require(tokens.tokenizer.position(from: start, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(tokens.offset(from: tokens.beginningOfDocument, to: next) == 8, "the end of 'Jello', in UTF-16 units")
        let view = view("one two")
        view.select(7..<7)
        #expect(wordBeforeCaret(in: view) == "two")
    }

    @Test func positionsByLayoutDirectionMoveAsTheArrowKeysDo() throws {
        let view = view("first line\nsecond line\nthird")
        func offset(_ position: UITextPosition?) -> Int? { position.map { view.offset(from: view.beginningOfDocument, to: $0) } }
        let start = try position(view, 3)
        #expect(offset(view.position(from: start, in: .down, offset: 1)) == 14, "the same column a line below")
        #expect(offset(view.position(from: start, in: .down, offset: 2)) == 26)
        #expect(view.position(from: start, in: .down, offset: 3) == nil, "there is no fourth line")
        #expect(offset(view.position(from: try position(view, 26), in: .up, offset: 1)) == 14)
        #expect(view.position(from: start, in: .up, offset: 1) == nil)
        let accented = self.view("e\u{301}x")
        let right = accented.position(from: accented.beginningOfDocument, in: .right, offset: 1)
        #expect(right.map { accented.offset(from: accented.beginningOfDocument, to: $0) } == 2, "past the e and its accent together")
        #expect(accented.position(from: accented.beginningOfDocument, in: .left, offset: 1) == nil)
        let line = try #require(view.textRange(from: try position(view, 11), to: try position(view, 22)))
        #expect(offset(view.position(within: line, farthestIn: .left)) == 11)
        #expect(offset(view.position(within: line, farthestIn: .down)) == 22)
        #expect(offset(view.closestPosition(to: CGPoint(x: 0, y: 0), within: line)) == 11, "a point on the first line, kept to the range")
        #expect(offset(view.closestPosition(to: CGPoint(x: 1e300, y: 1e300))) == 28, "far below and right: the text's end")
        #expect(offset(view.closestPosition(to: CGPoint(x: CGFloat.nan, y: -.infinity))) == 0)
    }

    @Test func linesAreTheLinesTheTextWrapsInto() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 130, height: 300))
        view.text = "alpha beta gamma delta epsilon zeta\nnext"
        let tokenizer = view.tokenizer
        var lines: [String] = []
        var current = view.beginningOfDocument
        while let range = tokenizer.rangeEnclosingPosition(current, with: .line, inDirection: .storage(.forward)) {
            lines.append(try #require(view.text(in: range)))
            // The line's characters share one line on screen, and the next line is below it.
            let last = try #require(view.position(from: range.end, offset: -1))
            #expect(view.caretRect(for: range.start).minY == view.caretRect(for: last).minY)
            let next = try #require(tokenizer.position(from: range.start, toBoundary: .line, inDirection: .storage(.forward)))
            #expect(view.compare(next, to: range.end) == .orderedSame)
            guard view.compare(range.end, to: try position(view, 35)) == .orderedAscending else { break }
            current = range.end
            #expect(view.caretRect(for: current).minY > view.caretRect(for: last).minY)
        }
        #expect(lines.count >= 3, "the paragraph wraps at 130 points: \(lines)")
        #expect(lines.joined() == "alpha beta gamma delta epsilon zeta", "the lines cover the paragraph, spaces kept at line ends")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" ") })
        let paragraph = tokenizer.rangeEnclosingPosition(view.beginningOfDocument, with: .paragraph, inDirection: .storage(.forward))
        #expect(paragraph.flatMap(view.text(in:)) == "alpha beta gamma delta epsilon zeta")
    }

    @Test func aTextFieldHasATokenizerToo() throws {
        let field = UITextField()
        field.text = "search terms"
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 8))
        let range = try #require(field.tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.backward)))
        #expect(field.text(in: range) == "terms")
        #expect(field.tokenizer.position(from: field.endOfDocument, toBoundary: .word, inDirection: .storage(.backward))
            .map { field.offset(from: field.beginningOfDocument, to: $0) } == 7)
    }
}
