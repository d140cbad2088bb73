import Foundation

/// A text view's lines as the core estimates them, for geometry asked of the view
/// (``UITextView/firstRect(for:)``, ``UITextView/caretRect(for:)``,
/// ``UITextView/closestPosition(to:)``).
///
/// Every character (grapheme cluster) is one cell of ``characterWidth``, the measure
/// ``UILabel`` estimates with. Lines break at newlines and, given a width, wrap after the last
/// space that fits (spaces hang past the edge, as TextKit lets them); a word longer than a line
/// is broken between characters.
///
/// The text view keeps one layout while its text, font and width stay the same. The layout
/// finds line starts only as far as a question needs and remembers them, and lays out in full
/// only the one line asked about, so a question costs a binary search plus one line, and
/// finding the starts costs the text before the position once.
@MainActor
final class EstimatedTextLayout {
    /// One laid-out line: the byte offset of each character edge, first to last.
    struct Line {
        /// `edges[0]` is where the line starts; `edges.last` where it ends (before a newline).
        var edges: [Int]
        /// Whether the line is the last of its paragraph (a newline or the text's end follows).
        var endsParagraph: Bool

        var start: Int { edges[0] }
        var end: Int { edges[edges.count - 1] }
    }

    /// What the layout depends on besides the text: its version, the font and the width.
    struct Key: Equatable {
        var version: Int
        var characterWidth: CGFloat
        var lineHeight: CGFloat
        var origin: CGPoint
        var columns: Int?
    }

    let key: Key
    /// The text, read a window at a time (no snapshot is kept, which would make the next edit
    /// copy the whole text); the layout is used only while the storage is at ``Key/version``.
    let storage: TextStorage
    private let count: Int
    var characterWidth: CGFloat { key.characterWidth }
    var lineHeight: CGFloat { key.lineHeight }
    /// Where the first line's text starts, in the view's content coordinates.
    var origin: CGPoint { key.origin }
    /// Characters per line, or nil when lines do not wrap.
    var columns: Int? { key.columns }

    /// The start of every line found so far, in order; the first is 0.
    private var lineStarts = [0]
    /// Whether ``lineStarts`` holds every line of the text.
    private var isComplete = false

    /// The layout key for `font` and `lineWidth` (nil: no wrapping) at the storage's version.
    static func key(storage: TextStorage, font: UIFont, origin: CGPoint, lineWidth: CGFloat?) -> Key {
        let width = font.pointSize * (font.isMonospaced ? 0.6 : 0.55)
        return Key(version: storage.version, characterWidth: width,
                   lineHeight: (font.pointSize * 1.2).rounded(.up), origin: origin,
                   columns: lineWidth.map { max(1, Int(($0 / width).rounded(.down))) })
    }

    init(storage: TextStorage, key: Key) {
        self.storage = storage
        self.key = key
        count = storage.utf8Count
    }

    /// Whether this layout still answers for `storage` with `key`.
    func isCurrent(for storage: TextStorage, key: Key) -> Bool {
        self.storage === storage && self.key == key
    }

    // MARK: - Finding lines

    /// The index of the line holding `offset`: the last line starting at or before it.
    func lineIndex(containing offset: Int) -> Int {
        while !isComplete, lineStarts[lineStarts.count - 1] <= offset { findNextLineStart() }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index of line `wanted`, or of the last line when the text has fewer.
    func lineIndex(atMost wanted: Int) -> Int {
        while !isComplete, lineStarts.count <= wanted { findNextLineStart() }
        return min(wanted, lineStarts.count - 1)
    }

    /// How many line starts have been found so far.
    var foundLineCount: Int { lineStarts.count }

    /// Line `index`, laid out.
    func line(at index: Int) -> Line {
        line(startingAt: lineStarts[index])
    }

    /// Finds where the line after the last known one starts, or that there is none.
    private func findNextLineStart() {
        let start = lineStarts[lineStarts.count - 1]
        let paragraphEnd = self.paragraphEnd(from: start)
        if columns != nil {
            let line = line(startingAt: start)
            if !line.endsParagraph {
                lineStarts.append(line.end)
                return
            }
        }
        if paragraphEnd < count {
            lineStarts.append(paragraphEnd + 1)
        } else {
            isComplete = true
        }
    }

    /// Where the paragraph holding `start` ends: its newline, or the text's end.
    private func paragraphEnd(from start: Int) -> Int {
        var position = start
        while position < count {
            let end = min(count, position + Self.scanChunk)
            let found: Int? = storage.withBytes(in: position..<end) { buffer in
                guard let base = buffer.baseAddress, let hit = memchr(base, 0x0A, buffer.count) else { return nil }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            if let found { return position + found }
            position = end
        }
        return count
    }

    /// How much text one read scans for a newline (a storage may move its gap that far).
    private static let scanChunk = 1 << 16

    /// The line starting at `start` (a line start): the rest of its paragraph when that fits
    /// or lines do not wrap; otherwise up to the last space that fits (and the spaces after
    /// it), or `columns` characters when no space does.
    private func line(startingAt start: Int) -> Line {
        let paragraphEnd = self.paragraphEnd(from: start)
        guard let columns else { return Line(edges: characters(from: start, to: paragraphEnd).edges, endsParagraph: true) }
        // Enough bytes for columns + 1 characters of up to four bytes, grown while a run of
        // spaces or a long character reaches the window's end.
        var window = 4 * (columns + 2) + 32
        while true {
            let end = min(paragraphEnd, start + window)
            var (edges, isSpace) = characters(from: start, to: end)
            let truncated = end < paragraphEnd
            // The window may cut the last character short: keep only characters ending before it.
            if truncated, edges.count > 1 {
                edges.removeLast()
                isSpace.removeLast()
            }
            let count = isSpace.count
            if !truncated, count <= columns { return Line(edges: edges, endsParagraph: true) }
            if count > columns {
                var breakAt = columns
                if let space = (0...columns).last(where: { isSpace[$0] }) {
                    breakAt = space + 1
                    while breakAt < count, isSpace[breakAt] { breakAt += 1 }
                }
                // Spaces running to the window's edge may go on past it.
                if !(truncated && breakAt == count) {
                    return Line(edges: Array(edges[0...breakAt]), endsParagraph: !truncated && breakAt == count)
                }
            }
            window *= 2
        }
    }

    /// The byte offset of each character edge from `start` to `end`, and whether each
    /// character is a space or tab.
    private func characters(from start: Int, to end: Int) -> (edges: [Int], isSpace: [Bool]) {
        let text = storage.withBytes(in: start..<end) { String(decoding: $0, as: UTF8.self) }
        var edges = [start]
        var isSpace: [Bool] = []
        var offset = start
        for character in text {
            // Invalid bytes decode as U+FFFD, longer than they are: never past `end`.
            offset = min(offset + character.utf8.count, end)
            edges.append(offset)
            isSpace.append(character == " " || character == "\t")
        }
        return (edges, isSpace)
    }

    // MARK: - Geometry

    /// The rectangle of the first line `range` touches, from its start to its end on that line.
    func firstRect(for range: Range<Int>) -> CGRect {
        let index = lineIndex(containing: range.lowerBound)
        let line = line(at: index)
        let first = column(of: range.lowerBound, in: line)
        let last = range.upperBound <= line.end ? column(of: range.upperBound, in: line) : line.edges.count - 1
        return CGRect(x: origin.x + CGFloat(first) * characterWidth,
                      y: origin.y + CGFloat(index) * lineHeight,
                      width: CGFloat(max(0, last - first)) * characterWidth,
                      height: lineHeight)
    }

    /// The byte offset of the character edge nearest `point`.
    func closestOffset(to point: CGPoint) -> Int {
        let wanted = max(0, Int(coordinate: (point.y - origin.y) / lineHeight, .down))
        let line = line(at: lineIndex(atMost: wanted))
        // A wrapped line's last edge is the next line's start, so the caret stays before it.
        let lastColumn = line.endsParagraph ? line.edges.count - 1 : max(0, line.edges.count - 2)
        let column = Int(coordinate: (point.x - origin.x) / characterWidth, .toNearestOrAwayFromZero)
        return line.edges[min(max(column, 0), lastColumn)]
    }

    /// The column of the character edge at `offset`, or of the edge before it inside a character.
    private func column(of offset: Int, in line: Line) -> Int {
        (line.edges.lastIndex { $0 <= offset }) ?? 0
    }
}
