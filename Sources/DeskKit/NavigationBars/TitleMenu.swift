/// A navigation bar's title menu as it should be shown: the document header, if any, and the
/// menu from ``UINavigationItem/titleMenuProvider`` with Share… when the document can be shared.
@preconcurrency @MainActor
public struct TitleMenu {
    /// The document's name, kind, size and icon, shown above the menu; nil without a document.
    public let header: DocumentHeader?
    /// The menu, validated against the responder chain when it was made; pass the element the
    /// user picks to ``perform(_:)``.
    public let menu: UIMenu
    /// Where the menu's commands go up the responder chain from.
    let start: UIResponder?

    /// Performs an element chosen from ``menu``; false when it is disabled or nothing performs it.
    @discardableResult
    public func perform(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction:
            guard !action.attributes.contains(.disabled) else { return false }
            action.performWithSender(action, target: nil)
            return true
        case let command as UICommand:
            guard command.isEnabled, let target = start?.target(forAction: command.action, withSender: command) as? UIResponder else { return false }
            return target.invokeAction(command.action, sender: command)
        default:
            return false
        }
    }
}
