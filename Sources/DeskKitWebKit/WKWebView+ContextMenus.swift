import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

// MARK: - Link menus from the UI delegate's configurations

extension WKWebView {
    func connectContextMenuSignals() {
        let instance = UnsafeMutableRawPointer(backingWidget)
        GtkSignal.connectPointerPairReturningBool(instance, "context-menu") { [weak self] menu, hitTest in
            guard let self, let menu, let hitTest else { return false }
            let result = OpaquePointer(hitTest)
            guard webkit_hit_test_result_context_is_link(result) != cgtk_false,
                  let uri = webkit_hit_test_result_get_link_uri(result) else { return false }
            guard let shows = self.prepareContextMenu(OpaquePointer(menu), linkURL: URL(string: String(cString: uri))) else { return false }
            // True stops WebKit from showing a menu.
            return !shows
        }
        GtkSignal.connect(instance, "context-menu-dismissed") { [weak self] in
            guard let self, let element = self.shownContextMenuElement else { return }
            self.shownContextMenuElement = nil
            self.uiDelegate?.webView(self, contextMenuDidEndForElement: element)
        }
    }

    /// Puts the UI delegate's menu for a link into WebKit's `menu`: WebKit's own link items are
    /// the suggested actions, and the action provider arranges them with the app's. Returns
    /// whether a menu shows, or nil to leave WebKit's menu as it is (no delegate, or a delegate
    /// that did not answer at once).
    package func prepareContextMenu(_ menu: OpaquePointer, linkURL: URL?) -> Bool? {
        guard let delegate = uiDelegate else { return nil }
        let element = WKContextMenuElementInfo(linkURL: linkURL)
        var answered = false
        var configuration: UIContextMenuConfiguration?
        delegate.webView(self, contextMenuConfigurationForElement: element) { answer in
            answered = true
            configuration = answer
        }
        guard answered else { return nil }
        guard let configuration else { return false }
        let suggestions = Self.suggestedActions(in: menu)
        let elements: [UIMenuElement] = suggestions.map(\.action)
        let chosen = configuration.actionProvider?(elements) ?? UIMenu(children: elements)
        webkit_context_menu_remove_all(menu)
        var stockActions: [ObjectIdentifier: WebKitContextMenuAction] = [:]
        for suggestion in suggestions { stockActions[ObjectIdentifier(suggestion.action)] = suggestion.stock }
        Self.append(chosen.children, to: menu, stockActions: stockActions)
        guard webkit_context_menu_get_n_items(menu) > 0 else { return false }
        shownContextMenuElement = element
        delegate.webView(self, contextMenuWillPresentForElement: element)
        return true
    }

    /// WebKit's link items as actions: chosen from DeskKit's menu, each runs WebKit's own.
    private static func suggestedActions(in menu: OpaquePointer) -> [(action: UIAction, stock: WebKitContextMenuAction)] {
        var suggestions: [(UIAction, WebKitContextMenuAction)] = []
        var node = webkit_context_menu_get_items(menu)
        while let item = node {
            defer { node = item.pointee.next }
            guard let data = item.pointee.data else { continue }
            let stock = webkit_context_menu_item_get_stock_action(OpaquePointer(data))
            let title: String? = switch stock {
            case WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK: String(localized: "Open Link")
            case WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK_IN_NEW_WINDOW: String(localized: "Open Link in New Window")
            case WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_LINK_TO_DISK: String(localized: "Download Linked File")
            case WEBKIT_CONTEXT_MENU_ACTION_COPY_LINK_TO_CLIPBOARD: String(localized: "Copy Link")
            default: nil
            }
            // Run by WebKit when chosen, as the stock item it stands for (see `append`).
            if let title { suggestions.append((UIAction(title: title) { _ in }, stock)) }
        }
        return suggestions
    }

    /// Appends DeskKit menu elements as WebKit items: inline menus between separators, other
    /// menus as submenus, actions as GActions that run their handlers (or WebKit's stock item
    /// for a suggested action).
    private static func append(_ elements: [UIMenuElement], to menu: OpaquePointer, stockActions: [ObjectIdentifier: WebKitContextMenuAction]) {
        for element in elements {
            if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayInline) {
                    appendSeparator(to: menu)
                    append(submenu.children, to: menu, stockActions: stockActions)
                    appendSeparator(to: menu)
                } else {
                    let inner = webkit_context_menu_new()!
                    append(submenu.children, to: inner, stockActions: stockActions)
                    webkit_context_menu_append(menu, webkit_context_menu_item_new_with_submenu(submenu.title, inner))
                }
            } else if let action = element as? UIAction {
                if let stock = stockActions[ObjectIdentifier(action)] {
                    webkit_context_menu_append(menu, webkit_context_menu_item_new_from_stock_action_with_label(stock, action.title))
                    continue
                }
                actionCount += 1
                let simple = g_simple_action_new("deskkit-web-action-\(actionCount)", nil)!
                g_simple_action_set_enabled(simple, action.attributes.contains(.disabled) ? cgtk_false : cgtk_true)
                GtkSignal.connectPointer(UnsafeMutableRawPointer(simple), "activate") { _ in
                    action.performWithSender(nil, target: nil)
                }
                webkit_context_menu_append(menu, webkit_context_menu_item_new_from_gaction(simple, action.title, nil))
                g_object_unref(UnsafeMutableRawPointer(simple))
            }
        }
        // No separator at the end.
        if let last = webkit_context_menu_last(menu), webkit_context_menu_item_is_separator(last) != cgtk_false {
            webkit_context_menu_remove(menu, last)
        }
    }

    /// A separator, unless the menu is empty or already ends with one.
    private static func appendSeparator(to menu: OpaquePointer) {
        guard let last = webkit_context_menu_last(menu), webkit_context_menu_item_is_separator(last) == cgtk_false else { return }
        webkit_context_menu_append(menu, webkit_context_menu_item_new_separator())
    }

    /// Names the GActions of the delegate's menu items apart.
    private static var actionCount = 0
}
