/// A button of a ``UIAlertController``, with what it does when chosen.
@preconcurrency @MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: UIAlertAction.Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
