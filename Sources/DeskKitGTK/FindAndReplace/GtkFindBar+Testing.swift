import CGtk

// MARK: - Inspecting and driving the find bar (tests)

extension GtkFindBar {
    /// Whether the bar is on screen (mapped), not only marked visible.
    package var isMapped: Bool { gtk_widget_get_mapped(widget) != cgtk_false }

    /// The result count as shown: "2 of 9", "No results" or empty.
    package var displayedResultText: String { String(cString: gtk_label_get_text(cgtk_label(resultLabel))) }

    /// The error line's text, or nil while the line is hidden.
    package var displayedError: String? {
        guard gtk_widget_get_visible(errorLabel) != cgtk_false else { return nil }
        return String(cString: gtk_label_get_text(cgtk_label(errorLabel)))
    }

    package var displayedSearchText: String { Self.text(of: searchEntry) }

    /// Whether the replace row shows.
    package var isShowingReplace: Bool { gtk_widget_get_visible(replaceRow) != cgtk_false }

    /// Types into the focused entry at its caret, as key presses reaching GTK would.
    package func typeIntoFocusedEntry(_ text: String) {
        guard let field = focusedField else { return }
        let editable = cgtk_editable(field == .search ? searchEntry : replaceEntry)
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }
}
