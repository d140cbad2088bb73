// MARK: - Routing hardware keys

extension UIApplication {
    /// Routes a key press to the key window's responder chain; true when something handled it.
    ///
    /// Key commands of the chain's responders come first, then the main menu's. A first responder
    /// that takes text keeps typing, navigation and deletion keys unless a matching command has
    /// `wantsPriorityOverSystemBehavior`; other keys go to the chain's `pressesBegan(_:with:)`.
    @discardableResult
    package func handleKeyPress(_ key: UIKey) -> Bool {
        UndoManager.beginEvent(); defer { UndoManager.endEvent() }
        shortcutOverlayHold.keyPressed()
        // Esc first cancels a band being dragged, and goes no further.
        if key.charactersIgnoringModifiers == UIKeyCommand.inputEscape, cancelBandSelection() { return true }
        guard let window = keyWindow else { return false }
        let start = window.keyEventStart
        // Esc in the navigation bar goes back to where the keyboard was; F6 and Shift+F6 move it
        // between the window's regions, unless a key command asks for them with priority.
        if window.isKeyboardInNavigationBar, Self.isPlainEscape(key) { return window.leaveNavigationBar() }
        if let forward = Self.focusRegionDirection(for: key),
           !keyCommands(for: key, from: start).contains(where: \.wantsPriorityOverSystemBehavior),
           window.moveFocusRegion(forward: forward) { return true }
        let textInput = start as? UIKeyInput
        let textClaimsKey = textInput != nil && TextInputKeys.claims(key)
        for command in keyCommands(for: key, from: start) {
            if textClaimsKey, !command.wantsPriorityOverSystemBehavior { continue }
            if performCommand(command, from: start) {
                UIMenuSystem.main.setNeedsRevalidate()
                return true
            }
        }
        // A key no command took goes to the chain as a press, unless text input keeps it.
        if !textClaimsKey, deliverKeyDown(key, to: start) {
            UIMenuSystem.main.setNeedsRevalidate()
            return true
        }
        // Tab, Shift+Tab and the arrows that nothing took move the keyboard focus.
        if !textClaimsKey, let heading = Self.focusHeading(for: key), window.moveFocus(heading) { return true }
        if !textClaimsKey, key.modifierFlags.intersection(.shortcutRelevant).isEmpty,
           UIPress.pressType(of: key) == .select, window.selectFocusedItem() { return true }
        // Esc that nothing took closes a sheet, as the close button does (unless it refuses).
        if key.charactersIgnoringModifiers == UIKeyCommand.inputEscape,
           key.modifierFlags.intersection(.shortcutRelevant).isEmpty,
           let root = window.rootViewController, root.presentedSheetWindow === window {
            root.makePresentationController().dismissFromUser()
            return true
        }
        if Self.isContextMenuKey(key) { return presentContextMenuFromKeyboard(in: window) }
        guard textClaimsKey, let textInput else { return false }
        defer { UIMenuSystem.main.setNeedsRevalidate() }
        if textInput.handleEditingKey(key) { return true }
        switch key.charactersIgnoringModifiers {
        case "\u{8}":
            textInput.deleteBackward()
        case let input where input.hasPrefix("UIKeyInput"):
            return false
        default:
            textInput.insertText(key.characters)
        }
        return true
    }

    /// Whether F6 (true) or Shift+F6 (false) asks to move between the window's regions.
    static func focusRegionDirection(for key: UIKey) -> Bool? {
        guard key.charactersIgnoringModifiers == UIKeyCommand.inputF6 else { return nil }
        switch key.modifierFlags.intersection(.shortcutRelevant) {
        case []: return true
        case .shift: return false
        default: return nil
        }
    }

    static func isPlainEscape(_ key: UIKey) -> Bool {
        key.charactersIgnoringModifiers == UIKeyCommand.inputEscape && key.modifierFlags.intersection(.shortcutRelevant).isEmpty
    }

    /// The focus move a key asks for: Tab and Shift+Tab between groups, a bare arrow key within one.
    static func focusHeading(for key: UIKey) -> UIFocusHeading? {
        let modifiers = key.modifierFlags.intersection(.shortcutRelevant)
        switch key.charactersIgnoringModifiers {
        case "\t": return modifiers == .shift ? .previous : modifiers.isEmpty ? .next : nil
        case UIKeyCommand.inputUpArrow where modifiers.isEmpty: return .up
        case UIKeyCommand.inputDownArrow where modifiers.isEmpty: return .down
        case UIKeyCommand.inputLeftArrow where modifiers.isEmpty: return .left
        case UIKeyCommand.inputRightArrow where modifiers.isEmpty: return .right
        default: return nil
        }
    }

    /// Whether the key window's first responder takes text and keeps this key (typing, caret
    /// movement, deletion) because no matching key command asks for priority; a platform text
    /// widget showing that responder then handles the key itself.
    package func firstResponderKeepsTextKey(_ key: UIKey) -> Bool {
        guard let window = keyWindow else { return false }
        let start = window.keyEventStart
        guard start is UIKeyInput, TextInputKeys.claims(key) else { return false }
        return !keyCommands(for: key, from: start).contains { $0.wantsPriorityOverSystemBehavior }
    }

    /// Key commands answering to `key`: those of its own combination, else of the first of its
    /// other layouts' combinations that has any (Ctrl+я is Ctrl+Z on a Russian keyboard, as in GTK).
    func keyCommands(for key: UIKey, from start: UIResponder) -> [UIKeyCommand] {
        for combination in key.combinations {
            let matches = keyCommands(matching: combination, from: start)
            if !matches.isEmpty { return matches }
        }
        return []
    }

    /// Key commands answering to `combination`: the chain's own, innermost first, then the menu's.
    func keyCommands(matching combination: KeyCombination, from start: UIResponder) -> [UIKeyCommand] {
        var matches: [UIKeyCommand] = []
        var responder: UIResponder? = start
        var visited = Set<ObjectIdentifier>()
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            for command in current.keyCommands ?? [] where command.keyCombination == combination {
                matches.append(command)
            }
            responder = current.next
        }
        if let menuCommand = UIMenuSystem.main.keyCommand(for: combination) {
            matches.append(menuCommand)
        }
        return matches
    }
}

// MARK: - Modifier keys and the shortcut overlay

extension UIApplication {
    /// A modifier key went down or up alone; `held` is every modifier held after the change.
    /// Holding the primary modifier shows the shortcut overlay (``ShortcutOverlayHold``).
    package func handleModifierKey(_ modifier: UIKeyModifierFlags, pressed: Bool, held: UIKeyModifierFlags) {
        shortcutOverlayHold.modifierChanged(modifier, pressed: pressed, held: held)
    }

    /// The presenter's word that the user closed the overlay (Esc, a click outside, an entry chosen).
    package func shortcutOverlayDidClose() {
        shortcutOverlayHold.overlayDidClose()
    }
}
