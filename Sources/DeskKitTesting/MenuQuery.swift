import DeskKit

/// Reads menus the way a person sees them: by titles, with inline sections flattened.
@MainActor
public enum MenuQuery {
    /// Visible elements of a menu with inline sections expanded into the parent.
    public static func visibleElements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { element -> [UIMenuElement] in
            if isHidden(element) { return [] }
            if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayInline) { return visibleElements(of: submenu) }
                return visibleElements(of: submenu).isEmpty ? [] : [submenu]
            }
            return [element]
        }
    }

    /// The titles of the menu's visible elements, inline sections expanded.
    public static func visibleTitles(of menu: UIMenu) -> [String] {
        visibleElements(of: menu).map(\.title)
    }

    /// The element reached by following titles from `menu`.
    public static func element(at path: [String], in menu: UIMenu) -> UIMenuElement? {
        var current: UIMenuElement = menu
        for title in path {
            guard let submenu = current as? UIMenu,
                  let next = visibleElements(of: submenu).first(where: { $0.title == title }) else { return nil }
            current = next
        }
        return current
    }

    /// Whether the element carries the hidden attribute (and so is not shown).
    public static func isHidden(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction: action.attributes.contains(.hidden)
        case let command as UICommand: command.attributes.contains(.hidden)
        default: false
        }
    }

    /// Whether a person could choose the element now.
    public static func isEnabled(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction: !action.attributes.contains(.disabled)
        case let command as UICommand: command.isEnabled
        default: false
        }
    }
}
