import Foundation

/// Something shown beside a list cell's content: an app's own view at the leading or trailing
/// edge, shown always or only in or out of editing mode.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Sendable {
        /// In and out of editing mode.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing

        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// Which edge of the cell an accessory sits at.
    public enum Placement {
        /// Before the content, when `displayed` says so.
        case leading(displayed: DisplayedState = .always)
        /// After the content, when `displayed` says so.
        case trailing(displayed: DisplayedState = .always)
    }

    /// An app's view as an accessory, and where it goes.
    public struct CustomViewConfiguration {
        /// The view shown, at its fitting size.
        public var customView: UIView
        /// The edge it sits at.
        public var placement: Placement
        /// Whether the view keeps its own tint colour rather than the cell's.
        public var maintainsFixedSize = false

        /// An accessory showing `customView` at `placement`.
        public init(customView: UIView, placement: Placement) {
            self.customView = customView
            self.placement = placement
        }
    }

    let configuration: CustomViewConfiguration
    /// For an outline disclosure: its options and what clicking it does instead of toggling.
    var outline: (options: OutlineDisclosureOptions, actionHandler: (@MainActor () -> Void)?)?

    /// An accessory showing an app's view.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(configuration: configuration)
    }

    /// Whether the accessory sits at the trailing edge, and whether it shows in this mode.
    var isTrailing: Bool {
        if case .trailing = configuration.placement { return true }
        return false
    }

    func shows(editing: Bool) -> Bool {
        switch configuration.placement {
        case let .leading(displayed), let .trailing(displayed): displayed.shows(editing: editing)
        }
    }
}
