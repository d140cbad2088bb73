import Foundation

/// Scales fonts and lengths for the text size the user prefers, so drawn parts (a tab strip, a
/// cell's title, the row heights around them) grow with the desktop's text scaling.
public struct UIFontMetrics: Sendable {
    /// The metrics of body text; every text style scales alike on Linux.
    public static let `default` = UIFontMetrics()

    /// Metrics for body text.
    public init() {}

    /// Metrics for `textStyle`; on Linux every style scales like body text.
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    /// `font` at the size the traits' content size category asks for (the window's when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        var scaled = font
        scaled.pointSize = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return scaled
    }

    /// `value` (a size meant for the default text size) scaled like text, rounded to a half point.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        let factor = (traitCollection ?? UITraitCollection()).preferredContentSizeCategory.textScaleFactor
        return (value * factor * 2).rounded() / 2
    }
}

extension UIFont {
    /// The kinds of text a font can be asked for; DeskKit scales them all alike.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style as UIKit spells it.
        public let rawValue: String
        /// A style from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Running text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Headings within running text.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Text under a heading.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The largest titles.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A large title above content, as a navigation bar's large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleLargeTitle")
        /// Second-level titles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Callouts, a little smaller than body text.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The smaller captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's font at the default text size (iPadOS's sizes; unknown styles get body's).
        var defaultFont: UIFont {
            switch self {
            case .largeTitle: UIFont(pointSize: 34)
            case .title1: UIFont(pointSize: 28)
            case .title2: UIFont(pointSize: 22)
            case .title3: UIFont(pointSize: 20)
            case .headline: UIFont(pointSize: 17, weight: .semibold)
            case .callout: UIFont(pointSize: 16)
            case .subheadline: UIFont(pointSize: 15)
            case .footnote: UIFont(pointSize: 13)
            case .caption1: UIFont(pointSize: 12)
            case .caption2: UIFont(pointSize: 11)
            default: UIFont(pointSize: 17)
            }
        }
    }

    /// The font for `style` at the text size `traitCollection` prefers (the default size when nil).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        var font = UIFontMetrics(forTextStyle: style).scaledFont(for: style.defaultFont, compatibleWith: traitCollection)
        font.textStyle = style
        return font
    }
}
