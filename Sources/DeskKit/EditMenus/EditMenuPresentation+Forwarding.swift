// MARK: - Showing an edit menu with a plain menu widget

extension EditMenuPresentation {
    /// The menu rebuilt so that every choice goes back through ``interaction``.
    ///
    /// For a presenter that shows edit menus with the same widget as context menus: performing
    /// an element of this menu chooses the original, so commands reach the responders at the
    /// source point and `.keepsMenuPresented` is honoured. Unavailable choices come out disabled.
    public func forwardingMenu() -> UIMenu {
        menu.replacingChildren(forwarding(menu.children))
    }

    private func forwarding(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        let interaction = self.interaction
        return elements.map { element -> UIMenuElement in
            if let submenu = element as? UIMenu {
                return submenu.replacingChildren(forwarding(submenu.children))
            }
            var attributes: UIMenuElement.Attributes = EditMenuResolver.isEnabled(element) ? [] : .disabled
            var state = UIMenuElement.State.off
            if let action = element as? UIAction {
                attributes.formUnion(action.attributes)
                state = action.state
            } else if let command = element as? UICommand {
                attributes.formUnion(command.attributes)
                state = command.state
            }
            return UIAction(title: element.title, subtitle: element.subtitle, image: element.image, attributes: attributes, state: state) { _ in
                interaction.chooseMenuElement(element)
            }
        }
    }
}
