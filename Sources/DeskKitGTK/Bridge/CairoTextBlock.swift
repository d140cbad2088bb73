import CGtk
import Foundation

/// A block of wrapped text laid out once by Pango, addressed by UTF-8 byte offsets.
///
/// Pango indexes text by UTF-8 bytes, as DeskKit's text storage does, so selections and found
/// ranges map onto the layout without conversion. Coordinates are relative to the block's top-left.
@MainActor
package final class CairoTextBlock {
    private let layout: OpaquePointer
    private let utf8: [UInt8]
    /// The laid-out size in pixels.
    package let size: CGSize

    /// Lays out `text` wrapped at `width` with the cairo context's font settings.
    package convenience init(_ text: String, font: GtkFont, width: Double, in context: CairoDrawingContext) {
        self.init(text, font: font, width: width, layout: pango_cairo_create_layout(context.cairo)!)
    }

    /// Takes ownership of `layout` (one reference) and fills it with `text`.
    init(_ text: String, font: GtkFont, width: Double, layout: OpaquePointer) {
        self.layout = layout
        utf8 = Array(text.utf8)
        let desc = font.makeDescription()
        defer { pango_font_description_free(desc) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, Int32(utf8.count))
        pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        size = CGSize(width: Double(w), height: Double(h))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    // MARK: - Drawing

    /// Draws the glyphs with their top-left at `origin`.
    package func draw(in context: CairoDrawingContext, at origin: CGPoint, color: GtkRGBA) {
        cairo_set_source_rgba(context.cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(context.cairo, origin.x, origin.y)
        pango_cairo_show_layout(context.cairo, layout)
    }

    // MARK: - Geometry

    /// The rectangles a byte range covers, one per line it touches; empty for an empty range.
    package func rects(for byteRange: Range<Int>) -> [CGRect] {
        guard !byteRange.isEmpty else { return [] }
        var rects: [CGRect] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            let start = max(byteRange.lowerBound, lineStart), end = min(byteRange.upperBound, lineEnd)
            guard start < end else { continue }
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &top, &bottom)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            for index in 0..<Int(count) {
                let x0 = Self.pixels(ranges[2 * index]), x1 = Self.pixels(ranges[2 * index + 1])
                rects.append(CGRect(x: x0, y: Self.pixels(top), width: max(1, x1 - x0), height: Self.pixels(bottom - top)))
            }
        } while pango_layout_iter_next_line(iter) != cgtk_false
        return rects
    }

    /// The caret's rectangle (one pixel wide) before the character at `byteOffset`.
    package func caretRect(at byteOffset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(min(max(0, byteOffset), utf8.count)), &strong, nil)
        return CGRect(x: Self.pixels(strong.x), y: Self.pixels(strong.y), width: 1, height: max(1, Self.pixels(strong.height)))
    }

    /// The byte offset of the caret position nearest to `point` (a click there puts the caret here).
    package func byteOffset(at point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, Int32(point.x * Double(PANGO_SCALE)), Int32(max(0, point.y) * Double(PANGO_SCALE)),
                                 &index, &trailing)
        var offset = Int(index)
        // `trailing` counts characters past the index's start (a click on a glyph's right half).
        for _ in 0..<Int(trailing) where offset < utf8.count {
            offset += Self.sequenceLength(leadByte: utf8[offset])
        }
        return min(offset, utf8.count)
    }

    /// The bytes laid out between two heights (whole lines), to skip ranges scrolled out of view.
    package func byteRange(between top: Double, and bottom: Double) -> Range<Int> {
        let start = byteOffset(at: CGPoint(x: 0, y: max(0, top)))
        let end = byteOffset(at: CGPoint(x: size.width + 1_000, y: max(top, bottom)))
        // Past the last character of the bottom line, including its line break.
        return min(start, utf8.count)..<min(utf8.count, max(start, end) + 4)
    }

    private static func sequenceLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private static func pixels(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
