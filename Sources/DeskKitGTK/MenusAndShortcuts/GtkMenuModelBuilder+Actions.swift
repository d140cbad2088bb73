import CGtk

extension GtkMenuModelBuilder {
    /// Adds, updates and (optionally) removes GSimpleActions so exactly the IDs in `seen` exist.
    func syncActions(_ seen: [Int: ItemState], removingOthers: Bool = true) {
        let map = cgtk_action_map(UnsafeMutableRawPointer(actionGroup))
        for (id, entry) in actions {
            let kindChanged = seen[id].map { ($0.checked != nil) != entry.stateful } ?? false
            guard kindChanged || (removingOthers && seen[id] == nil) else { continue }
            g_action_map_remove_action(map, Self.actionName(id))
            g_object_unref(UnsafeMutableRawPointer(entry.action))
            actions[id] = nil
        }
        for (id, state) in seen {
            let action = actions[id]?.action ?? addAction(id, stateful: state.checked != nil, map: map)
            g_simple_action_set_enabled(action, state.enabled ? cgtk_true : cgtk_false)
            if let checked = state.checked {
                g_simple_action_set_state(action, g_variant_new_boolean(checked ? cgtk_true : cgtk_false))
            }
        }
    }

    private func addAction(_ id: Int, stateful: Bool, map: OpaquePointer?) -> OpaquePointer {
        let name = Self.actionName(id)
        let action = stateful
            ? g_simple_action_new_stateful(name, nil, g_variant_new_boolean(cgtk_false))!
            : g_simple_action_new(name, nil)!
        // Connecting "activate" also stops GLib toggling a boolean state by itself: the core owns it.
        GtkSignal.connectPointer(UnsafeMutableRawPointer(action), "activate") { [weak self] _ in
            self?.onActivate?(id)
        }
        g_action_map_add_action(map, action)
        actions[id] = (action, stateful)
        return action
    }
}
