import Foundation

/// A cell's background as a value: its colour, which a state updates (a selected or focused
/// cell takes the tint colour), and its corner radius.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The colour; nil stands for the tint colour (see ``resolvedBackgroundColor(for:)``).
    public var backgroundColor: UIColor?
    /// The rounding of the background's corners.
    public var cornerRadius: CGFloat = 0

    /// The background of a plain list cell: clear until selected, pressed or focused.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The same background as `state` shows it: the tint colour (nil) while the cell is
    /// selected, pressed or focused, clear otherwise.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.backgroundColor = state.isSelected || state.isHighlighted || state.isFocused ? nil : .clear
        return updated
    }

    /// The colour to fill with: ``backgroundColor``, or `tintColor` when that is nil.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }
}
