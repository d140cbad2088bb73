import Foundation

// MARK: - Keeping menus current and routing keys

extension UIApplication {
    /// The first responder or key window changed: menus are rebuilt and validated again.
    func responderChainDidChange() {
        UIMenuSystem.main.setNeedsRebuild()
    }

    /// Coalesces menu updates into one, sent to the presenter on the next main-queue turn.
    func scheduleMenuUpdate() {
        guard !menuUpdateScheduledFlag else { return }
        menuUpdateScheduledFlag = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.updateMenusIfNeeded() }
        }
    }

    /// Sends the current validated main menu to the presenter now, if it changed.
    public func updateMenusIfNeeded() {
        menuUpdateScheduledFlag = false
        guard let presenter, !isTerminated else { return }
        let menu = UIMenuSystem.main.validatedMenu
        if menu !== lastPresentedMenu {
            lastPresentedMenu = menu
            presenter.mainMenuDidChange(menu)
        }
    }

    /// The main menu as shown now: built, then validated against the key responder.
    public var validatedMainMenu: UIMenu {
        UIMenuSystem.main.validatedMenu
    }

    /// The shortcut overlay's content for the current state.
    public func shortcutOverlay() -> ShortcutOverlay {
        var chainCommands: [UIKeyCommand] = []
        var responder = keyResponder
        var visited = Set<ObjectIdentifier>()
        let validator = MenuValidator(start: keyResponder, presentation: 0, onDeferredLoad: {})
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            for command in current.keyCommands ?? [] {
                if let copy = validator.validated(command) as? UIKeyCommand { chainCommands.append(copy) }
            }
            responder = current.next
        }
        return ShortcutOverlay(validatedMenu: validatedMainMenu, chainKeyCommands: chainCommands)
    }

    /// Performs a menu element chosen in a presented menu (main menu, overlay, context menu).
    @discardableResult
    public func perform(_ element: UIMenuElement, sender: Any? = nil) -> Bool {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        defer { UIMenuSystem.main.setNeedsRevalidate() }
        switch element {
        case let action as UIAction:
            guard !action.attributes.contains(.disabled) else { return false }
            action.performWithSender(sender ?? action, target: nil)
            return true
        case let command as UICommand:
            return performCommand(command, from: keyResponder ?? self)
        default:
            return false
        }
    }

    /// Validates a command against the chain from `start` and performs it if allowed.
    func performCommand(_ command: UICommand, from start: UIResponder) -> Bool {
        guard let target = start.target(forAction: command.action, withSender: command) as? UIResponder else { return false }
        let copy = command.copyElement() as? UICommand ?? command
        target.validate(copy)
        guard !copy.attributes.contains(.disabled) else { return false }
        return target.invokeAction(command.action, sender: copy)
    }
}
