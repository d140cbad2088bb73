/// The builder handed to ``UIResponder/buildMenu(with:)``: a mutable tree with indexes that
/// refuse duplicate identifiers, commands and key combinations before anything changes.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var diagnostics: [MenuDiagnostic] = []
    private let root: MenuNode
    private var index = MenuIndex()

    init(system: UIMenuSystem, root menu: UIMenu, expectedCommandCount: Int = 0) {
        self.system = system
        root = MenuNode(template: menu)
        index.reserveCapacity(commands: expectedCommandCount)
        if let problem = index.admit(menu.children, operation: "Building the standard menu") {
            diagnostics.append(problem)
        } else {
            root.children = menu.children.map { child(from: $0, parent: root) }
            for rootChild in root.children { index.registerMenus(rootChild) }
        }
        index.menus[menu.identifier] = root
    }

    /// The finished menu tree.
    var result: UIMenu { root.materialized() }

    /// How many commands the tree holds.
    var commandCount: Int { index.commands.count }

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
        index.commands[CommandKey(action: action, propertyList: PropertyListKey(propertyList))]
    }

    // MARK: - Edits

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        let operation = "replace(menu: '\(replacedIdentifier.rawValue)', with:)"
        guard let node = index.menus[replacedIdentifier] else { return fail(.missingMenu(replacedIdentifier, operation: operation)) }
        guard let parent = node.parent else { return fail(.rootMenuOperation(operation: operation)) }
        index.remove(node)
        if let problem = index.admit([replacementMenu], operation: operation) {
            index.add(node)
            return fail(problem)
        }
        let position = parent.position(of: node)
        parent.children[position] = child(from: replacementMenu, parent: parent)
        index.registerMenus(parent.children[position])
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        let operation = "replaceChildren(ofMenu: '\(parentIdentifier.rawValue)')"
        guard let node = index.menus[parentIdentifier] else { return fail(.missingMenu(parentIdentifier, operation: operation)) }
        let newChildren = childrenBlock(node.children.map(\.element))
        for existing in node.children { index.remove(existing) }
        if let problem = index.admit(newChildren, operation: operation, enclosing: [node.template.identifier]) {
            for existing in node.children { index.register(existing) }
            return fail(problem)
        }
        node.children = newChildren.map { child(from: $0, parent: node) }
        for newChild in node.children { index.registerMenus(newChild) }
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
        parent.children.remove(at: parent.position(of: node))
    }

    // MARK: - Helpers

    private func insertChild(_ menu: UIMenu, into parentIdentifier: UIMenu.Identifier, atStart: Bool, operation: String) {
        guard let parent = index.menus[parentIdentifier] else { return fail(.missingMenu(parentIdentifier, operation: operation)) }
        if let problem = index.admit([menu], operation: operation) { return fail(problem) }
        let newChild = child(from: menu, parent: parent)
        parent.children.insert(newChild, at: atStart ? 0 : parent.children.count)
        index.registerMenus(newChild)
    }

    private func insertSibling(_ menu: UIMenu, relativeTo siblingIdentifier: UIMenu.Identifier, after: Bool, operation: String) {
        guard let sibling = index.menus[siblingIdentifier] else { return fail(.missingMenu(siblingIdentifier, operation: operation)) }
        guard let parent = sibling.parent else { return fail(.rootMenuOperation(operation: operation)) }
        if let problem = index.admit([menu], operation: operation) { return fail(problem) }
        let newChild = child(from: menu, parent: parent)
        let position = parent.position(of: sibling)
        parent.children.insert(newChild, at: after ? position + 1 : position)
        index.registerMenus(newChild)
    }

    private func child(from element: UIMenuElement, parent: MenuNode) -> MenuNode.Child {
        guard let menu = element as? UIMenu else { return .element(element) }
        let node = MenuNode(template: menu)
        node.parent = parent
        node.children = menu.children.map { child(from: $0, parent: node) }
        return .menu(node)
    }

    private func fail(_ diagnostic: MenuDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Warnings about the finished tree: commands that cannot be shown or fired.
    func collectWarnings() {
        for command in index.commands.values {
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
@MainActor
final class MenuNode {
    @MainActor
    enum Child {
        case menu(MenuNode)
        case element(UIMenuElement)

        var element: UIMenuElement {
            switch self {
            case let .menu(node): node.materialized()
            case let .element(element): element
            }
        }
    }

    let template: UIMenu
    var children: [Child] = []
    weak var parent: MenuNode?

    init(template: UIMenu) {
        self.template = template
    }

    func materialized() -> UIMenu {
        template.replacingChildren(children.map(\.element))
    }

    func position(of node: MenuNode) -> Int {
        children.firstIndex { if case let .menu(candidate) = $0 { candidate === node } else { false } } ?? children.count
    }
}
