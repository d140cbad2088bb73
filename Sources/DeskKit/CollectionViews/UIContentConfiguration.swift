import Foundation

/// A description of a cell's content that makes the view showing it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a cell state (selected, highlighted…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration and updates when given a new one.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view in place.
    var configuration: UIContentConfiguration { get set }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {}

/// A cell's state: whether it is selected, highlighted, focused by the keyboard, disabled or
/// editing. A cell hands it to ``UICollectionViewCell/updateConfiguration(using:)`` whenever it
/// changes.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted, as while pressed.
    public var isHighlighted = false
    /// Whether the keyboard focus is on the cell's item.
    public var isFocused = false
    /// Whether the cell does not take input.
    public var isDisabled = false
    /// Whether the list is editing.
    public var isEditing = false
    /// Whether the cell's outline item shows its children.
    public var isExpanded = false
    /// A state neither selected nor highlighted.
    public init() {}
}
