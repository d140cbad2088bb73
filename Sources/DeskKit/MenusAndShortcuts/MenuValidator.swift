/// Produces the menu as it should be shown now: deferred elements resolved, and every command
/// a copy checked against the responder chain (performable, then `validate(_:)`).
@MainActor
struct MenuValidator {
    /// Where validation asks responders: the first responder, or the window when there is none.
    let start: UIResponder?
    /// Identifies the presentation, so uncached deferred elements are asked once per showing.
    let presentation: Int
    let onDeferredLoad: @MainActor () -> Void
    /// Where new commands find copies left by the last pass; the main menu's passes only.
    let recycler: ValidationCopyRecycler?
    /// The chain from `start`, walked once per pass rather than once per command. Indexed
    /// rather than iterated: the array keeps its responders alive, so calls need no retain.
    private let chain: ContiguousArray<UIResponder>

    init(start: UIResponder?, presentation: Int, recycler: ValidationCopyRecycler? = nil,
         onDeferredLoad: @escaping @MainActor () -> Void) {
        self.start = start
        self.presentation = presentation
        self.recycler = recycler
        self.onDeferredLoad = onDeferredLoad
        chain = ContiguousArray(start?.responderChain ?? [])
    }

    func validated(_ menu: UIMenu) -> UIMenu {
        menu.replacingChildren(validated(menu.children))
    }

    func validated(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        result.reserveCapacity(elements.count)
        // By index: iterating would retain and release each of thousands of commands.
        for position in elements.indices {
            let element = elements[position]
            switch element.kind {
            case .menu:
                let menu = element as! UIMenu
                if let mirror = MenuValidationMirror.current(for: menu) {
                    mirror.refresh(with: self)
                    result.append(mirror.menu)
                } else {
                    result.append(validated(menu))
                }
            case .deferred:
                let deferred = element as! UIDeferredMenuElement
                if let provided = deferred.elements(forPresentation: presentation, onLoad: onDeferredLoad) {
                    result.append(contentsOf: validated(provided))
                } else {
                    result.append(UIDeferredMenuElement.loadingPlaceholder)
                }
            case .command, .keyCommand:
                result.append(validated(element.ofKind(UICommand.self)))
            case .action, .plain:
                result.append(element.copyElement())
            }
        }
        return result
    }

    /// A copy of `command` as it should be shown: performable if a responder in the chain can
    /// perform it (asked in chain order, as `target(forAction:withSender:)` does), then validated
    /// by that responder. The copy object is reused across passes to spare an allocation; a new
    /// command takes over the copy of an equal command that is gone, when the recycler has one.
    func validated(_ command: UICommand) -> UICommand {
        let copy: UICommand
        if let recycler {
            if command.hasNoPresentationCopy, let spare = recycler.spareCopy(for: command) {
                command.adoptPresentationCopy(spare)
                spare.isPerformable = true
                copy = spare
            } else {
                copy = command.validationCopy()
            }
            recycler.record(copy)
        } else {
            copy = command.validationCopy()
        }
        validate(copy, action: command.action, sender: copy)
        return copy
    }

    /// Validates a mirrored command: its copy reset to the command's values (unless nothing
    /// changed since the last pass), then asked about.
    @inline(never)
    func validate(_ entry: MenuValidationMirror.CommandEntry, copyIsCurrent: Bool) {
        if !copyIsCurrent { entry.command.synchronize(entry.copy) }
        validate(entry.copy, action: entry.action, sender: entry.sender)
    }

    /// Asks the chain about `copy`, a fresh validation copy, with `sender` holding the copy.
    /// Writes `isPerformable` once, before `validate(_:)` sees the copy.
    func validate(_ copy: UICommand, action: Selector, sender: Any?) {
        MenuPassCheck.begin(copy)
        defer { MenuPassCheck.end(copy) }
        var index = 0
        while index < chain.count, !chain[index].canPerformAction(action, withSender: sender) {
            index += 1
        }
        copy.isPerformable = index < chain.count
        if index < chain.count { chain[index].validate(copy) }
    }
}
