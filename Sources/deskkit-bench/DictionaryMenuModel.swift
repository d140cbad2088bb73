import DeskKit

/// The straightforward peer: the menu kept as the app's menus plus three dictionaries (menu
/// identifiers, commands by action, key commands by key combination) that refuse duplicates,
/// and validation that asks the responder chain about each command and makes a shown copy.
///
/// It does what DeskKit's rebuild + validate does for the benchmark's menus, with the plainest
/// data structures: no summaries, no reuse between rebuilds, no unretained references.
@MainActor
struct DictionaryMenuModel {
    private(set) var menus: [UIMenu] = []
    private var identifiers: Set<UIMenu.Identifier> = []
    private var commands: [Selector: UICommand] = [:]
    private(set) var keys: [KeyCombination: UIKeyCommand] = [:]

    var commandCount: Int { commands.count }

    /// Indexes `menus` in order; a menu that repeats an identifier, an action or a key
    /// combination is refused whole, as DeskKit refuses an insertion.
    init(menus: [UIMenu]) {
        for menu in menus { insert(menu) }
    }

    private mutating func insert(_ menu: UIMenu) {
        var newCommands: [UICommand] = []
        var newKeys: [(KeyCombination, UIKeyCommand)] = []
        var newIdentifiers: [UIMenu.Identifier] = []
        var pending: [UIMenu] = [menu]
        var actionsSeen = Set<Selector>(), keysSeen = Set<KeyCombination>(), identifiersSeen = Set<UIMenu.Identifier>()
        while let current = pending.popLast() {
            guard !identifiers.contains(current.identifier), identifiersSeen.insert(current.identifier).inserted else { return }
            newIdentifiers.append(current.identifier)
            for element in current.children {
                if let submenu = element as? UIMenu {
                    pending.append(submenu)
                } else if let command = element as? UICommand {
                    guard commands[command.action] == nil, actionsSeen.insert(command.action).inserted else { return }
                    newCommands.append(command)
                    if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
                        guard keys[combination] == nil, keysSeen.insert(combination).inserted else { return }
                        newKeys.append((combination, keyCommand))
                    }
                }
            }
        }
        identifiers.formUnion(newIdentifiers)
        for command in newCommands { commands[command.action] = command }
        for (combination, keyCommand) in newKeys { keys[combination] = keyCommand }
        menus.append(menu)
    }

    /// The menus as shown from `start`: every command copied, disabled when no responder in the
    /// chain can perform it, then handed to that responder's `validate(_:)`.
    func validated(from start: UIResponder) -> [UIMenu] {
        var chain: [UIResponder] = []
        var responder: UIResponder? = start
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        func shown(_ menu: UIMenu) -> UIMenu {
            menu.replacingChildren(menu.children.map { element -> UIMenuElement in
                if let submenu = element as? UIMenu { return shown(submenu) }
                guard let command = element as? UICommand else { return element }
                let target = chain.first { $0.canPerformAction(command.action, withSender: command) }
                let copy: UICommand
                if let keyCommand = command as? UIKeyCommand {
                    copy = UIKeyCommand(title: keyCommand.title, action: keyCommand.action, input: keyCommand.input ?? "",
                                        modifierFlags: keyCommand.modifierFlags,
                                        attributes: target == nil ? keyCommand.attributes.union(.disabled) : keyCommand.attributes)
                } else {
                    copy = UICommand(title: command.title, action: command.action,
                                     attributes: target == nil ? command.attributes.union(.disabled) : command.attributes)
                }
                target?.validate(copy)
                return copy
            })
        }
        return menus.map(shown)
    }

    /// The key command for a combination.
    func lookup(_ combination: KeyCombination) -> UIKeyCommand? {
        keys[combination]
    }
}
