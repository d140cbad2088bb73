import Foundation

/// What the compact (touch) edit menu shows: one row of buttons beside a target rectangle.
///
/// Plain values filled in by the presenter from the core's layout, so the widget knows nothing
/// of menus or interactions.
package struct GtkCompactMenuContent: Hashable, Sendable {
    /// Which side of the target the row sits on; the arrow points back at the target.
    package enum Side: Hashable, Sendable { case above, below, leading, trailing }

    package struct Button: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            /// The item at this index of the displayed level.
            case item(Int)
            case separator
            /// Leaves an opened submenu.
            case back
            case previousPage
            case nextPage
        }

        package var kind: Kind
        package var title: String
        package var iconName: String?
        package var showsTitle: Bool
        package var showsImage: Bool
        /// Image over title (medium element size) rather than side by side.
        package var isStacked: Bool
        package var isEnabled: Bool
        /// The width the core laid the button out with.
        package var width: Double

        package init(kind: Kind, title: String = "", iconName: String? = nil, showsTitle: Bool = true, showsImage: Bool = false,
                     isStacked: Bool = false, isEnabled: Bool = true, width: Double) {
            self.kind = kind
            self.title = title
            self.iconName = iconName
            self.showsTitle = showsTitle
            self.showsImage = showsImage
            self.isStacked = isStacked
            self.isEnabled = isEnabled
            self.width = width
        }
    }

    package var buttons: [Button]
    /// The rectangle the arrow points at, in the parent widget's coordinates.
    package var target: CGRect
    package var side: Side

    package init(buttons: [Button], target: CGRect, side: Side) {
        self.buttons = buttons
        self.target = target
        self.side = side
    }
}
