/// A problem found while building a menu: the operation that caused it was refused, and the
/// menu kept its previous content. UIKit drops these silently; DeskKit reports them.
public enum MenuDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A menu or action with this identifier is already in the menu.
    case duplicateIdentifier(identifier: String, operation: String)
    /// Two commands with the same action and property list.
    case duplicateCommand(action: Selector, existingTitle: String, newTitle: String, operation: String)
    /// Two key commands with the same key combination.
    case conflictingKeyCombination(KeyCombination, existing: CommandDescription, new: CommandDescription, operation: String)
    /// The operation named a menu that is not in the tree.
    case missingMenu(UIMenu.Identifier, operation: String)
    /// A menu contains itself, directly or through its children.
    case cycle(UIMenu.Identifier, operation: String)
    /// Menus nested deeper than the limit, counting from the root menu's children.
    case tooDeep(UIMenu.Identifier, limit: Int, operation: String)
    /// The root menu cannot be removed, replaced by a non-root menu or given siblings.
    case rootMenuOperation(operation: String)
    /// A command has no title, so menus and the overlay cannot show it by name.
    case emptyTitle(action: Selector)
    /// A key command has no input key.
    case emptyKeyInput(action: Selector)

    /// A command named in a diagnostic.
    public struct CommandDescription: Hashable, Sendable, CustomStringConvertible {
        /// The command's title, or its discoverability title when it has none.
        public let title: String
        /// The command's action.
        public let action: Selector
        /// The title in quotes followed by the action name.
        public var description: String { "'\(title)' (\(action.name))" }
    }

    /// One sentence of what went wrong, and one of what to do about it.
    public var description: String {
        switch self {
        case let .duplicateIdentifier(identifier, operation):
            "\(operation) failed: the identifier '\(identifier)' is already in the menu. Give each menu and action a unique identifier."
        case let .duplicateCommand(action, existingTitle, newTitle, operation):
            "\(operation) failed: '\(newTitle)' sends '\(action.name)', which '\(existingTitle)' already sends with the same property list. Give one of them a different action or property list."
        case let .conflictingKeyCombination(keys, existing, new, operation):
            "\(operation) failed: \(new) uses \(keys), already used by \(existing). Choose another key combination for one of them."
        case let .missingMenu(identifier, operation):
            "\(operation) failed: there is no menu '\(identifier.rawValue)'. Insert relative to a menu that exists."
        case let .cycle(identifier, operation):
            "\(operation) failed: the menu '\(identifier.rawValue)' would contain itself. Insert a new menu instead."
        case let .tooDeep(identifier, limit, operation):
            "\(operation) failed: the menu '\(identifier.rawValue)' is nested more than \(limit) menus deep. Flatten the menu; nobody can open that many submenus."
        case let .rootMenuOperation(operation):
            "\(operation) failed: the root menu cannot be changed that way. Change its children instead."
        case let .emptyTitle(action):
            "The command sending '\(action.name)' has no title; it is shown by its action name. Give it a title."
        case let .emptyKeyInput(action):
            "The key command sending '\(action.name)' has no input key and will never fire. Give it an input."
        }
    }
}
