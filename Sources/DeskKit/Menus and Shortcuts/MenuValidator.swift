/// Produces the menu as it should be shown now: deferred elements resolved, and every command
/// a copy checked against the responder chain (performable, then `validate(_:)`).
@MainActor
struct MenuValidator {
    /// Where validation asks responders: the first responder, or the window when there is none.
    let start: UIResponder?
    /// Identifies the presentation, so uncached deferred elements are asked once per showing.
    let presentation: Int
    let onDeferredLoad: @MainActor () -> Void

    func validated(_ menu: UIMenu) -> UIMenu {
        menu.replacingChildren(validated(menu.children))
    }

    func validated(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case let menu as UIMenu:
                result.append(validated(menu))
            case let deferred as UIDeferredMenuElement:
                if let provided = deferred.elements(forPresentation: presentation, onLoad: onDeferredLoad) {
                    result.append(contentsOf: validated(provided))
                } else {
                    result.append(UIDeferredMenuElement.loadingPlaceholder)
                }
            case let command as UICommand:
                result.append(validated(command))
            default:
                result.append(element.copyElement())
            }
        }
        return result
    }

    func validated(_ command: UICommand) -> UICommand {
        // Every subclass's copy is of its own class, so the cast cannot fail.
        let copy = command.copyElement() as? UICommand ?? command
        let target = start?.target(forAction: command.action, withSender: copy) as? UIResponder
        copy.isPerformable = target != nil
        target?.validate(copy)
        return copy
    }
}
