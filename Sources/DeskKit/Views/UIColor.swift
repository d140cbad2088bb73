import Foundation

/// A color in sRGB with alpha.
public struct UIColor: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: - Standard colors (light appearance)

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    public static let systemBlue = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    public static let systemRed = UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1)
    public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    public static let systemYellow = UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1)
    public static let systemOrange = UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
    public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    public static let tintColor = systemBlue
}
