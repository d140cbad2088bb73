/// The validated counterpart of a menu, kept on the menu between validation passes.
///
/// Menus are immutable, so the validated copy always has the same shape: the same copies of the
/// same elements. A pass only brings the copies up to date and asks the responder chain about
/// each command again, so revalidating a large unchanged menu allocates and frees nothing.
@MainActor
final class MenuValidationMirror {
    /// What presenters get: the menu with each element replaced by its copy.
    let menu: UIMenu
    /// The source menu's change count when this was made (title, image, element size).
    private let sourceChangeCount: Int
    private unowned let source: UIMenu
    /// The commands among the children, with what each pass hands to the responder chain.
    let commands: ContiguousArray<CommandEntry>
    /// A command, its validation copy, and the copy boxed once as the sender responders get.
    ///
    /// A class with constant fields: a pass can hand the fields to responders as they are,
    /// where a struct in an array would be copied (and the sender value re-boxed) per command.
    @MainActor
    final class CommandEntry {
        let command: UICommand
        let copy: UICommand
        let action: Selector
        let sender: Any?

        init(command: UICommand, copy: UICommand) {
            command.isTracked = true
            copy.isTracked = true
            self.command = command
            self.copy = copy
            action = command.action
            sender = copy
        }
    }

    /// Actions and plain elements among the children; their copies are refreshed each pass.
    let others: ContiguousArray<UIMenuElement>
    /// Mirrors of the submenus among the children.
    let submenus: ContiguousArray<MenuValidationMirror>
    /// The children in order: a command's index, or `~index` for a submenu.
    let order: ContiguousArray<Int>

    /// The mirror of `source`, made (reusing its submenus' current mirrors) the second time the
    /// menu is validated; nil the first time and when a deferred element lies below it.
    /// A submenu of a mirrored menu gets its mirror at once (`evenIfNew`).
    static func current(for source: UIMenu, evenIfNew: Bool = false) -> MenuValidationMirror? {
        if let mirror = source.validationMirror, mirror.isCurrent { return mirror }
        guard !source.cannotMirror else { return nil }
        guard source.validatedBefore || evenIfNew else {
            source.validatedBefore = true
            return nil
        }
        guard let mirror = MenuValidationMirror(source) else {
            source.cannotMirror = true
            return nil
        }
        source.validationMirror = mirror
        return mirror
    }

    private init?(_ source: UIMenu) {
        var commands = ContiguousArray<CommandEntry>()
        var others = ContiguousArray<UIMenuElement>()
        var submenus = ContiguousArray<MenuValidationMirror>()
        var order = ContiguousArray<Int>()
        var children: [UIMenuElement] = []
        children.reserveCapacity(source.children.count)
        for element in source.children {
            switch element.kind {
            case .command, .keyCommand:
                let command = element as! UICommand
                let copy = command.validationCopy()
                order.append(commands.count)
                commands.append(CommandEntry(command: command, copy: copy))
                children.append(copy)
            case .menu:
                guard let mirror = MenuValidationMirror.current(for: element as! UIMenu, evenIfNew: true) else {
                    return nil
                }
                order.append(~submenus.count)
                submenus.append(mirror)
                children.append(mirror.menu)
            case .action, .plain:
                let copy = element.presentationCopy()
                element.isTracked = true
                copy.isTracked = true
                others.append(element)
                children.append(copy)
            case .deferred:
                return nil
            }
        }
        self.source = source
        sourceChangeCount = source.changeCount
        menu = source.replacingChildren(children)
        self.commands = commands
        self.others = others
        self.submenus = submenus
        self.order = order
    }

    /// Whether the menu and every submenu are unchanged since their mirrors were made.
    var isCurrent: Bool {
        guard source.changeCount == sourceChangeCount else { return false }
        for index in submenus.indices where !submenus[index].isCurrent { return false }
        return true
    }

    /// The change generation when the last pass began; while it stands, no element or copy has
    /// changed, so the copies need no comparing with their commands.
    private var passGeneration = -1

    /// Brings the copies up to date and validates every command, in menu order.
    func refresh(with validator: MenuValidator) {
        let copiesAreCurrent = passGeneration == UIMenuElement.changeGeneration
        // Taken before validate(_:) runs: a copy it changes makes the next pass compare again.
        passGeneration = UIMenuElement.changeGeneration
        if !copiesAreCurrent {
            for index in others.indices { _ = others[index].presentationCopy() }
        }
        for step in order {
            if step >= 0 {
                validator.validate(commands[step], copyIsCurrent: copiesAreCurrent)
            } else {
                submenus[~step].refresh(with: validator)
            }
        }
    }
}
