import CGtk
import DeskKit
import Foundation

/// The text view's geometry from GTK's own layout of the text, so ``UITextView/firstRect(for:)``
/// and ``UITextView/closestPosition(to:)`` report where GTK shows the text.
///
/// GTK's buffer coordinates include the left margin but start below the top margin; the core's
/// content coordinates include both, so y moves by the top margin.
extension GtkHostedTextView: UITextViewLayoutMeasuring {
    package func firstRect(forBytes range: Range<Int>) -> CGRect? {
        guard range.lowerBound <= loadedBytes, loadedBytes > 0 || range.lowerBound == 0 else { return nil }
        let textView = cgtk_text_view(view)
        var start = iter(atByte: range.lowerBound)
        var first = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &start, &first)
        var right = Double(first.x)
        if !range.isEmpty {
            var end = iter(atByte: min(range.upperBound, loadedBytes))
            var last = GdkRectangle()
            gtk_text_view_get_iter_location(textView, &end, &last)
            if last.y == first.y {
                right = Double(last.x)
            } else {
                // The range goes on past this line: to the line's last character.
                var lineEnd = GtkTextIter()
                _ = gtk_text_view_get_iter_at_location(textView, &lineEnd, Int32.max / 2, first.y)
                var endBox = GdkRectangle()
                gtk_text_view_get_iter_location(textView, &lineEnd, &endBox)
                right = Double(endBox.y == first.y ? endBox.x + endBox.width : endBox.x)
            }
        }
        let top = Double(gtk_text_view_get_top_margin(textView))
        return CGRect(x: Double(first.x), y: Double(first.y) + top, width: max(0, right - Double(first.x)), height: Double(first.height))
    }

    package func byteOffset(closestTo point: CGPoint) -> Int? {
        guard loadedBytes > 0 else { return nil }
        var iter = GtkTextIter()
        var trailing: Int32 = 0
        let textView = cgtk_text_view(view)
        let y = point.y - Double(gtk_text_view_get_top_margin(textView))
        _ = gtk_text_view_get_iter_at_position(textView, &iter, &trailing, Int32(gtkCoordinate: point.x, .down), Int32(gtkCoordinate: y, .down))
        // A point in a character's right half is nearer its end.
        if trailing > 0 { _ = gtk_text_iter_forward_chars(&iter, trailing) }
        return byteOffset(of: &iter)
    }
}
