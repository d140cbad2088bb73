import Foundation

/// One range drawn behind a text view's glyphs in the last frame, in window coordinates.
package struct GtkDrawnTextDecoration: Sendable, Hashable {
    /// Why the range is drawn.
    package enum Style: Sendable, Hashable {
        case selection
        /// One of the find results.
        case found
        /// The current find result.
        case highlighted
        /// A highlighter mark (`addHighlight(_:)`).
        case marked
    }

    /// Why the range is drawn.
    package var style: Style
    /// UTF-8 byte range in the text view's text.
    package var byteRange: Range<Int>
    /// The rectangles the range covers, one per line.
    package var rects: [CGRect]
    /// The colour drawn behind the glyphs.
    package var color: GtkRGBA
}
