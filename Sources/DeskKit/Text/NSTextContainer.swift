import Foundation

/// The area a text view lays its text out in. DeskKit's text views have one container each; the
/// GTK text view takes its padding as the text's left and right margins.
@preconcurrency @MainActor
open class NSTextContainer {
    /// Space between the container's edges and the text at the start and end of each line.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { textView?.setNeedsDisplay() }
    }
    /// The container's size; a text view's container follows the view's width.
    open var size: CGSize
    /// Whether the width follows the text view's (always true for a text view's own container).
    open var widthTracksTextView = true
    /// Lines at most, or 0 for no limit. GTK's text view shows every line.
    open var maximumNumberOfLines = 0
    /// How the last line that fits ends; kept, as GTK's text view wraps every line at words
    /// and shows them all.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping

    weak var textView: UITextView?

    /// A container of the given size, not yet attached to a text view.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container too large to limit the text; a text view then sets its width.
    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}
