// MARK: - Keyboard dismissal and inset adjustment

extension UIScrollView {
    /// When dragging the content dismisses the on-screen keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// Which safe-area insets are added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}
