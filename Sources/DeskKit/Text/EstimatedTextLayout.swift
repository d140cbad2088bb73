import Foundation

/// A text view's lines as the core estimates them, for geometry asked of the view
/// (``UITextView/firstRect(for:)``, ``UITextView/caretRect(for:)``,
/// ``UITextView/closestPosition(to:)``).
///
/// Every character (grapheme cluster) is one cell of ``characterWidth``, the measure
/// ``UILabel`` estimates with. Lines break at newlines and, given a width, wrap after the last
/// space that fits (spaces hang past the edge, as TextKit lets them); a word longer than a line
/// is broken between characters. Each call lays the text out from its start, so asking about
/// a position costs time in proportion to the text before it.
struct EstimatedTextLayout {
    /// One laid-out line: the byte offset of each character edge, first to last.
    struct Line {
        /// `edges[0]` is where the line starts; `edges.last` where it ends (before a newline).
        var edges: [Int]
        /// Whether the line is the last of its paragraph (a newline or the text's end follows).
        var endsParagraph: Bool

        var start: Int { edges[0] }
        var end: Int { edges[edges.count - 1] }
    }

    let bytes: [UInt8]
    let characterWidth: CGFloat
    let lineHeight: CGFloat
    /// Where the first line's text starts, in the view's content coordinates.
    let origin: CGPoint
    /// Characters per line, or nil when lines do not wrap.
    let columns: Int?

    init(bytes: [UInt8], font: UIFont, origin: CGPoint, lineWidth: CGFloat?) {
        self.bytes = bytes
        let width = font.pointSize * (font.isMonospaced ? 0.6 : 0.55)
        characterWidth = width
        lineHeight = (font.pointSize * 1.2).rounded(.up)
        self.origin = origin
        columns = lineWidth.map { max(1, Int(($0 / width).rounded(.down))) }
    }

    /// Visits the lines in order, with their index, until `body` returns false.
    func forEachLine(_ body: (Int, Line) -> Bool) {
        var index = 0
        var paragraphStart = 0
        while true {
            let paragraphEnd = bytes[paragraphStart...].firstIndex(of: 0x0A) ?? bytes.count
            for line in lines(ofParagraph: paragraphStart..<paragraphEnd) {
                guard body(index, line) else { return }
                index += 1
            }
            guard paragraphEnd < bytes.count else { return }
            paragraphStart = paragraphEnd + 1
        }
    }

    /// The lines one paragraph (text between newlines) wraps into.
    private func lines(ofParagraph range: Range<Int>) -> [Line] {
        var edges = [range.lowerBound]
        var isSpace: [Bool] = []
        let paragraph = String(decoding: bytes[range], as: UTF8.self)
        var offset = range.lowerBound
        for character in paragraph {
            offset += character.utf8.count
            edges.append(offset)
            isSpace.append(character == " " || character == "\t")
        }
        let count = isSpace.count
        guard let columns, count > columns else { return [Line(edges: edges, endsParagraph: true)] }
        var result: [Line] = []
        var start = 0
        while true {
            if count - start <= columns {
                result.append(Line(edges: Array(edges[start...count]), endsParagraph: true))
                return result
            }
            var breakAt = start + columns
            if let space = (start...(start + columns)).last(where: { isSpace[$0] }) {
                breakAt = space + 1
                while breakAt < count, isSpace[breakAt] { breakAt += 1 }
            }
            let last = breakAt == count
            result.append(Line(edges: Array(edges[start...breakAt]), endsParagraph: last))
            if last { return result }
            start = breakAt
        }
    }

    /// The rectangle of the first line `range` touches, from its start to its end on that line.
    func firstRect(for range: Range<Int>) -> CGRect {
        var found = CGRect.null
        forEachLine { index, line in
            let offset = range.lowerBound
            guard offset >= line.start, offset < line.end || (offset == line.end && line.endsParagraph) else { return true }
            let first = column(of: offset, in: line)
            let last = range.upperBound <= line.end
                ? column(of: range.upperBound, in: line)
                : line.edges.count - 1
            found = CGRect(x: origin.x + CGFloat(first) * characterWidth,
                           y: origin.y + CGFloat(index) * lineHeight,
                           width: CGFloat(max(0, last - first)) * characterWidth,
                           height: lineHeight)
            return false
        }
        return found
    }

    /// The byte offset of the character edge nearest `point`.
    func closestOffset(to point: CGPoint) -> Int {
        let wanted = max(0, Int(((point.y - origin.y) / lineHeight).rounded(.down)))
        var chosen: Line?
        forEachLine { index, line in
            chosen = line
            return index < wanted
        }
        guard let line = chosen else { return 0 }
        // A wrapped line's last edge is the next line's start, so the caret stays before it.
        let lastColumn = line.endsParagraph ? line.edges.count - 1 : max(0, line.edges.count - 2)
        let column = Int(((point.x - origin.x) / characterWidth).rounded())
        return line.edges[min(max(column, 0), lastColumn)]
    }

    /// The column of the character edge at `offset`, or of the edge before it inside a character.
    private func column(of offset: Int, in line: Line) -> Int {
        (line.edges.lastIndex { $0 <= offset }) ?? 0
    }
}
