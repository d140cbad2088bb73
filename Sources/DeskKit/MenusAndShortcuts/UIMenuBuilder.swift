/// Edits a menu system's menus while it is being built, from ``UIResponder/buildMenu(with:)``.
///
/// Operations that would create duplicate identifiers or key combinations, or that name a menu
/// that does not exist, change nothing and add a ``MenuDiagnostic`` to ``diagnostics``.
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    /// The system being built, `.main` or `.context`.
    var system: UIMenuSystem { get }

    /// The menu with `identifier` anywhere in the menu bar, or nil if there is none.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier` anywhere in the menu bar, or nil if there is none.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command sending `action` with this property list anywhere in the menu bar, or nil.
    func command(for action: Selector, propertyList: Any?) -> UICommand?

    /// Puts `replacementMenu` where the menu with `replacedIdentifier` was.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces a menu's children with what `childrenBlock` returns for the current ones.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Adds `siblingMenu` just before the menu with `siblingIdentifier`, in the same parent.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Adds `siblingMenu` just after the menu with `siblingIdentifier`, in the same parent.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Adds `childMenu` as the first child of the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Adds `childMenu` as the last child of the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Takes the menu with `removedIdentifier` out of the menu bar, children and all.
    func remove(menu removedIdentifier: UIMenu.Identifier)

    /// What went wrong so far in this build.
    var diagnostics: [MenuDiagnostic] { get }
}

extension UIMenuBuilder {
    /// The command with `action` and no property list, if the tree holds one.
    public func command(for action: Selector) -> UICommand? {
        command(for: action, propertyList: nil)
    }
}
