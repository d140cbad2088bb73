import CGtk

// MARK: - Reading the menu bar's model back (tests)

/// One item of a menu as GTK shows it: label, displayed accelerator, and whether it can be chosen.
package struct GtkMenuModelItem: Sendable, Hashable {
    package var title: String
    package var accelerator: String?
    package var isEnabled: Bool
}

extension GtkMenuModelBuilder {
    /// Titles of the menu bar's top-level menus, in order.
    package var menuTitles: [String] {
        let model = cgtk_menu_model(UnsafeMutableRawPointer(root))!
        return (0..<g_menu_model_get_n_items(model)).map { Self.string(model, $0, "label") ?? "" }
    }

    /// The items of the top-level menu titled `title`, sections flattened, submenus as one item.
    package func items(inMenu title: String) -> [GtkMenuModelItem] {
        let model = cgtk_menu_model(UnsafeMutableRawPointer(root))!
        guard let index = menuTitles.firstIndex(of: title),
              let submenu = g_menu_model_get_item_link(model, Int32(index), "submenu") else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(submenu)) }
        return items(of: submenu)
    }

    private func items(of model: UnsafeMutablePointer<GMenuModel>) -> [GtkMenuModelItem] {
        var result: [GtkMenuModelItem] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, "section") {
                result += items(of: section)
                g_object_unref(UnsafeMutableRawPointer(section))
                continue
            }
            let action = Self.string(model, index, "action") ?? ""
            let name = action.hasPrefix(actionPrefix + ".") ? String(action.dropFirst(actionPrefix.count + 1)) : action
            let enabled = g_action_group_get_action_enabled(cgtk_action_group(UnsafeMutableRawPointer(actionGroup)), name)
            result.append(GtkMenuModelItem(title: Self.string(model, index, "label") ?? "",
                                           accelerator: Self.string(model, index, "accel"),
                                           isEnabled: enabled != cgtk_false))
        }
        return result
    }

    private static func string(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard g_variant_is_of_type(value, g_variant_type_checked_("s")) != cgtk_false else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}
