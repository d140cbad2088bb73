// MARK: - Keyboard dismissal and inset adjustment

extension UIScrollView {
    /// When dragging the content dismisses the on-screen keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none
        /// A drag dismisses the keyboard.
        case onDrag
        /// The keyboard follows a drag down and can be pulled away.
        case interactive
        /// A drag dismisses the keyboard and its accessory bar.
        case onDragWithAccessory
        /// The keyboard and its accessory bar follow a drag down.
        case interactiveWithAccessory
    }

    /// Which safe-area insets are added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, and the top and bottom in a navigation controller.
        case automatic
        /// Along the axes that scroll.
        case scrollableAxes
        /// None.
        case never
        /// All of them.
        case always
    }
}
