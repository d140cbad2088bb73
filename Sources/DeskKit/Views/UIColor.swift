import Foundation

/// A color in sRGB with alpha; the semantic colours (backgrounds, labels, separators, the system
/// tints) also carry their dark and high-contrast looks, which ``resolvedColor(with:)`` picks.
public struct UIColor: Hashable, Sendable {
    /// The red component, 0...1 (of the light look, for a dynamic colour); setting a component
    /// makes the colour plain.
    public var red: CGFloat { didSet { appearances = nil } }
    /// The green component, 0...1.
    public var green: CGFloat { didSet { appearances = nil } }
    /// The blue component, 0...1.
    public var blue: CGFloat { didSet { appearances = nil } }
    /// The opacity, 0 (transparent) to 1.
    public var alpha: CGFloat { didSet { appearances = nil } }
    /// The dark and high-contrast looks of a dynamic colour (UIColor+Dynamic.swift); nil for a plain one.
    var appearances: Appearances?

    /// A plain sRGB colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour with nothing set, as UIKit's plain initializer makes: fully transparent black.
    public init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A plain grey, 0 black to 1 white.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour (each of its looks, for a dynamic one) with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = self
        color.alpha = alpha
        color.appearances = appearances.map { looks in
            var looks = looks
            looks.dark.alpha = alpha
            looks.highContrast.alpha = alpha
            looks.darkHighContrast.alpha = alpha
            return looks
        }
        return color
    }

    // MARK: - Standard colors (semantic ones follow dark mode and increased contrast)

    /// The clear color.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The black color.
    public static let black = UIColor(white: 0, alpha: 1)
    /// The white color.
    public static let white = UIColor(white: 1, alpha: 1)
    /// The gray color.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// The system background color, with its dark and high-contrast looks.
    public static let systemBackground = UIColor(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))
    /// The secondary system background color, with its dark and high-contrast looks.
    public static let secondarySystemBackground = UIColor(
        light: UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1), dark: UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1),
        highContrast: UIColor(red: 0.92, green: 0.92, blue: 0.94, alpha: 1), darkHighContrast: UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1))
    /// The label color, with its dark and high-contrast looks.
    public static let label = UIColor(light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    /// The secondary label color, with its dark and high-contrast looks.
    public static let secondaryLabel = UIColor(
        light: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6), dark: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.6),
        highContrast: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.9), darkHighContrast: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.9))
    /// The separator color, with its dark and high-contrast looks.
    public static let separator = UIColor(
        light: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29), dark: UIColor(red: 0.33, green: 0.33, blue: 0.35, alpha: 0.6),
        highContrast: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.9), darkHighContrast: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.8))
    /// The system blue color, with its dark and high-contrast looks.
    public static let systemBlue = UIColor(
        light: UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1), dark: UIColor(red: 0.04, green: 0.52, blue: 1.0, alpha: 1),
        highContrast: UIColor(red: 0.0, green: 0.25, blue: 0.87, alpha: 1), darkHighContrast: UIColor(red: 0.25, green: 0.61, blue: 1.0, alpha: 1))
    /// The system red color, with its dark and high-contrast looks.
    public static let systemRed = UIColor(
        light: UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1), dark: UIColor(red: 1.0, green: 0.27, blue: 0.23, alpha: 1),
        highContrast: UIColor(red: 0.84, green: 0.0, blue: 0.08, alpha: 1), darkHighContrast: UIColor(red: 1.0, green: 0.41, blue: 0.38, alpha: 1))
    /// The system green color, with its dark and high-contrast looks.
    public static let systemGreen = UIColor(
        light: UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1), dark: UIColor(red: 0.19, green: 0.82, blue: 0.35, alpha: 1),
        highContrast: UIColor(red: 0.14, green: 0.54, blue: 0.24, alpha: 1), darkHighContrast: UIColor(red: 0.19, green: 0.86, blue: 0.36, alpha: 1))
    /// The system yellow color, with its dark and high-contrast looks.
    public static let systemYellow = UIColor(
        light: UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1), dark: UIColor(red: 1.0, green: 0.84, blue: 0.04, alpha: 1),
        highContrast: UIColor(red: 0.7, green: 0.4, blue: 0.0, alpha: 1), darkHighContrast: UIColor(red: 1.0, green: 0.83, blue: 0.15, alpha: 1))
    /// The system orange color, with its dark and high-contrast looks.
    public static let systemOrange = UIColor(
        light: UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1), dark: UIColor(red: 1.0, green: 0.62, blue: 0.04, alpha: 1),
        highContrast: UIColor(red: 0.79, green: 0.34, blue: 0.0, alpha: 1), darkHighContrast: UIColor(red: 1.0, green: 0.7, blue: 0.25, alpha: 1))
    /// The system gray 5 color, with its dark and high-contrast looks.
    public static let systemGray5 = UIColor(
        light: UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1), dark: UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1),
        highContrast: UIColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 1), darkHighContrast: UIColor(red: 0.21, green: 0.21, blue: 0.22, alpha: 1))
    /// The tint colour: system blue, with its looks.
    public static let tintColor = systemBlue
}
