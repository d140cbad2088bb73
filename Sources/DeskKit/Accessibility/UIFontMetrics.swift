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
    }
}
