/// The builder handed to ``UIResponder/buildMenu(with:)``: a mutable tree with indexes that
/// refuse duplicate identifiers, commands and key combinations before anything changes.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var diagnostics: [MenuDiagnostic] = []
    private let root: MenuNode
    private var index = MenuIndex()

    init(system: UIMenuSystem, root menu: UIMenu, expectedCommandCount: Int = 0, expectedKeyCount: Int = 0,
         reusing spareCommandTable: CommandTable? = nil) {
        self.system = system
        root = MenuNode(template: menu)
        index.reserveCapacity(commands: expectedCommandCount, keys: expectedKeyCount, reusing: spareCommandTable)
        if let problem = index.admit(menu.children, operation: "Building the standard menu", depth: 0) {
            diagnostics.append(problem)
            root.replaceElements(with: [])
        } else {
            root.attachSubmenuNodes()
        }
        index.registerMenus(root)
    }

    /// The finished menu tree.
    var result: UIMenu { root.materialized() }

    /// How many commands the tree holds.
    var commandCount: Int { index.commands.count }

    /// The command index, for the next build to empty and reuse.
    var commandTable: CommandTable { index.commands }

    /// Key commands of the finished tree, by combination.
    var keyCommands: [KeyCombination: UIKeyCommand] { index.keys }

    // MARK: - Queries

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        index.menus[identifier]?.materialized()
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        index.actions[identifier]
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        index.commands[CommandKey(action: action, propertyList: propertyList)]
    }

    // MARK: - Edits

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        let operation = "replace(menu: '\(replacedIdentifier.rawValue)', with:)"
        guard let node = index.menus[replacedIdentifier] else { return fail(.missingMenu(replacedIdentifier, operation: operation)) }
        guard let parent = node.parent else { return fail(.rootMenuOperation(operation: operation)) }
        index.remove(node)
        if let problem = index.admit([replacementMenu], operation: operation, depth: parent.depth) {
            index.add(node)
            return fail(problem)
        }
        let newNode = parent.replace(node, with: replacementMenu)
        index.registerMenus(newNode)
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        let operation = "replaceChildren(ofMenu: '\(parentIdentifier.rawValue)')"
        guard let node = index.menus[parentIdentifier] else { return fail(.missingMenu(parentIdentifier, operation: operation)) }
        let newChildren = childrenBlock(node.materialized().children)
        index.removeChildren(of: node)
        if let problem = index.admit(newChildren, operation: operation, enclosing: [node.template.identifier], depth: node.depth) {
            index.addChildren(of: node)
            return fail(problem)
        }
        node.replaceElements(with: newChildren)
        for submenu in node.submenuNodes.values { index.registerMenus(submenu) }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        insertSibling(siblingMenu, relativeTo: siblingIdentifier, after: false,
                      operation: "insertSibling(_:beforeMenu: '\(siblingIdentifier.rawValue)')")
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        insertSibling(siblingMenu, relativeTo: siblingIdentifier, after: true,
                      operation: "insertSibling(_:afterMenu: '\(siblingIdentifier.rawValue)')")
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        insertChild(childMenu, into: parentIdentifier, atStart: true,
                    operation: "insertChild(_:atStartOfMenu: '\(parentIdentifier.rawValue)')")
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        insertChild(childMenu, into: parentIdentifier, atStart: false,
                    operation: "insertChild(_:atEndOfMenu: '\(parentIdentifier.rawValue)')")
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        let operation = "remove(menu: '\(removedIdentifier.rawValue)')"
        guard let node = index.menus[removedIdentifier] else { return fail(.missingMenu(removedIdentifier, operation: operation)) }
        guard let parent = node.parent else { return fail(.rootMenuOperation(operation: operation)) }
        index.remove(node)
        parent.remove(node)
    }

    // MARK: - Helpers

    private func insertChild(_ menu: UIMenu, into parentIdentifier: UIMenu.Identifier, atStart: Bool, operation: String) {
        guard let parent = index.menus[parentIdentifier] else { return fail(.missingMenu(parentIdentifier, operation: operation)) }
        if let problem = index.admit([menu], operation: operation, depth: parent.depth) { return fail(problem) }
        let newNode = parent.insert(menu, at: atStart ? 0 : parent.elements.count)
        index.registerMenus(newNode)
    }

    private func insertSibling(_ menu: UIMenu, relativeTo siblingIdentifier: UIMenu.Identifier, after: Bool, operation: String) {
        guard let sibling = index.menus[siblingIdentifier] else { return fail(.missingMenu(siblingIdentifier, operation: operation)) }
        guard let parent = sibling.parent else { return fail(.rootMenuOperation(operation: operation)) }
        if let problem = index.admit([menu], operation: operation, depth: parent.depth) { return fail(problem) }
        let position = parent.position(of: sibling)
        let newNode = parent.insert(menu, at: after ? position + 1 : position)
        index.registerMenus(newNode)
    }

    /// What the command table's unretained references rely on: every command in it is in the
    /// tree, which keeps it alive. Compares addresses only, so a dangling entry is found without
    /// being touched. Debug builds check it after every build (the assertion in
    /// ``collectWarnings()``); the menu tests and the menu-builder fuzzer run it.
    func commandTableIsHeldByTree() -> Bool {
        var held = Set<UnsafeMutableRawPointer>()
        func collect(_ node: MenuNode) {
            for element in node.elements {
                if element.kind == .menu, let submenu = node.node(for: element as! UIMenu) {
                    collect(submenu)
                } else if element.kind == .command || element.kind == .keyCommand {
                    held.insert(Unmanaged.passUnretained(element).toOpaque())
                }
            }
        }
        collect(root)
        return index.commands.addresses.allSatisfy(held.contains)
    }

    private func fail(_ diagnostic: MenuDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Warnings about the finished tree: commands that cannot be shown or fired.
    func collectWarnings() {
        assert(commandTableIsHeldByTree(), "the command table holds a command the menu tree no longer keeps alive")
        var warned = Set<ObjectIdentifier>()
        for command in index.commandsToWarnAbout
        where index.commands[command.commandKey] === command && warned.insert(ObjectIdentifier(command)).inserted {
            if command.title.isEmpty, (command.discoverabilityTitle ?? "").isEmpty {
                diagnostics.append(.emptyTitle(action: command.action))
            }
            if let keyCommand = command as? UIKeyCommand, keyCommand.keyCombination == nil {
                diagnostics.append(.emptyKeyInput(action: command.action))
            }
        }
    }
}

/// A menu under construction.
///
/// Its elements share the original menu's array until an edit, and an unedited menu (with no
/// edited descendant) materializes as the original object, so large untouched menus cost no
/// copying.
@MainActor
final class MenuNode {
    let template: UIMenu
    /// The children as edited; submenus appear as the menu objects their nodes were made from.
    private(set) var elements: [UIMenuElement]
    /// The nodes of the submenus among ``elements``, by the identity of their menu objects.
    private(set) var submenuNodes: [ObjectIdentifier: MenuNode] = [:]
    weak var parent: MenuNode?
    /// Whether this menu or a menu inside it was edited.
    private var isModified = false

    init(template: UIMenu) {
        self.template = template
        elements = template.children
    }

    /// Makes nodes for the submenus among the elements, all the way down.
    func attachSubmenuNodes() {
        submenuNodes = [:]
        // By index: most menus hold only commands, and iterating would retain each one.
        for position in elements.indices where elements[position].kind == .menu {
            let menu = elements[position] as! UIMenu
            let node = MenuNode(template: menu)
            node.parent = self
            node.attachSubmenuNodes()
            submenuNodes[ObjectIdentifier(menu)] = node
        }
    }

    /// How many menus enclose this one (0 for the root).
    var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    func node(for menu: UIMenu) -> MenuNode? {
        submenuNodes[ObjectIdentifier(menu)]
    }

    func materialized() -> UIMenu {
        guard isModified else { return template }
        return template.replacingChildren(elements.map { element in
            guard let menu = element as? UIMenu, let node = node(for: menu) else { return element }
            return node.materialized()
        })
    }

    func position(of child: MenuNode) -> Int {
        elements.firstIndex { $0 === child.template } ?? elements.count
    }

    // MARK: - Edits

    @discardableResult
    func insert(_ menu: UIMenu, at position: Int) -> MenuNode {
        let node = MenuNode(template: menu)
        node.parent = self
        if menu.hasSubmenus { node.attachSubmenuNodes() }
        elements.insert(menu, at: min(max(position, 0), elements.count))
        submenuNodes[ObjectIdentifier(menu)] = node
        markModified()
        return node
    }

    func remove(_ child: MenuNode) {
        elements.remove(at: position(of: child))
        submenuNodes[ObjectIdentifier(child.template)] = nil
        markModified()
    }

    func replace(_ child: MenuNode, with menu: UIMenu) -> MenuNode {
        let position = position(of: child)
        remove(child)
        return insert(menu, at: position)
    }

    func replaceElements(with newElements: [UIMenuElement]) {
        elements = newElements
        attachSubmenuNodes()
        markModified()
    }

    private func markModified() {
        var node: MenuNode? = self
        while let current = node, !current.isModified {
            current.isModified = true
            node = current.parent
        }
    }
}
