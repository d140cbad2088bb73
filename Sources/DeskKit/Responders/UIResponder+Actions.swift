// MARK: - Declaring and performing actions

extension UIResponder {
    /// Declares that this responder implements `action` with one of its methods.
    ///
    /// Pass an unapplied method reference, e.g. `implement("newTab:", by: AppDelegate.newTab)`;
    /// the responder is not captured, so no reference cycle forms.
    public func implement<Responder: UIResponder>(
        _ action: Selector, by method: @escaping @MainActor (Responder) -> (Any?) -> Void
    ) {
        actionTable[action] = { responder, sender in
            guard let responder = responder as? Responder else { return }
            method(responder)(sender)
        }
    }

    /// Declares that this responder implements `action` with a method that takes no sender.
    public func implement<Responder: UIResponder>(
        _ action: Selector, by method: @escaping @MainActor (Responder) -> () -> Void
    ) {
        actionTable[action] = { responder, _ in
            guard let responder = responder as? Responder else { return }
            method(responder)()
        }
    }

    /// Declares that this responder implements `action` with a closure.
    ///
    /// The closure receives the responder, so it need not capture it.
    public func implement(_ action: Selector, handler: @escaping @MainActor (UIResponder, Any?) -> Void) {
        actionTable[action] = handler
    }

    /// Whether this responder declared `action`.
    public func responds(to action: Selector) -> Bool {
        registerActionsIfNeeded()
        return actionTable.contains(action)
    }

    /// Every action this responder declared, for diagnostics and tests.
    public var implementedActions: Set<Selector> {
        registerActionsIfNeeded()
        return Set(actionTable.selectors)
    }

    /// Calls the handler of `action` on this responder; false when it does not implement it.
    @discardableResult
    func invokeAction(_ action: Selector, sender: Any?) -> Bool {
        registerActionsIfNeeded()
        guard let handler = actionTable[action] else {
            return (self as? UIView)?.performFindInteractionAction(action) ?? false
        }
        handler(self, sender)
        return true
    }

    private func registerActionsIfNeeded() {
        guard !actionsRegistered else { return }
        actionsRegistered = true
        registerActions()
    }
}
