import Foundation

/// A font described by size and weight; the presenter picks the desktop's UI face.
public struct UIFont: Hashable, Sendable {
    public enum Weight: Hashable, Sendable {
        case regular, medium, semibold, bold
    }

    public var pointSize: CGFloat
    public var weight: Weight
    public var isMonospaced: Bool

    public init(pointSize: CGFloat, weight: Weight = .regular, isMonospaced: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.isMonospaced = isMonospaced
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .bold)
    }

    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, isMonospaced: true)
    }

    public static var systemFontSize: CGFloat { 14 }
}
