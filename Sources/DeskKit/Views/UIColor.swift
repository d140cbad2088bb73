import Foundation

/// A color in sRGB with alpha.
public struct UIColor: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: CGFloat
    /// The green component, 0...1.
    public var green: CGFloat
    /// The blue component, 0...1.
    public var blue: CGFloat
    /// The opacity, 0 (transparent) to 1.
    public var alpha: CGFloat

    /// A color from sRGB components and opacity, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray of brightness `white` (0 black, 1 white).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: - Standard colors (light appearance)

    /// The clear color (its light appearance).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The black color (its light appearance).
    public static let black = UIColor(white: 0, alpha: 1)
    /// The white color (its light appearance).
    public static let white = UIColor(white: 1, alpha: 1)
    /// The gray color (its light appearance).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// The system background color (its light appearance).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The secondary system background color (its light appearance).
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    /// The label color (its light appearance).
    public static let label = UIColor(white: 0, alpha: 1)
    /// The secondary label color (its light appearance).
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    /// The separator color (its light appearance).
    public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    /// The system blue color (its light appearance).
    public static let systemBlue = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    /// The system red color (its light appearance).
    public static let systemRed = UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1)
    /// The system green color (its light appearance).
    public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    /// The system yellow color (its light appearance).
    public static let systemYellow = UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1)
    /// The system orange color (its light appearance).
    public static let systemOrange = UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
    /// The system gray 5 color (its light appearance).
    public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    /// The tint color color (its light appearance).
    public static let tintColor = systemBlue
}
