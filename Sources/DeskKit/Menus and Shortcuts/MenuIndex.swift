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

    /// The first conflict `elements` would cause, or nil when they may be added.
    func admit(_ elements: [UIMenuElement], operation: String, enclosing: Set<UIMenu.Identifier> = []) -> MenuDiagnostic? {
        var scratch = Scratch()
        var path = enclosing
        return check(elements, operation: operation, scratch: &scratch, path: &path)
    }

    private struct Scratch {
        var menus: Set<UIMenu.Identifier> = []
        var actions: Set<UIAction.Identifier> = []
        var commands: [CommandKey: UICommand] = [:]
        var keys: [KeyCombination: UIKeyCommand] = [:]
    }

    private func check(_ elements: [UIMenuElement], operation: String, scratch: inout Scratch, path: inout Set<UIMenu.Identifier>) -> MenuDiagnostic? {
        for element in elements {
            switch element {
            case let menu as UIMenu:
                if path.contains(menu.identifier) { return .cycle(menu.identifier, operation: operation) }
                if menus[menu.identifier] != nil || !scratch.menus.insert(menu.identifier).inserted {
                    return .duplicateIdentifier(identifier: menu.identifier.rawValue, operation: operation)
                }
                path.insert(menu.identifier)
                if let problem = check(menu.children, operation: operation, scratch: &scratch, path: &path) { return problem }
                path.remove(menu.identifier)
            case let action as UIAction:
                if actions[action.identifier] != nil || !scratch.actions.insert(action.identifier).inserted {
                    return .duplicateIdentifier(identifier: action.identifier.rawValue, operation: operation)
                }
            case let command as UICommand:
                if let existing = commands[command.commandKey] ?? scratch.commands[command.commandKey] {
                    return .duplicateCommand(action: command.action, existingTitle: existing.title, newTitle: command.title, operation: operation)
                }
                scratch.commands[command.commandKey] = command
                if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
                    if let existing = keys[combination] ?? scratch.keys[combination] {
                        return .conflictingKeyCombination(
                            combination, existing: existing.diagnosticDescription,
                            new: keyCommand.diagnosticDescription, operation: operation)
                    }
                    scratch.keys[combination] = keyCommand
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Indexes a child and everything below it.
    mutating func register(_ child: MenuNode.Child) {
        switch child {
        case let .menu(node): add(node)
        case let .element(element): addElement(element)
        }
    }

    mutating func add(_ node: MenuNode) {
        menus[node.template.identifier] = node
        for child in node.children { register(child) }
    }

    /// Removes a child and everything below it from the index.
    mutating func remove(_ child: MenuNode.Child) {
        switch child {
        case let .menu(node): remove(node)
        case let .element(element): removeElement(element)
        }
    }

    mutating func remove(_ node: MenuNode) {
        menus[node.template.identifier] = nil
        for child in node.children { remove(child) }
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
