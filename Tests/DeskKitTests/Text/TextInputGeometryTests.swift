import DeskKit
import Foundation
import Testing

/// `UITextInput`'s positions and geometry on a text view, as ported code uses them: offsets in
/// UTF-16 units (the units of `NSRange`), and the rectangles of lines from the view's layout.
@MainActor
struct TextInputGeometryTests {
    /// A 10-point monospaced view: characters 6 points wide, lines 12 high; text starts at
    /// x 5 (the container's padding) and y 8 (the top inset).
    private func monospacedView(_ text: String, width: CGFloat = 400) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        view.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        view.text = text
        return view
    }

    private func offset(_ position: UITextPosition?) -> Int? { (position as? TextPosition)?.offset }

    @Test func positionsMoveByUTF16UnitsAsUIKitCounts() {
        let view = monospacedView("a€😀b\nline")
        let start = view.beginningOfDocument
        #expect(offset(view.position(from: start, offset: 0)) == 0)
        #expect(offset(view.position(from: start, offset: 1)) == 1)
        #expect(offset(view.position(from: start, offset: 2)) == 4)   // after the three-byte €
        #expect(view.position(from: start, offset: 3) == nil)           // inside 😀's surrogate pair
        #expect(offset(view.position(from: start, offset: 4)) == 8)
        #expect(offset(view.position(from: start, offset: 10)) == 14)  // the end
        #expect(view.position(from: start, offset: 11) == nil)
        #expect(view.position(from: start, offset: -1) == nil)
        let end = view.endOfDocument
        #expect(offset(view.position(from: end, offset: -6)) == 8)
        #expect(offset(view.position(from: end, offset: -8)) == 4)
        #expect(view.position(from: end, offset: -7) == nil)
        #expect(view.offset(from: start, to: end) == ("a€😀b\nline" as NSString).length)
        #expect(view.offset(from: end, to: start) == -10)
        #expect(view.compare(start, to: end) == .orderedAscending)
        #expect(view.compare(end, to: start) == .orderedDescending)
        #expect(view.compare(end, to: TextPosition(offset: 14)) == .orderedSame)
    }

    /// What the Markdown editor does with an outline entry: an NSRange found in the string
    /// becomes positions, a range, and the text it covers.
    @Test func anNSRangeFromTheStringBecomesTheSameText() throws {
        let text = "# Café ☕️\n\nSome 😀 text\n## Next heading\nmore"
        let view = monospacedView(text)
        let heading = try #require(text.range(of: "## Next heading"))
        let nsRange = NSRange(heading, in: text)
        let start = try #require(view.position(from: view.beginningOfDocument, offset: nsRange.location))
        let end = try #require(view.position(from: view.beginningOfDocument, offset: nsRange.upperBound))
        let range = try #require(view.textRange(from: start, to: end))
        #expect(view.text(in: range) == "## Next heading")
        view.selectedRange = nsRange
        #expect(view.selectedTextRange.flatMap { view.text(in: $0) } == "## Next heading")
    }

    @Test func firstRectIsTheRangesPartOfItsFirstLine() throws {
        let view = monospacedView("first line\nsecond line here")
        func range(_ from: Int, _ to: Int) -> UITextRange {
            view.textRange(from: view.position(from: view.beginningOfDocument, offset: from)!,
                           to: view.position(from: view.beginningOfDocument, offset: to)!)!
        }
        // "second", on the second line.
        #expect(view.firstRect(for: range(11, 17)) == CGRect(x: 5, y: 20, width: 36, height: 12))
        // "line\nsecond": the first line's part only, to its end.
        #expect(view.firstRect(for: range(6, 17)) == CGRect(x: 41, y: 8, width: 24, height: 12))
        // A caret at the end of the first line.
        #expect(view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 10)!) == CGRect(x: 65, y: 8, width: 2, height: 12))
        // A larger font makes taller lines.
        view.font = .monospacedSystemFont(ofSize: 20, weight: .regular)
        #expect(view.firstRect(for: range(11, 17)) == CGRect(x: 5, y: 32, width: 72, height: 24))
    }

    @Test func linesWrapAtTheViewsWidth() throws {
        // 10 columns: 70 points less the container's padding of 5 on each side.
        let view = monospacedView("alpha beta gamma delta\nshort", width: 70)
        let text = view.text!
        func rect(of word: String) -> CGRect {
            let range = NSRange(text.range(of: word)!, in: text)
            let start = view.position(from: view.beginningOfDocument, offset: range.location)!
            let end = view.position(from: start, offset: range.length)!
            return view.firstRect(for: view.textRange(from: start, to: end)!)
        }
        #expect(rect(of: "alpha") == CGRect(x: 5, y: 8, width: 30, height: 12))
        #expect(rect(of: "beta") == CGRect(x: 41, y: 8, width: 24, height: 12))
        #expect(rect(of: "gamma") == CGRect(x: 5, y: 20, width: 30, height: 12))
        #expect(rect(of: "delta") == CGRect(x: 5, y: 32, width: 30, height: 12))
        #expect(rect(of: "short") == CGRect(x: 5, y: 44, width: 30, height: 12))
        // Narrower than a word (4 columns): words break between characters, so "short" starts
        // the eighth line and its first rectangle holds its first four characters.
        view.frame.size.width = 34
        #expect(rect(of: "short") == CGRect(x: 5, y: 8 + 12 * 7, width: 24, height: 12))
        #expect(rect(of: "delta") == CGRect(x: 5, y: 8 + 12 * 5, width: 24, height: 12))
    }

    /// A click at a character's caret puts the caret there, for every position of a text with
    /// wrapped lines, empty lines and characters of several bytes.
    @Test func closestPositionFindsTheCaretUnderAPoint() throws {
        let view = monospacedView("héllo wörld and more\n\nlast 😀 line", width: 82)
        let count = view.textStorage.utf8Count
        var caretOffsets = [0]
        for character in view.text! { caretOffsets.append(caretOffsets.last! + character.utf8.count) }
        #expect(caretOffsets.last == count)
        for offset in caretOffsets {
            let caret = view.caretRect(for: TextPosition(offset: offset))
            let found = self.offset(view.closestPosition(to: CGPoint(x: caret.minX + 1, y: caret.midY)))
            // A wrapped line's end and the next line's start are one offset; the click finds
            // the start of the next line.
            #expect(found == offset, "offset \(offset) at \(caret)")
        }
        // Below the text: the last line; left of it: the line's start.
        #expect(offset(view.closestPosition(to: CGPoint(x: 1000, y: 1000))) == count)
        #expect(offset(view.closestPosition(to: CGPoint(x: -20, y: 8 + 12 * 3 + 1))) == 24)
    }

    @Test func viewsAreEqualOnlyToThemselves() {
        let textView = UITextView(frame: .zero)
        let scrollView: UIScrollView = textView
        let other = UITextView(frame: .zero)
        #expect(scrollView == textView)
        #expect(scrollView != other)
        #expect(Set<UIView>([textView, scrollView, other]).count == 2)
        let controller = UIViewController()
        #expect(controller == controller)
        #expect(controller != UIViewController())
    }
}
