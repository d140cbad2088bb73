/// The horizontal and vertical axes of a view, as a set.
///
/// Pointer regions latch and pointer shapes constrain their movement along these axes.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The x axis: a region latching on it keeps its style while a drag leaves it sideways.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The y axis: a region latching on it keeps its style while a drag leaves it up or down.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes: a region latching on both keeps the pointer whichever way a drag leaves it.
    public static let both: UIAxis = [.horizontal, .vertical]
}
