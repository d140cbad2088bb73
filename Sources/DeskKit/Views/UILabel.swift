import Foundation

/// A view that shows a line or more of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil shows nothing.
    open var text: String? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The text's font.
    open var font = UIFont.systemFont(ofSize: UIFont.systemFontSize) { didSet { setNeedsDisplay() } }
    /// The text's color.
    open var textColor = UIColor.label { didSet { setNeedsDisplay() } }
    /// How lines are aligned in the bounds.
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means as many as fit.
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    /// How lines wrap, and how text cut at ``numberOfLines`` ends: with an ellipsis at its end
    /// (the default), start or middle, or simply cut.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { setNeedsDisplay() } }

    /// Whether the label draws in ``highlightedTextColor`` (as a pressed control's title does).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The text's colour while ``isHighlighted``; nil keeps ``textColor``.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws its text normally; a disabled label draws it greyed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether a font from `UIFont.preferredFont(forTextStyle:)` follows the text size the
    /// window's traits prefer as it changes.
    open var adjustsFontForContentSizeCategory = false

    /// The colour the text is drawn in now: highlighted, greyed when disabled, else ``textColor``.
    package var displayedTextColor: UIColor {
        if !isEnabled { return .tertiaryLabel }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return textColor
    }

    /// An empty label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty label; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The size of the text (see ``sizeThatFits(_:)``), which Auto Layout keeps by default.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The text's size in ``font``, estimated: the core has no text layout engine, so a
    /// character counts 0.55 em (0.6 monospaced) and a line 1.2 em; presenters draw the text
    /// with the desktop's own layout. Lines break only at newlines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let shown = numberOfLines > 0 ? lines.prefix(numberOfLines) : lines[...]
        let perCharacter = font.pointSize * (font.isMonospaced ? 0.6 : 0.55)
        let widest = shown.map { CGFloat($0.count) * perCharacter }.max() ?? 0
        let height = (font.pointSize * 1.2).rounded(.up) * CGFloat(max(shown.count, 1))
        return CGSize(width: widest.rounded(.up), height: height)
    }
}

extension UILabel {
    /// Where the first and last baselines are below the top of the text, and the text's height,
    /// by the estimate ``sizeThatFits(_:)`` uses: lines 1.2 em apart, the baseline 0.8 em below
    /// the top of the font in the middle of its line.
    var baselineMetrics: (first: CGFloat, last: CGFloat, textHeight: CGFloat) {
        let lineHeight = (font.pointSize * 1.2).rounded(.up)
        let textHeight = sizeThatFits(.zero).height
        let lines = (textHeight / lineHeight).rounded()
        let first = (lineHeight - font.pointSize) / 2 + font.pointSize * 0.8
        return (first, first + (lines - 1) * lineHeight, textHeight)
    }
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    /// Left, centred, right, justified, or natural (leading edge for the text's direction).
    case left, center, right, justified, natural
}
