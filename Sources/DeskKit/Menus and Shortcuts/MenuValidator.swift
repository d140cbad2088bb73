/// Produces the menu as it should be shown now: deferred elements resolved, and every command
/// a copy checked against the responder chain (performable, then `validate(_:)`).
@MainActor
struct MenuValidator {
    /// Where validation asks responders: the first responder, or the window when there is none.
    let start: UIResponder?
    /// Identifies the presentation, so uncached deferred elements are asked once per showing.
    let presentation: Int
    let onDeferredLoad: @MainActor () -> Void
    /// The chain from `start`, walked once per pass rather than once per command.
    /// Unretained: the pass is synchronous and `start` keeps the chain alive, so loads need
    /// no reference counting (responders have weak references and count slowly).
    private let chain: [Unmanaged<UIResponder>]
    /// Keeps the chain's responders alive for the validator's lifetime.
    private let chainOwner: [UIResponder]

    init(start: UIResponder?, presentation: Int, onDeferredLoad: @escaping @MainActor () -> Void) {
        self.start = start
        self.presentation = presentation
        self.onDeferredLoad = onDeferredLoad
        chainOwner = start?.responderChain ?? []
        chain = chainOwner.map { Unmanaged.passUnretained($0) }
    }

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

    /// A copy of `command` as it should be shown: performable if a responder in the chain can
    /// perform it (asked in chain order, as `target(forAction:withSender:)` does), then validated
    /// by that responder. The copy object is reused across passes to spare an allocation.
    func validated(_ command: UICommand) -> UICommand {
        let copy = command.validationCopy()
        // Unowned: the chain owner keeps responders alive, and their counts are slow to touch.
        unowned(unsafe) var target: UIResponder?
        // Made once: each responder asked gets the same selector and sender values.
        let action = command.action
        let sender: Any? = copy
        for reference in chain {
            unowned(unsafe) let responder = reference.takeUnretainedValue()
            if responder.canPerformAction(action, withSender: sender) {
                target = responder
                break
            }
        }
        copy.isPerformable = target != nil
        target?.validate(copy)
        return copy
    }
}
