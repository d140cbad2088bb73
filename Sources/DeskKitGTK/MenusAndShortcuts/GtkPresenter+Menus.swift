import CGtk
import DeskKit
import Foundation

// MARK: - Main menu and context menus

extension GtkPresenter {
    package func mainMenuDidChange(_ menu: UIMenu) {
        let conversion = GtkMenuConversion(menu.children)
        menuNodes = conversion.nodes
        menuElements = conversion.elements
        for host in hosts { host.menus.update(menuNodes) }
    }

    package func presentContextMenu(_ menu: UIMenu, at point: CGPoint, in window: UIWindow) {
        guard let host = host(for: window) else { return }
        if let previous = contextHost, previous !== host { previous.hideContextMenu() }
        let conversion = GtkMenuConversion(contextMenu: menu)
        guard !conversion.nodes.isEmpty else { return }
        // The menu showing, in this window or another, closes as this one replaces it.
        if let previous = contextHost, previous.isContextMenuVisible { application?.contextMenuDidClose() }
        contextElements = conversion.elements
        contextHost = host
        let model = host.contextMenus.makeMenuModel(conversion.nodes, replacingActions: true)
        host.showContextMenu(model, at: point)
        g_object_unref(UnsafeMutableRawPointer(model))  // the popover holds it
    }

    package func dismissContextMenu() {
        contextHost?.hideContextMenu()
    }

    /// Menu bar items and context-menu items perform through the core, like the headless host's.
    func connectMenus(_ host: GtkWindowHost) {
        host.menus.onActivate = { [weak self] id in
            guard let self, let element = self.menuElements[id] else { return }
            self.application?.perform(element)
        }
        host.onContextMenuClosed = { [weak self] in self?.application?.contextMenuDidClose() }
        host.contextMenus.onActivate = { [weak self] id in
            guard let self, let element = self.contextElements[id] else { return }
            self.application?.perform(element)
        }
        // An open menu takes the keyboard: its keys must reach the same handler as the window's.
        host.menus.menuKeyHandler = { [weak self, weak host] event in
            guard let self, let host else { return false }
            return self.handleKey(event, in: host)
        }
        host.menus.update(menuNodes)
    }
}

/// A validated `UIMenu` as GTK menu nodes, with the element behind each action ID.
///
/// Inline menus become sections; hidden elements and menus left empty are omitted; disabled
/// commands stay visible but greyed; `.on` shows a check mark.
@MainActor
struct GtkMenuConversion {
    private(set) var nodes: [GtkMenuNode] = []
    private(set) var elements: [Int: UIMenuElement] = [:]

    init(_ children: [UIMenuElement]) {
        nodes = convert(children)
    }

    /// A context menu: its own `preferredElementSize` lays out its top items too.
    init(contextMenu menu: UIMenu) {
        nodes = Self.laidOut(convert(menu.children), as: Self.layout(for: menu))
    }

    /// Side by side for `.small` (icons) and `.medium` (titles); one per row otherwise.
    static func layout(for menu: UIMenu) -> GtkMenuSectionLayout {
        switch menu.preferredElementSize {
        case .small: .sideBySide(iconsOnly: true)
        case .medium: .sideBySide(iconsOnly: false)
        case .large, .automatic: .list
        }
    }

    /// Items side by side in one section; only plain items can sit in a row of buttons, so a
    /// group holding submenus or sections stays a list.
    static func laidOut(_ nodes: [GtkMenuNode], as layout: GtkMenuSectionLayout) -> [GtkMenuNode] {
        guard layout != .list, !nodes.isEmpty, nodes.allSatisfy({ if case .item = $0 { true } else { false } }) else { return nodes }
        return [.section(children: nodes, layout: layout)]
    }

    private mutating func convert(_ children: [UIMenuElement]) -> [GtkMenuNode] {
        children.compactMap { convert($0) }
    }

    private mutating func convert(_ element: UIMenuElement) -> GtkMenuNode? {
        switch element {
        case let menu as UIMenu:
            let children = convert(menu.children)
            guard !children.isEmpty else { return nil }
            let layout = Self.layout(for: menu)
            if menu.options.contains(.displayInline) {
                let laidOut = Self.laidOut(children, as: layout)
                if laidOut.count == 1, case .section = laidOut[0] { return laidOut[0] }
                return .section(children: children)
            }
            return .submenu(title: Self.label(menu.title), children: Self.laidOut(children, as: layout))
        case let command as UICommand:
            guard !command.attributes.contains(.hidden) else { return nil }
            let accelerator = (command as? UIKeyCommand)?.keyCombination?.gtkAccelerator
            return item(element, enabled: command.isEnabled, state: command.state, accelerator: accelerator)
        case let action as UIAction:
            guard !action.attributes.contains(.hidden) else { return nil }
            return item(element, enabled: !action.attributes.contains(.disabled), state: action.state, accelerator: nil)
        default:
            return nil
        }
    }

    private mutating func item(_ element: UIMenuElement, enabled: Bool, state: UIMenuElement.State, accelerator: String?) -> GtkMenuNode {
        let id = elements.count + 1
        elements[id] = element
        return .item(title: Self.label(element.title), actionID: id, accelLabel: accelerator, enabled: enabled,
                     checked: state == .off ? nil : true, icon: element.image?.iconName)
    }

    /// GTK menus read "_" as a mnemonic marker; a literal underscore is written twice.
    static func label(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}
