/// What a menu tree contains, by identity: menus, actions, commands and key combinations.
///
/// ``admit(_:operation:enclosing:)`` checks new elements against the index and against each
/// other, so a conflicting insertion is refused whole before the tree changes.
@MainActor
struct MenuIndex {
    var menus: [UIMenu.Identifier: MenuNode] = [:]
    var actions: [UIAction.Identifier: UIAction] = [:]
    var commands: [CommandKey: UICommand] = [:]
    var keys: [KeyCombination: UIKeyCommand] = [:]
    /// Commands admitted with no title or no key input; the builder warns about those still in
    /// the tree at the end, which spares a walk over every command.
    private(set) var commandsToWarnAbout: [UICommand] = []

    /// Indexes `elements` if none conflicts with the index or with each other; otherwise
    /// changes nothing and returns the first conflict.
    ///
    /// Elements are inserted as they are checked, so the common case hashes each element once;
    /// on a conflict the ones inserted before it are taken out again, walking in the same order.
    /// Menus are only checked: ``registerMenus(_:)`` adds their nodes once they exist.
    mutating func admit(_ elements: [UIMenuElement], operation: String, enclosing: Set<UIMenu.Identifier> = []) -> MenuDiagnostic? {
        var admission = Admission(path: enclosing)
        guard let problem = check(elements, operation: operation, admission: &admission) else { return nil }
        var remaining = admission.insertedCount
        rollBack(elements, remaining: &remaining)
        return problem
    }

    /// The state of one admission: menus seen, the enclosing menus, and how many leaves went in.
    private struct Admission {
        var menus: Set<UIMenu.Identifier> = []
        var path: Set<UIMenu.Identifier>
        var insertedCount = 0
    }

    private mutating func check(_ elements: [UIMenuElement], operation: String, admission: inout Admission) -> MenuDiagnostic? {
        for element in elements {
            switch element.kind {
            case .command, .keyCommand:
                let command = unsafeDowncast(element, to: UICommand.self)
                // updateValue hashes once; a conflict puts the existing command back.
                if let existing = commands.updateValue(command, forKey: command.commandKey) {
                    commands[command.commandKey] = existing
                    return .duplicateCommand(action: command.action, existingTitle: existing.title, newTitle: command.title, operation: operation)
                }
                if element.kind == .keyCommand, let combination = unsafeDowncast(element, to: UIKeyCommand.self).keyCombination {
                    let keyCommand = unsafeDowncast(element, to: UIKeyCommand.self)
                    if let existing = keys.updateValue(keyCommand, forKey: combination) {
                        keys[combination] = existing
                        commands[command.commandKey] = nil
                        return .conflictingKeyCombination(
                            combination, existing: existing.diagnosticDescription,
                            new: keyCommand.diagnosticDescription, operation: operation)
                    }
                }
                if command.title.isEmpty || (element.kind == .keyCommand && unsafeDowncast(element, to: UIKeyCommand.self).keyCombination == nil) {
                    commandsToWarnAbout.append(command)
                }
                admission.insertedCount += 1
            case .menu:
                let menu = unsafeDowncast(element, to: UIMenu.self)
                if admission.path.contains(menu.identifier) { return .cycle(menu.identifier, operation: operation) }
                if menus[menu.identifier] != nil || !admission.menus.insert(menu.identifier).inserted {
                    return .duplicateIdentifier(identifier: menu.identifier.rawValue, operation: operation)
                }
                admission.path.insert(menu.identifier)
                if let problem = check(menu.children, operation: operation, admission: &admission) { return problem }
                admission.path.remove(menu.identifier)
            case .action:
                let action = unsafeDowncast(element, to: UIAction.self)
                if let existing = actions.updateValue(action, forKey: action.identifier) {
                    actions[action.identifier] = existing
                    return .duplicateIdentifier(identifier: action.identifier.rawValue, operation: operation)
                }
                admission.insertedCount += 1
            case .plain, .deferred:
                break
            }
        }
        return nil
    }

    /// Takes out the first `remaining` leaves of `elements`, in the order ``check`` put them in.
    private mutating func rollBack(_ elements: [UIMenuElement], remaining: inout Int) {
        for element in elements where remaining > 0 {
            switch element.kind {
            case .command, .keyCommand, .action:
                removeElement(element)
                remaining -= 1
            case .menu:
                rollBack(unsafeDowncast(element, to: UIMenu.self).children, remaining: &remaining)
            case .plain, .deferred:
                break
            }
        }
    }

    /// Makes room for about `count` commands and `keyCount` key combinations, so a large menu
    /// does not grow the tables step by step.
    mutating func reserveCapacity(commands count: Int, keys keyCount: Int) {
        commands.reserveCapacity(count)
        keys.reserveCapacity(keyCount)
    }

    /// Indexes a node and the submenus below it (their elements are indexed by admission).
    mutating func registerMenus(_ node: MenuNode) {
        menus[node.template.identifier] = node
        for submenu in node.submenuNodes.values { registerMenus(submenu) }
    }

    /// Indexes a node and everything below it.
    mutating func add(_ node: MenuNode) {
        menus[node.template.identifier] = node
        addChildren(of: node)
    }

    mutating func addChildren(of node: MenuNode) {
        for element in node.elements {
            if let menu = element as? UIMenu, let submenu = node.node(for: menu) {
                add(submenu)
            } else {
                addElement(element)
            }
        }
    }

    /// Removes a node and everything below it from the index.
    mutating func remove(_ node: MenuNode) {
        menus[node.template.identifier] = nil
        removeChildren(of: node)
    }

    mutating func removeChildren(of node: MenuNode) {
        for element in node.elements {
            if let menu = element as? UIMenu, let submenu = node.node(for: menu) {
                remove(submenu)
            } else {
                removeElement(element)
            }
        }
    }

    private mutating func addElement(_ element: UIMenuElement) {
        switch element {
        case let action as UIAction:
            actions[action.identifier] = action
        case let command as UICommand:
            commands[command.commandKey] = command
            if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
                keys[combination] = keyCommand
            }
        default:
            break
        }
    }

    private mutating func removeElement(_ element: UIMenuElement) {
        switch element {
        case let action as UIAction:
            actions[action.identifier] = nil
        case let command as UICommand:
            commands[command.commandKey] = nil
            if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
                keys[combination] = nil
            }
        default:
            break
        }
    }
}

extension UICommand {
    var diagnosticDescription: MenuDiagnostic.CommandDescription {
        MenuDiagnostic.CommandDescription(title: title.isEmpty ? (discoverabilityTitle ?? "") : title, action: action)
    }
}
