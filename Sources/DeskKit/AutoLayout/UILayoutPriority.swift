import Foundation

/// How much a layout constraint matters: 1000 must hold, lower values give way to higher ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, from 1 to 1000.
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// How strongly a button resists being squeezed, for example.
    public static let defaultHigh = UILayoutPriority(750)
    /// How strongly a view hugs its content by default.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of a view's wish to be as small as its content allows.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` gives way to `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` steps above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` steps below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// What missing a constraint of this priority by one point costs the solver; each 150
    /// steps of priority weigh ten times more, so higher priorities win.
    var solverWeight: Double? {
        rawValue >= 1000 ? nil : pow(10, Double(max(rawValue, 1)) / 150)
    }
}
