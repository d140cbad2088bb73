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

    /// Indexes `elements` if none conflicts with the index or with each other; otherwise
    /// changes nothing and returns the first conflict.
    ///
    /// Elements are inserted as they are checked and taken out again on a conflict, so the
    /// common case hashes each element once. Menus are only checked: ``register(_:)`` adds
    /// their nodes once they exist.
    mutating func admit(_ elements: [UIMenuElement], operation: String, enclosing: Set<UIMenu.Identifier> = []) -> MenuDiagnostic? {
        var added = Additions()
        var path = enclosing
        if let problem = check(elements, operation: operation, added: &added, path: &path) {
            for identifier in added.actions { actions[identifier] = nil }
            for key in added.commands { commands[key] = nil }
            for combination in added.keys { keys[combination] = nil }
            return problem
        }
        return nil
    }

    /// What one admission inserted, so a conflict can take it out again.
    private struct Additions {
        var menus: Set<UIMenu.Identifier> = []
        var actions: [UIAction.Identifier] = []
        var commands: [CommandKey] = []
        var keys: [KeyCombination] = []
    }

    private mutating func check(_ elements: [UIMenuElement], operation: String, added: inout Additions, path: inout Set<UIMenu.Identifier>) -> MenuDiagnostic? {
        for element in elements {
            if let command = element as? UICommand {
                // updateValue hashes once; a conflict puts the existing command back.
                let key = command.commandKey
                if let existing = commands.updateValue(command, forKey: key) {
                    commands[key] = existing
                    return .duplicateCommand(action: command.action, existingTitle: existing.title, newTitle: command.title, operation: operation)
                }
                added.commands.append(key)
                if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
                    if let existing = keys.updateValue(keyCommand, forKey: combination) {
                        keys[combination] = existing
                        return .conflictingKeyCombination(
                            combination, existing: existing.diagnosticDescription,
                            new: keyCommand.diagnosticDescription, operation: operation)
                    }
                    added.keys.append(combination)
                }
            } else if let menu = element as? UIMenu {
                if path.contains(menu.identifier) { return .cycle(menu.identifier, operation: operation) }
                if menus[menu.identifier] != nil || !added.menus.insert(menu.identifier).inserted {
                    return .duplicateIdentifier(identifier: menu.identifier.rawValue, operation: operation)
                }
                path.insert(menu.identifier)
                if let problem = check(menu.children, operation: operation, added: &added, path: &path) { return problem }
                path.remove(menu.identifier)
            } else if let action = element as? UIAction {
                if actions[action.identifier] != nil {
                    return .duplicateIdentifier(identifier: action.identifier.rawValue, operation: operation)
                }
                actions[action.identifier] = action
                added.actions.append(action.identifier)
            }
        }
        return nil
    }

    /// Makes room for about `count` commands, so a large menu does not grow the tables step by step.
    mutating func reserveCapacity(commands count: Int) {
        commands.reserveCapacity(count)
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
