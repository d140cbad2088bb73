/// Turns suggested actions and a delegate's menu into the menu an edit menu shows.
///
/// Only what can be chosen survives: commands no responder at the source point can perform,
/// hidden elements and menus left empty are removed. Menus nested deeper than
/// ``maximumDepth`` or with more than ``maximumElements`` elements are cut short, with a
/// diagnostic, so a runaway delegate cannot hang the app or exhaust the stack.
@MainActor
enum EditMenuResolver {
    static let maximumDepth = 16
    static let maximumElements = 2_000

    /// The system's suggestions for the chain that starts at `responder`.
    static func suggestedActions(from responder: UIResponder?) -> [UIMenuElement] {
        let built = UIMenuSystem.context.buildContextMenu(children: StandardEditMenu.suggestedElements(), from: responder)
        return removingUnavailable(built.children)
    }

    /// The menu to show for `menu` (the delegate's, or the suggestions wrapped in a menu).
    static func resolve(_ menu: UIMenu, from responder: UIResponder?) -> UIMenu {
        var budget = maximumElements
        var truncated = false
        let bounded = limited(menu.children, depth: 1, budget: &budget, truncated: &truncated)
        if truncated {
            DeskKitLog.report("The edit menu '\(menu.title)' is nested deeper than \(maximumDepth) levels or has more than \(maximumElements) elements; the rest is not shown. Split it into fewer, flatter menus.")
        }
        let validator = MenuValidator(start: responder, presentation: 0, onDeferredLoad: {})
        return menu.replacingChildren(removingUnavailable(validator.validated(bounded)))
    }

    private static func limited(_ elements: [UIMenuElement], depth: Int, budget: inout Int, truncated: inout Bool) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for element in elements {
            guard budget > 0 else {
                truncated = true
                break
            }
            budget -= 1
            if let menu = element as? UIMenu {
                guard depth < maximumDepth else {
                    truncated = true
                    continue
                }
                result.append(menu.replacingChildren(limited(menu.children, depth: depth + 1, budget: &budget, truncated: &truncated)))
            } else {
                result.append(element)
            }
        }
        return result
    }

    /// Drops hidden elements, unperformable commands and menus that end up empty.
    static func removingUnavailable(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        elements.compactMap { element in
            if isHidden(element) { return nil }
            if let command = element as? UICommand, !command.isPerformable { return nil }
            if let menu = element as? UIMenu {
                let children = removingUnavailable(menu.children)
                return children.isEmpty ? nil : menu.replacingChildren(children)
            }
            return element
        }
    }

    static func isHidden(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction: action.attributes.contains(.hidden)
        case let command as UICommand: command.attributes.contains(.hidden)
        default: false
        }
    }

    static func isEnabled(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction: !action.attributes.contains(.disabled)
        case let command as UICommand: command.isEnabled
        case is UIMenu: true
        default: false
        }
    }

    /// Whether choosing the element leaves the menu up.
    static func keepsMenuPresented(_ element: UIMenuElement) -> Bool {
        switch element {
        case let action as UIAction: action.attributes.contains(.keepsMenuPresented)
        case let command as UICommand: command.attributes.contains(.keepsMenuPresented)
        default: false
        }
    }
}
