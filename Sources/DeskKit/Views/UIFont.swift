import Foundation

/// A font described by size and weight; the presenter picks the desktop's UI face.
public struct UIFont: Hashable, Sendable {
    /// How heavy the strokes are, from thinnest to heaviest.
    public enum Weight: Hashable, Sendable {
        /// The nine weights a font can ask for, thinnest first.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The font's size in points (device pixels on the desktop).
    public var pointSize: CGFloat
    /// How heavy the strokes are.
    public var weight: Weight
    /// Whether every character has the same width.
    public var isMonospaced: Bool
    /// The typeface family asked for by name; nil is the desktop's interface face.
    public var familyName: String?
    /// The text style ``preferredFont(forTextStyle:compatibleWith:)`` made the font for, which a
    /// label that adjusts to the content size category asks for again when the text size changes.
    package var textStyle: TextStyle?

    /// A font of this size, weight and spacing.
    public init(pointSize: CGFloat, weight: Weight = .regular, isMonospaced: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.isMonospaced = isMonospaced
    }

    /// The font family `fontName` at `fontSize`; nil for an empty name. The desktop's font
    /// configuration picks the nearest face it has (Helvetica becomes a metric-compatible sans).
    public init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.trimmingCharacters(in: .whitespaces)
        guard !family.isEmpty else { return nil }
        self.init(pointSize: fontSize)
        familyName = family
    }

    /// The desktop's interface font at `size`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The desktop's interface font in bold.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .bold)
    }

    /// The desktop's monospaced font at `size`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, isMonospaced: true)
    }

    /// The size of body text in desktop controls.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of labels: the desktop's body size, which is smaller than the iPad's 17.
    public static var labelFontSize: CGFloat { 14 }
    /// The size of secondary text.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of button titles.
    public static var buttonFontSize: CGFloat { 14 }
}
