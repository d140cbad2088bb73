/// Edits a menu system's menus while it is being built, from ``UIResponder/buildMenu(with:)``.
///
/// Operations that would create duplicate identifiers or key combinations, or that name a menu
/// that does not exist, change nothing and add a ``MenuDiagnostic`` to ``diagnostics``.
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    /// The system being built, `.main` or `.context`.
    var system: UIMenuSystem { get }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
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
