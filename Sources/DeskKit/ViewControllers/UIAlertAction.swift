/// A button of a ``UIAlertController``, with what it does when chosen.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How a button looks and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary button, the one that dismisses without acting, or one that deletes or destroys (shown in red).
        case `default`, cancel, destructive
    }

    /// The button's label.
    public let title: String?
    /// The button's look.
    public let style: UIAlertAction.Style
    /// Whether the button can be chosen.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button that runs `handler` when chosen.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
