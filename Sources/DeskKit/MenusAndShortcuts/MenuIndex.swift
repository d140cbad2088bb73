/// What a menu tree contains, by identity: menus, actions, commands and key combinations.
///
/// ``admit(_:operation:enclosing:depth:)`` checks new elements against the index and against each
/// other, so a conflicting insertion is refused whole before the tree changes.
@MainActor
struct MenuIndex {
    var menus: [UIMenu.Identifier: MenuNode] = [:]
    var actions: [UIAction.Identifier: UIAction] = [:]
    var commands = CommandTable()
    var keys: [KeyCombination: UIKeyCommand] = [:]
    /// Commands admitted with no title or no key input; the builder warns about those still in
    /// the tree at the end, which spares a walk over every command.
    private(set) var commandsToWarnAbout: [UICommand] = []

    /// How many menus deep a tree may nest. Every pass over menus (building, validating,
    /// presenting) recurses per level, so a limit far past what a person can navigate keeps
    /// them all off the end of the stack; a deeper insertion is refused with a diagnostic.
    static let maximumDepth = 100

    /// Indexes `elements` if none conflicts with the index or with each other; otherwise
    /// changes nothing and returns the first conflict.
    ///
    /// Elements are inserted as they are checked, so the common case hashes each element once;
    /// on a conflict the ones inserted before it are taken out again, walking in the same order.
    /// Menus are only checked: ``registerMenus(_:)`` adds their nodes once they exist.
    /// `depth` is how deep the menu taking the elements sits (0 for the root menu).
    mutating func admit(_ elements: [UIMenuElement], operation: String, enclosing: Set<UIMenu.Identifier> = [], depth: Int) -> MenuDiagnostic? {
        var admission = Admission(path: enclosing, depth: depth)
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
        /// How deep the menu holding the elements being checked sits (0 for the root menu).
        var depth: Int
    }

    private mutating func check(_ elements: [UIMenuElement], operation: String, admission: inout Admission) -> MenuDiagnostic? {
        for element in elements {
            switch element.kind {
            case .command, .keyCommand:
                let command = element.ofKind(UICommand.self)
                if let existing = commands.insert(command) {
                    return .duplicateCommand(action: command.action, existingTitle: existing.title, newTitle: command.title, operation: operation)
                }
                var lacksInput = false
                if element.kind == .keyCommand {
                    let keyCommand = element.ofKind(UIKeyCommand.self)
                    if let combination = keyCommand.keyCombination {
                        if let existing = keys.updateValue(keyCommand, forKey: combination) {
                            keys[combination] = existing
                            commands.remove(command)
                            return .conflictingKeyCombination(
                                combination, existing: existing.diagnosticDescription,
                                new: keyCommand.diagnosticDescription, operation: operation)
                        }
                    } else {
                        lacksInput = true
                    }
                }
                if command.titleIsEmpty || lacksInput {
                    commandsToWarnAbout.append(command)
                }
                admission.insertedCount += 1
            case .menu:
                let menu = element as! UIMenu
                if admission.depth >= MenuIndex.maximumDepth {
                    return .tooDeep(menu.identifier, limit: MenuIndex.maximumDepth, operation: operation)
                }
                if menu.admittedBefore {
                    if admitWhole(menu, admission: &admission) { continue }
                } else {
                    menu.admittedBefore = true
                }
                if admission.path.contains(menu.identifier) { return .cycle(menu.identifier, operation: operation) }
                if menus[menu.identifier] != nil || !admission.menus.insert(menu.identifier).inserted {
                    return .duplicateIdentifier(identifier: menu.identifier.rawValue, operation: operation)
                }
                admission.path.insert(menu.identifier)
                admission.depth += 1
                if let problem = check(menu.children, operation: operation, admission: &admission) { return problem }
                admission.depth -= 1
                admission.path.remove(menu.identifier)
            case .action:
                let action = element.ofKind(UIAction.self)
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

    /// Admits a menu and everything in it from its summary, if it is self-consistent and
    /// nothing in it conflicts with the index; otherwise changes nothing and returns false, and
    /// the caller walks the menu element by element to find the first conflict in menu order.
    private mutating func admitWhole(_ menu: UIMenu, admission: inout Admission) -> Bool {
        let summary = menu.admissionSummary
        guard summary.isSelfConsistent, admission.depth + summary.depth <= MenuIndex.maximumDepth else { return false }
        for identifier in summary.menuIdentifiers
        where admission.path.contains(identifier) || menus[identifier] != nil || admission.menus.contains(identifier) {
            return false
        }
        assert(summary.unretainedCommandsAreHeld, "an admission summary's unretained commands are not the ones it keeps alive")
        let insertedCommands = commands.insertAll(summary.unretainedCommands, hashes: summary.commandHashes)
        var insertedKeys = 0
        if insertedCommands == summary.commands.count {
            while insertedKeys < summary.keyCommands.count {
                let combination = summary.keyCombinations[insertedKeys]
                if let existing = keys.updateValue(summary.keyCommands[insertedKeys], forKey: combination) {
                    keys[combination] = existing
                    break
                }
                insertedKeys += 1
            }
        }
        var insertedActions = 0
        if insertedKeys == summary.keyCommands.count, insertedCommands == summary.commands.count {
            while insertedActions < summary.actions.count {
                let action = summary.actions[insertedActions]
                if let existing = actions.updateValue(action, forKey: action.identifier) {
                    actions[action.identifier] = existing
                    break
                }
                insertedActions += 1
            }
        }
        guard insertedCommands == summary.commands.count, insertedKeys == summary.keyCommands.count,
              insertedActions == summary.actions.count else {
            undoWhole(summary, commands: insertedCommands, keys: insertedKeys, actions: insertedActions)
            return false
        }
        for identifier in summary.menuIdentifiers { admission.menus.insert(identifier) }
        admission.insertedCount += summary.commands.count + summary.actions.count
        commandsToWarnAbout.append(contentsOf: summary.commandsWithEmptyTitles)
        commandsToWarnAbout.append(contentsOf: summary.commandsWithoutInput)
        return true
    }

    /// Takes out what ``admitWhole(_:admission:)`` put in before it met a conflict. The entry
    /// that conflicted was not put in, and the one it met stays.
    private mutating func undoWhole(_ summary: MenuAdmissionSummary, commands commandCount: Int, keys keyCount: Int, actions actionCount: Int) {
        for index in 0..<commandCount { commands.remove(summary.commands[index]) }
        for index in 0..<keyCount { keys[summary.keyCombinations[index]] = nil }
        for index in 0..<actionCount { actions[summary.actions[index].identifier] = nil }
    }

    /// Takes out the first `remaining` leaves of `elements`, in the order ``check`` put them in.
    private mutating func rollBack(_ elements: [UIMenuElement], remaining: inout Int) {
        for element in elements where remaining > 0 {
            switch element.kind {
            case .command, .keyCommand, .action:
                removeElement(element)
                remaining -= 1
            case .menu:
                rollBack((element as! UIMenu).children, remaining: &remaining)
            case .plain, .deferred:
                break
            }
        }
    }

    /// Makes room for about `count` commands and `keyCount` key combinations, so a large menu
    /// does not grow the tables step by step; `spare`, an earlier build's table, is emptied and
    /// used when it is large enough.
    mutating func reserveCapacity(commands count: Int, keys keyCount: Int, reusing spare: CommandTable? = nil) {
        if let spare, spare.capacity >= count {
            spare.removeAll()
            commands = spare
        } else if count > commands.count {
            commands = CommandTable(minimumCapacity: count)
        }
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
            _ = commands.insert(command)
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
            commands.remove(command)
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
