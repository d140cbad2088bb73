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

/// A cell's state: whether it is selected or highlighted.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted, as while pressed.
    public var isHighlighted = false
    /// A state neither selected nor highlighted.
    public init() {}
}
