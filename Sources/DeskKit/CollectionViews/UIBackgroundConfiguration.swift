import Foundation

/// A cell's background as a value: its colour, which a state updates (a selected or focused
/// cell takes the tint colour), and its corner radius.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The colour; nil stands for the tint colour (see ``resolvedBackgroundColor(for:)``).
    public var backgroundColor: UIColor?
    /// The rounding of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Whether a selected, pressed or focused cell takes the tint colour; false for ``clear()``.
    var followsState = true

    /// The background of a plain list cell: clear until selected, pressed or focused.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// A clear background that stays clear whatever the cell's state: no selection colour.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(backgroundColor: .clear)
        configuration.followsState = false
        return configuration
    }

    /// The same background as `state` shows it: the tint colour (nil) while the cell is
    /// selected, pressed or focused, clear otherwise (unchanged for ``clear()``).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard followsState, let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.backgroundColor = state.isSelected || state.isHighlighted || state.isFocused ? nil : .clear
        return updated
    }

    /// The colour to fill with: ``backgroundColor``, or `tintColor` when that is nil.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }
}
