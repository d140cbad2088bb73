import CGtk

// MARK: - Inspecting and driving the overlay (tests)

extension GtkShortcutOverlay {
    /// Whether the panel is on screen (mapped), not only marked visible.
    package var isPanelMapped: Bool { gtk_widget_get_mapped(panel) != cgtk_false }

    /// Every label text in the list, in order: category titles, entry titles and shortcuts.
    package var displayedTexts: [String] {
        var texts: [String] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_label_get_type()) != cgtk_false {
                texts.append(String(cString: gtk_label_get_text(cgtk_label(widget))))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(list)
        return texts
    }

    /// Activates the row whose title label reads `title`, as a click or Enter on it would.
    @discardableResult
    package func activateEntry(titled title: String) -> Bool {
        var row = gtk_widget_get_first_child(list)
        while let current = row {
            let box = gtk_widget_get_first_child(current)
            let label = box.flatMap { gtk_widget_get_first_child($0) }
            if let label, g_type_check_instance_is_a(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GTypeInstance.self),
                                                      gtk_label_get_type()) != cgtk_false,
               String(cString: gtk_label_get_text(cgtk_label(label))) == title {
                return gtk_widget_activate(current) != cgtk_false
            }
            row = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}
