// MARK: - Clicking an item and showing it in menus

extension UIBarButtonItem {
    /// The app the item belongs to, through its group's navigation item and view controller.
    private var application: UIApplication {
        buttonGroup?.owner?.owner?.viewIfLoaded?.window?.windowScene?.application ?? .shared
    }

    /// Does what a click does: runs the primary action, else sends the action up the chain.
    /// False when the item is disabled or only has a menu (which the presenter then shows).
    @discardableResult
    public func performPrimaryAction() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.performWithSender(self, target: nil)
            return true
        }
        if let action {
            return application.sendAction(action, to: target, from: self, for: nil)
        }
        return false
    }

    /// The item as a menu element, for the overflow menu and representative items' menus.
    public var effectiveMenuRepresentation: UIMenuElement {
        if let menuRepresentation { return menuRepresentation }
        let name = title ?? accessibilityLabel ?? primaryAction?.title ?? ""
        if let menu, primaryAction == nil, action == nil {
            return UIMenu(title: name, image: image, children: menu.children)
        }
        return UIAction(
            title: name, image: image, attributes: isEnabled ? [] : .disabled, state: isSelected ? .on : .off
        ) { [weak self] _ in
            self?.performPrimaryAction()
        }
    }
}

extension UIBarButtonItemGroup {
    /// The group as a menu element: its ``menuRepresentation``, else an inline section of its
    /// visible items.
    public var effectiveMenuRepresentation: UIMenuElement {
        if let menuRepresentation { return menuRepresentation }
        let items = barButtonItems.filter { !$0.isHidden && !$0.isSpace }
        return UIMenu(title: representativeItem?.title ?? "", options: .displayInline, children: items.map(\.effectiveMenuRepresentation))
    }

    /// The menu a click on the representative item opens: the group's items.
    public var representativeMenu: UIMenu {
        let items = barButtonItems.filter { !$0.isHidden && !$0.isSpace }
        return UIMenu(title: representativeItem?.title ?? "", image: representativeItem?.image, children: items.map(\.effectiveMenuRepresentation))
    }
}
