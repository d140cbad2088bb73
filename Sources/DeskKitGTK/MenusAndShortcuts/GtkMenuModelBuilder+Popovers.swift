import CGtk

extension GtkMenuModelBuilder {
    /// The menu bar's popovers (one per top-level menu, plus nested submenus), found by walking its widgets.
    package var menuPopovers: [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if cgtk_is_popover(widget) != cgtk_false { found.append(widget) }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(menuBar)
        return found
    }

    /// True while any menu of the bar is showing.
    package var isMenuOpen: Bool { menuPopovers.contains { gtk_widget_get_visible($0) != cgtk_false } }

    /// Closes any open menu (e.g. after the core ran a key command while a menu was showing).
    package func closeMenus() {
        for popover in menuPopovers where gtk_widget_get_visible(popover) != cgtk_false {
            gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        }
    }

    /// Gives every popover not yet seen a capture-phase ``GtkKeyInput`` that forwards to ``menuKeyHandler``.
    /// The input object is owned by the popover (object data), so it lives and dies with it.
    func attachMenuKeyInput() {
        guard menuKeyHandler != nil else { return }
        let key = "deskkit-key-input"
        for popover in menuPopovers where g_object_get_data(cgtk_object(popover), key) == nil {
            let input = GtkKeyInput(widget: popover) { [weak self] event in
                guard let self, let handler = self.menuKeyHandler else { return false }
                let handled = handler(event)
                if handled, case .keyDown = event { self.closeMenus() }
                return handled
            }
            g_object_set_data_full(cgtk_object(popover), key, Unmanaged.passRetained(input).toOpaque()) {
                Unmanaged<GtkKeyInput>.fromOpaque($0!).release()
            }
        }
    }
}
