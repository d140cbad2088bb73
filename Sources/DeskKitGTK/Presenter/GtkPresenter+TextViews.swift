import CGtk
import DeskKit
import Foundation

// MARK: - Text views, drawn with Pango

extension GtkPresenter {
    /// Space between a text view's edges and its text, as UIKit's default container inset.
    static let textViewInset = CGSize(width: 5, height: 8)
    static let textViewFont = GtkFont(family: "Sans", size: 15)
    static let selectionColor = GtkRGBA(red: 0.70, green: 0.83, blue: 1.0)
    /// Every result: a pale yellow, as desktop find bars mark matches.
    static let foundColor = GtkRGBA(red: 1.0, green: 0.93, blue: 0.55)
    /// The current result: a strong orange, distinct from the other results and the selection.
    static let highlightedColor = GtkRGBA(red: 1.0, green: 0.6, blue: 0.0)
    /// Highlighter marks: a marker-pen green, apart from the find colours.
    static let markedColor = GtkRGBA(red: 0.62, green: 0.93, blue: 0.45)

    /// Draws a text view's visible text at `rect` (window coordinates): selection, found and
    /// highlighted ranges behind the glyphs, then the caret; scrolls to the range the core asked for.
    func drawTextView(_ textView: UITextView, in rect: CGRect, opacity: Double, context: CairoDrawingContext,
                      decorations: inout [GtkDrawnTextDecoration]) {
        let id = ObjectIdentifier(textView)
        var frame = textFrames[id] ?? GtkTextViewFrame(textView: textView)
        let inset = Self.textViewInset
        let block = CairoTextBlock(textView.text, font: Self.textViewFont, width: rect.width - 2 * inset.width, in: context)
        let visibleHeight = max(0, rect.height - 2 * inset.height)
        let selection = textView.selectedByteRange
        var offset = textView.contentOffset
        if let target = textView.rangeToScrollToVisible, target != frame.scrolledRange {
            frame.scrolledRange = target
            let rects = target.isEmpty ? [block.caretRect(at: target.lowerBound)] : block.rects(for: target)
            offset.y = Self.offset(offset.y, showing: rects, visibleHeight: visibleHeight)
        } else if selection != frame.selection, textView.isFirstResponder {
            offset.y = Self.offset(offset.y, showing: [block.caretRect(at: selection.upperBound)], visibleHeight: visibleHeight)
        }
        frame.selection = selection
        offset.y = min(max(0, offset.y), max(0, block.size.height - visibleHeight))
        if offset != textView.contentOffset { textView.contentOffset = offset }  // no new frame: this one draws it
        let origin = CGPoint(x: rect.minX + inset.width - offset.x, y: rect.minY + inset.height - offset.y)

        cairo_save(context.cairo)
        defer { cairo_restore(context.cairo) }
        cairo_rectangle(context.cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context.cairo)
        let visible = block.byteRange(between: offset.y - inset.height, and: offset.y + rect.height)
        for (style, range, color) in Self.decorationRanges(of: textView, visible: visible) {
            let rects = block.rects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            for box in rects { context.fill(box, color: color.withOpacity(opacity), cornerRadius: style == .selection ? 0 : 2) }
            decorations.append(GtkDrawnTextDecoration(style: style, byteRange: range, rects: rects, color: color))
        }
        block.draw(in: context, at: origin, color: GtkRGBA.black.withOpacity(opacity))
        if selection.isEmpty, textView.isFirstResponder, textView.window?.isKeyWindow == true {
            let caret = block.caretRect(at: selection.lowerBound).offsetBy(dx: origin.x, dy: origin.y)
            context.fill(CGRect(x: caret.minX, y: caret.minY, width: 1.5, height: caret.height), color: .black)
        }
        frame.block = block
        frame.textOrigin = CGPoint(x: inset.width - offset.x, y: inset.height - offset.y)
        textFrames[id] = frame
    }

    /// Highlighter marks, the selection, then every result, then the current result: later ones
    /// paint over earlier ones.
    private static func decorationRanges(of textView: UITextView, visible: Range<Int>)
        -> [(GtkDrawnTextDecoration.Style, Range<Int>, GtkRGBA)] {
        var ranges: [(GtkDrawnTextDecoration.Style, Range<Int>, GtkRGBA)] = []
        for mark in textView.highlightedByteRanges where mark.overlaps(visible) { ranges.append((.marked, mark, markedColor)) }
        let selection = textView.selectedByteRange
        if !selection.isEmpty, selection.overlaps(visible) { ranges.append((.selection, selection, selectionColor)) }
        let highlighted = textView.highlightedFoundTextRange?.byteRange
        for found in textView.foundTextRanges where found.byteRange != highlighted && found.byteRange.overlaps(visible) {
            ranges.append((.found, found.byteRange, foundColor))
        }
        if let highlighted, highlighted.overlaps(visible) { ranges.append((.highlighted, highlighted, highlightedColor)) }
        return ranges
    }

    /// The scroll offset that shows all of `rects` (or their top when they are taller than the view).
    private static func offset(_ current: Double, showing rects: [CGRect], visibleHeight: Double) -> Double {
        guard let top = rects.map(\.minY).min(), let bottom = rects.map(\.maxY).max() else { return current }
        if top < current { return top }
        if bottom > current + visibleHeight { return min(top, bottom - visibleHeight) }
        return current
    }

    // MARK: - Clicks

    /// A primary click in a text view puts the caret at the character under the pointer;
    /// with Shift it extends the selection from its start.
    func placeCaret(at point: CGPoint, hit: UIView?, modifiers: UIKeyModifierFlags) {
        var view = hit
        while let current = view, !(current is UITextView) { view = current.superview }
        guard let textView = view as? UITextView, textView.isSelectable,
              let frame = textFrames[ObjectIdentifier(textView)], let block = frame.block else { return }
        let local = textView.convert(point, from: nil)
        let offset = block.byteOffset(at: CGPoint(x: local.x - frame.textOrigin.x, y: local.y - frame.textOrigin.y))
        if modifiers.contains(.shift) {
            let anchor = textView.selectedByteRange.lowerBound
            textView.select(min(anchor, offset)..<max(anchor, offset))
        } else {
            textView.select(offset..<offset)
        }
    }

    /// The union of the rectangles the range was drawn in (the caret's for an empty range), in
    /// the text view's coordinates, from the last frame.
    package func textRect(for byteRange: Range<Int>, in textView: UITextView) -> CGRect? {
        guard let frame = textFrames[ObjectIdentifier(textView)], let block = frame.block else { return nil }
        let rects = byteRange.isEmpty ? [block.caretRect(at: byteRange.lowerBound)] : block.rects(for: byteRange)
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: frame.textOrigin.x, dy: frame.textOrigin.y)
    }

    /// Forgets frames of text views that are gone.
    func pruneTextFrames() {
        textFrames = textFrames.filter { $0.value.textView != nil }
    }
}

private extension GtkRGBA {
    func withOpacity(_ opacity: Double) -> GtkRGBA {
        GtkRGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
