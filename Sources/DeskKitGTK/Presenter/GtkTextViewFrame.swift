import DeskKit
import Foundation

/// What the presenter drew for one text view last: its layout (for mapping clicks to offsets) and
/// what it last scrolled to, so a range is scrolled into view once, not on every frame.
@MainActor
struct GtkTextViewFrame {
    weak var textView: UITextView?
    var block: CairoTextBlock?
    /// Where the block's top-left sat, in the text view's coordinates (after scrolling).
    var textOrigin = CGPoint.zero
    var scrolledRange: Range<Int>?
    var selection: Range<Int>?
}
