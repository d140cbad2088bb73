import CGtk

/// Builds GMenu models from ``GtkMenuNode`` trees for a GtkPopoverMenuBar and routes item activation
/// to one Swift closure.
///
/// Each distinct `actionID` becomes a GSimpleAction "<prefix>.a<id>" in a GSimpleActionGroup inserted
/// on the window. ``update(_:)`` may be called any number of times, even while a menu is open: actions
/// are diffed, and when the top-level titles are unchanged each submenu is refilled in place so an open
/// menu stays open and shows the new contents.
@MainActor
package final class GtkMenuModelBuilder {
    /// Prefix under which the action group is inserted; item actions read "<prefix>.a<id>".
    package let actionPrefix: String
    /// The GSimpleActionGroup holding one action per action ID.
    package let actionGroup: UnsafeMutablePointer<GSimpleActionGroup>
    /// The GtkPopoverMenuBar kept in sync by ``update(_:)``.
    package let menuBar: UnsafeMutablePointer<GtkWidget>
    /// Called with the item's action ID when a menu item is chosen.
    package var onActivate: (@MainActor (Int) -> Void)?
    /// Receives keys typed while a menu is open (GTK gives the open menu the keyboard, so the window's
    /// ``GtkKeyInput`` does not see them). Returning true for a key-down closes the menus.
    package var menuKeyHandler: (@MainActor (GtkKeyEvent) -> Bool)? {
        didSet { attachMenuKeyInput() }
    }

    var actions: [Int: (action: OpaquePointer, stateful: Bool)] = [:]
    let root: OpaquePointer  // GMenu shown by the bar
    private var topLevel: [(title: String, menu: OpaquePointer)] = []

    /// Creates the action group, inserts it on `window` under `prefix` and creates an empty menu bar.
    ///
    /// Builders that share a window need distinct prefixes (the menu bar's and a context menu's).
    package init(insertingActionsInto window: UnsafeMutablePointer<GtkWidget>, prefix: String = "deskkit",
                 onActivate: (@MainActor (Int) -> Void)? = nil) {
        self.onActivate = onActivate
        actionPrefix = prefix
        actionGroup = g_simple_action_group_new()!
        gtk_widget_insert_action_group(window, prefix, cgtk_action_group(UnsafeMutableRawPointer(actionGroup)))
        root = g_menu_new()!
        // Never from a NULL model (that crashes); the builder keeps its own reference to the bar.
        menuBar = gtk_popover_menu_bar_new_from_model(cgtk_menu_model(UnsafeMutableRawPointer(root)))
        g_object_ref_sink(menuBar)
    }

    isolated deinit {
        for entry in actions.values { g_object_unref(UnsafeMutableRawPointer(entry.action)) }
        g_object_unref(UnsafeMutableRawPointer(actionGroup))
        g_object_unref(UnsafeMutableRawPointer(root))
        g_object_unref(menuBar)
    }

    /// Number of actions currently registered (for leak checks).
    package var actionCount: Int { actions.count }

    /// Shows `roots` (submenus; other nodes at top level are ignored) and syncs actions' enabled and checked state.
    package func update(_ roots: [GtkMenuNode]) {
        var seen: [Int: ItemState] = [:]
        let menus: [(String, [GtkMenuNode])] = roots.compactMap {
            if case let .submenu(title, children) = $0 { (title, children) } else { nil }
        }
        if menus.map(\.0) == topLevel.map(\.title) {
            for (index, (_, children)) in menus.enumerated() {
                let menu = topLevel[index].menu
                let count = g_menu_model_get_n_items(cgtk_menu_model(UnsafeMutableRawPointer(menu)))
                append(children, to: menu, collecting: &seen)  // append first, then drop old items: no empty flash
                for _ in 0..<count { g_menu_remove(menu, 0) }
            }
        } else {
            closeMenus()  // rebuilding the bar destroys open popovers; close them cleanly first
            g_menu_remove_all(root)
            topLevel.removeAll()
            for (title, children) in menus {
                let menu = g_menu_new()!
                append(children, to: menu, collecting: &seen)
                g_menu_append_submenu(root, title, cgtk_menu_model(UnsafeMutableRawPointer(menu)))
                topLevel.append((title, menu))
                g_object_unref(UnsafeMutableRawPointer(menu))  // the root holds it
            }
        }
        syncActions(seen)
        attachMenuKeyInput()
    }

    /// Builds a standalone GMenu (caller owns the reference), e.g. for a context-menu GtkPopoverMenu.
    ///
    /// With `replacingActions`, actions of earlier models are removed (a builder serving one menu at a time).
    package func makeMenuModel(_ nodes: [GtkMenuNode], replacingActions: Bool = false) -> OpaquePointer {
        var seen: [Int: ItemState] = [:]
        let menu = g_menu_new()!
        append(nodes, to: menu, collecting: &seen)
        syncActions(seen, removingOthers: replacingActions)
        return menu
    }

    /// Activates an action as a click on its menu item would (tests, accessibility).
    package func activate(actionID: Int) {
        g_action_group_activate_action(cgtk_action_group(UnsafeMutableRawPointer(actionGroup)),
                                       Self.actionName(actionID), nil)
    }

    package static func actionName(_ id: Int) -> String { "a\(id)" }

    // MARK: - Model

    typealias ItemState = (enabled: Bool, checked: Bool?)

    private func append(_ nodes: [GtkMenuNode], to menu: OpaquePointer, iconsOnly: Bool = false,
                        collecting seen: inout [Int: ItemState]) {
        for node in nodes {
            switch node {
            case let .submenu(title, children):
                let child = g_menu_new()!
                append(children, to: child, collecting: &seen)
                g_menu_append_submenu(menu, title, cgtk_menu_model(UnsafeMutableRawPointer(child)))
                g_object_unref(UnsafeMutableRawPointer(child))
            case let .section(children, layout):
                let child = g_menu_new()!
                let section = g_menu_item_new_section(nil, cgtk_menu_model(UnsafeMutableRawPointer(child)))!
                if case let .sideBySide(iconsOnly) = layout {
                    append(children, to: child, iconsOnly: iconsOnly, collecting: &seen)
                    // GtkPopoverMenu lays such a section out as a row of buttons.
                    g_menu_item_set_attribute_value(section, "display-hint", g_variant_new_string("horizontal-buttons"))
                } else {
                    append(children, to: child, collecting: &seen)
                }
                g_menu_append_item(menu, section)
                g_object_unref(UnsafeMutableRawPointer(section))
                g_object_unref(UnsafeMutableRawPointer(child))
            case let .item(title, actionID, accelLabel, enabled, checked, icon):
                seen[actionID] = (enabled, checked)
                let item = g_menu_item_new(title, "\(actionPrefix).\(Self.actionName(actionID))")!
                if let accelLabel {
                    // Display only: with its menu closed GTK does not act on the "accel" attribute (measured).
                    g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelLabel))
                }
                if let icon, let themed = g_themed_icon_new(icon) {
                    g_menu_item_set_icon(item, themed)
                    g_object_unref(UnsafeMutableRawPointer(themed))
                    // In a row of buttons the icon stands in for the title, which stays the tooltip.
                    if iconsOnly { g_menu_item_set_attribute_value(item, "verb-icon", g_variant_new_string(icon)) }
                }
                g_menu_append_item(menu, item)
                g_object_unref(UnsafeMutableRawPointer(item))
            }
        }
    }
}
