/// The horizontal and vertical axes of a view, as a set.
///
/// Pointer regions latch and pointer shapes constrain their movement along these axes.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Left and right.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Up and down.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes: a region latching on both keeps the pointer whichever way a drag leaves it.
    public static let both: UIAxis = [.horizontal, .vertical]
}
