import Foundation

/// A view that shows a line or more of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { setNeedsDisplay() } }
    open var font = UIFont.systemFont(ofSize: UIFont.systemFontSize) { didSet { setNeedsDisplay() } }
    open var textColor = UIColor.label { didSet { setNeedsDisplay() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means as many as fit.
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
