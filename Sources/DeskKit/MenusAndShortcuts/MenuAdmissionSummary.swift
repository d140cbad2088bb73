/// What a menu brings into a menu tree, gathered once per menu object.
///
/// Menus are immutable and so are the identities of their elements (identifiers, actions,
/// property lists, key inputs), so a menu inserted again on every rebuild can be admitted from
/// flat lists, without walking and classifying its elements each time.
@MainActor
final class MenuAdmissionSummary {
    /// Every command in the menu and its submenus, key commands included, in menu order.
    let commands: ContiguousArray<UICommand>
    /// The same commands unretained, for loops that run on every rebuild without reference
    /// counting; ``commands`` keeps them alive.
    let unretainedCommands: ContiguousArray<Unmanaged<UICommand>>
    /// Their hashes as the command table stores them.
    let commandHashes: ContiguousArray<Int>
    /// The key commands that have a key combination, and their combinations.
    let keyCommands: ContiguousArray<UIKeyCommand>
    let keyCombinations: ContiguousArray<KeyCombination>
    /// Key commands without an input, which the builder warns about.
    let commandsWithoutInput: ContiguousArray<UICommand>
    let actions: ContiguousArray<UIAction>
    /// The menu's identifier and those of its submenus.
    let menuIdentifiers: ContiguousArray<UIMenu.Identifier>
    /// Whether the menu has submenus (so the builder needs nodes for them).
    let hasSubmenus: Bool
    /// How many levels of menus the menu holds, itself included; the walk stops one level past
    /// ``MenuIndex/maximumDepth``, so a deeper menu reads as just too deep.
    let depth: Int
    /// The commands whose title is empty, found at `emptyTitleGeneration`; titles can change,
    /// so they are looked for again only after some menu element changed.
    private var emptyTitled: ContiguousArray<UICommand> = []
    private var emptyTitleGeneration = -1
    /// Whether no two elements inside conflict: only such a menu is admitted from the lists; the
    /// builder walks any other element by element, to report the first conflict in menu order.
    let isSelfConsistent: Bool

    init(_ menu: UIMenu) {
        var commands = ContiguousArray<UICommand>()
        var keyCommands = ContiguousArray<UIKeyCommand>()
        var keyCombinations = ContiguousArray<KeyCombination>()
        var commandsWithoutInput = ContiguousArray<UICommand>()
        var actions = ContiguousArray<UIAction>()
        var menuIdentifiers: ContiguousArray<UIMenu.Identifier> = [menu.identifier]
        var consistent = true
        var seenMenus: Set<UIMenu.Identifier> = [menu.identifier]
        var seenKeys = Set<KeyCombination>()
        var seenActions = Set<UIAction.Identifier>()
        let seenCommands = CommandTable()
        var depth = 1

        func gather(_ elements: [UIMenuElement], level: Int) {
            depth = max(depth, level)
            guard level <= MenuIndex.maximumDepth else { return }
            for element in elements {
                switch element.kind {
                case .command, .keyCommand:
                    let command = element as! UICommand
                    command.isTracked = true
                    commands.append(command)
                    if seenCommands.insert(command) != nil { consistent = false }
                    if element.kind == .keyCommand {
                        let keyCommand = element as! UIKeyCommand
                        if let combination = keyCommand.keyCombination {
                            keyCommands.append(keyCommand)
                            keyCombinations.append(combination)
                            if !seenKeys.insert(combination).inserted { consistent = false }
                        } else {
                            commandsWithoutInput.append(keyCommand)
                        }
                    }
                case .action:
                    let action = element as! UIAction
                    actions.append(action)
                    if !seenActions.insert(action.identifier).inserted { consistent = false }
                case .menu:
                    let submenu = element as! UIMenu
                    menuIdentifiers.append(submenu.identifier)
                    if !seenMenus.insert(submenu.identifier).inserted { consistent = false }
                    gather(submenu.children, level: level + 1)
                case .plain, .deferred:
                    break
                }
            }
        }
        gather(menu.children, level: 1)
        self.commands = commands
        unretainedCommands = ContiguousArray(commands.lazy.map { Unmanaged.passUnretained($0) })
        commandHashes = ContiguousArray(commands.lazy.map { CommandTable.slotHash($0) })
        self.keyCommands = keyCommands
        self.keyCombinations = keyCombinations
        self.commandsWithoutInput = commandsWithoutInput
        self.actions = actions
        self.menuIdentifiers = menuIdentifiers
        hasSubmenus = menuIdentifiers.count > 1
        self.depth = depth
        isSelfConsistent = consistent
    }

    /// Whether each unretained reference is the command ``commands`` keeps alive at its
    /// position, the invariant the loops over ``unretainedCommands`` rely on. Compares addresses
    /// only; debug builds and the fuzzers check it wherever those loops run.
    var unretainedCommandsAreHeld: Bool {
        unretainedCommands.count == commands.count && commandHashes.count == commands.count
            && commands.indices.allSatisfy { unretainedCommands[$0].toOpaque() == Unmanaged.passUnretained(commands[$0]).toOpaque() }
    }

    /// The commands with an empty title now.
    var commandsWithEmptyTitles: ContiguousArray<UICommand> {
        assert(unretainedCommandsAreHeld, "an admission summary's unretained commands are not the ones it keeps alive")
        if emptyTitleGeneration != UIMenuElement.changeGeneration {
            emptyTitled = ContiguousArray(unretainedCommands.lazy.map { $0.takeUnretainedValue() }.filter { $0.titleIsEmpty })
            emptyTitleGeneration = UIMenuElement.changeGeneration
        }
        return emptyTitled
    }
}
