import Foundation

// MARK: - Positions by offset

extension UITextView {
    /// The position `offset` UTF-16 units after `position` (before it when negative), counted as
    /// UIKit's text views count, or nil when that lies outside the text or inside a character
    /// written as a surrogate pair.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position as? TextPosition, (0...textStorage.utf8Count).contains(start.offset) else { return nil }
        guard textStorage.scalarBoundary(atOrAfter: start.offset) == start.offset else { return nil }
        let (target, overflow) = utf16Range(ofBytes: start.offset..<start.offset).location.addingReportingOverflow(offset)
        guard !overflow, let byte = byteOffset(ofUTF16: target) else { return nil }
        return TextPosition(offset: byte)
    }

    /// The number of UTF-16 units from one position to another: negative when `toPosition`
    /// comes first, as UIKit counts.
    public func offset(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return 0 }
        let count = textStorage.utf8Count
        let low = min(max(min(from.offset, to.offset), 0), count)
        let high = min(max(max(from.offset, to.offset), 0), count)
        let units = utf16Range(ofBytes: low..<high).length
        return from.offset <= to.offset ? units : -units
    }

    /// Whether `position` comes before, at or after `other` in the text.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let lhs = position as? TextPosition, let rhs = other as? TextPosition else { return .orderedSame }
        return lhs < rhs ? .orderedAscending : (lhs == rhs ? .orderedSame : .orderedDescending)
    }
}

// MARK: - Positions by layout direction

extension UITextView {
    /// The position `offset` characters right or left of `position` (marks stay with their
    /// letter), or `offset` lines below or above it at the same horizontal place, as the arrow
    /// keys move; nil when that runs past the text's start or end.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = position as? TextPosition, (0...textStorage.utf8Count).contains(start.offset), offset >= 0 else { return nil }
        var current = start.offset
        switch direction {
        case .right, .left:
            let bytes = textStorage.snapshot().bytes
            for _ in 0..<offset {
                if direction == .right {
                    guard current < bytes.count else { return nil }
                    current = CaretMovement.boundary(after: current, in: bytes)
                } else {
                    guard current > 0 else { return nil }
                    current = CaretMovement.boundary(before: current, in: bytes)
                }
            }
        case .up, .down:
            for _ in 0..<offset {
                let caret = caretRect(for: TextPosition(offset: current))
                let y = direction == .down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
                guard let next = closestPosition(to: CGPoint(x: caret.minX, y: y)) as? TextPosition,
                      direction == .down ? caretRect(for: next).minY > caret.minY : caretRect(for: next).minY < caret.minY else {
                    return nil  // no line below (or above)
                }
                current = next.offset
            }
        }
        return TextPosition(offset: current)
    }

    /// The end of `range` that lies farthest in `direction`: its start going left or up, its end
    /// going right or down.
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = range as? TextRange else { return nil }
        return direction == .left || direction == .up ? range.start : range.end
    }

    /// The position nearest `point` that lies in `range`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = range as? TextRange, let position = closestPosition(to: point) as? TextPosition else { return nil }
        return TextPosition(offset: min(max(position.offset, range.byteRange.lowerBound), range.byteRange.upperBound))
    }
}

// MARK: - Geometry

extension UITextView {
    /// The rectangle of the first line a range covers, in the view's content coordinates: from
    /// where the range starts to where it ends on that line, or to the line's end when it goes on.
    ///
    /// The lines are the platform's own while its text view shows the text (GTK's layout);
    /// otherwise DeskKit's estimate, wrapped at the container's width: a character 0.55 em wide
    /// (0.6 monospaced) and a line 1.2 em high, as ``UILabel`` measures.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = range as? TextRange else { return .null }
        let count = textStorage.utf8Count
        let clamped = min(range.byteRange.lowerBound, count)..<min(range.byteRange.upperBound, count)
        return layoutMeasuring?.firstRect(forBytes: clamped) ?? textLayout.firstRect(for: clamped)
    }

    /// The rectangles a range covers, one per line, in the view's content coordinates (each as
    /// ``firstRect(for:)`` measures the rest of the range from that line on); none for an empty range.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = range as? TextRange else { return [] }
        let count = textStorage.utf8Count
        let end = min(range.byteRange.upperBound, count)
        var start = min(range.byteRange.lowerBound, count)
        var rects: [CGRect] = []
        while start < end {
            let rect = layoutMeasuring?.firstRect(forBytes: start..<end) ?? textLayout.firstRect(for: start..<end)
            rects.append(rect)
            // The next line starts where the text is closest to the left of the line below.
            let below = CGPoint(x: 0, y: rect.maxY + rect.height / 2)
            let next = layoutMeasuring?.byteOffset(closestTo: below) ?? textLayout.closestOffset(to: below)
            guard next > start else { break }
            start = next
        }
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    /// Where the caret shows for a position, in the view's content coordinates: two points wide
    /// and a line high.
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let position = position as? TextPosition else { return .null }
        let offset = min(position.offset, textStorage.utf8Count)
        let rect = layoutMeasuring?.firstRect(forBytes: offset..<offset) ?? textLayout.firstRect(for: offset..<offset)
        return CGRect(x: rect.minX, y: rect.minY, width: 2, height: rect.height)
    }

    /// The position nearest a point in the view's content coordinates: the line under it (the
    /// first or last when above or below the text), then the character edge nearest it.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextPosition(offset: layoutMeasuring?.byteOffset(closestTo: point) ?? textLayout.closestOffset(to: point))
    }

    /// The range of the character nearest a point in the view's content coordinates (from
    /// ``closestPosition(to:)`` to the next character boundary); nil in an empty text.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = closestPosition(to: point) as? TextPosition, textStorage.utf8Count > 0 else { return nil }
        let bytes = textStorage.snapshot().bytes
        var start = min(position.offset, bytes.count)
        if start == bytes.count { start = CaretMovement.boundary(before: start, in: bytes) }
        return TextRange(start..<CaretMovement.boundary(after: start, in: bytes), version: textStorage.version)
    }

    /// The platform widget's own layout, when it shows the text (GTK's text view).
    private var layoutMeasuring: UITextViewLayoutMeasuring? { textMirror as? UITextViewLayoutMeasuring }

    /// The view's lines as DeskKit estimates them, kept while the text, font and width stay.
    ///
    /// The core has no text shaping: a character is 0.55 em wide (0.6 in a monospaced font) and
    /// a line 1.2 em high, as ``UILabel`` measures; lines break at newlines and wrap at spaces
    /// at the container's width. A platform draws with its own layout, so its pixels may differ.
    var textLayout: EstimatedTextLayout {
        let shownFont = font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
        let padding = textContainer.lineFragmentPadding
        let containerWidth = textContainer.widthTracksTextView
            ? bounds.width - textContainerInset.left - textContainerInset.right
            : textContainer.size.width
        let lineWidth = containerWidth - 2 * padding
        let key = EstimatedTextLayout.key(
            storage: textStorage, font: shownFont,
            origin: CGPoint(x: textContainerInset.left + padding, y: textContainerInset.top),
            lineWidth: lineWidth > 0 ? lineWidth : nil)
        if let estimatedLayout, estimatedLayout.isCurrent(for: textStorage, key: key) { return estimatedLayout }
        let layout = EstimatedTextLayout(storage: textStorage, key: key)
        estimatedLayout = layout
        return layout
    }
}

/// A platform widget that lays a text view's text out itself (GTK's text view); the view's
/// geometry (``UITextView/firstRect(for:)`` and the others) comes from it while it shows the text.
@MainActor
package protocol UITextViewLayoutMeasuring: AnyObject {
    /// The rectangle of the first line `range` covers, in the view's content coordinates; nil
    /// when that text is not laid out yet.
    func firstRect(forBytes range: Range<Int>) -> CGRect?
    /// The byte offset of the character edge nearest `point` (content coordinates); nil when
    /// the text is not laid out yet.
    func byteOffset(closestTo point: CGPoint) -> Int?
}
