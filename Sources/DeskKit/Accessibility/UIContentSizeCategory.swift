import Foundation

/// How large the user wants text: a step on a scale from extra small to the five accessibility
/// sizes. On Linux it comes from the desktop's text scaling (GTK's font DPI).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category as UIKit spells it.
    public let rawValue: String
    /// A category from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference given; treated as large.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest text.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Smaller than the default.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A little smaller than the default.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A step larger than the default.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Two steps larger than the default.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size short of the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size, for readers who need large text.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest text of all.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest, with the factor body text is scaled by
    /// (large is 1: the desktop's own size).
    static let scale: [(category: UIContentSizeCategory, factor: CGFloat)] = [
        (.extraSmall, 0.82), (.small, 0.88), (.medium, 0.94), (.large, 1), (.extraLarge, 1.12),
        (.extraExtraLarge, 1.24), (.extraExtraExtraLarge, 1.35), (.accessibilityMedium, 1.65),
        (.accessibilityLarge, 1.94), (.accessibilityExtraLarge, 2.35),
        (.accessibilityExtraExtraLarge, 2.76), (.accessibilityExtraExtraExtraLarge, 3.12),
    ]

    /// How much larger than the default text of this category is: 1 for large (and unspecified).
    public var textScaleFactor: CGFloat {
        Self.scale.first { $0.category == self }?.factor ?? 1
    }

    /// The category whose factor is nearest `factor` (a desktop's text scaling, 1.0 by default).
    public init(textScaleFactor factor: CGFloat) {
        self = Self.scale.min { abs($0.factor - factor) < abs($1.factor - factor) }!.category
    }

    /// Whether this is one of the five accessibility sizes, for which layouts often stack.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    private var rank: Int { Self.scale.firstIndex { $0.category == self } ?? 3 }

    /// Whether `lhs` is the smaller text size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}

/// Whether the user asked for more contrast between colours (on Linux: a high-contrast theme).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not yet known, normal contrast, or the high-contrast look the semantic colours switch to.
    case unspecified = -1, normal, high
}
