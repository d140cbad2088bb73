import CGtk
import DeskKit
import Foundation

// MARK: - Renaming the title in a GtkEntry

extension GtkNavigationBar {
    /// The entry shown in place of the title: GTK does the editing (typing, input methods, the
    /// clipboard) and hands every change to the core's rename field, which Enter commits and Esc
    /// cancels through the ordinary key routing. One entry lives for the whole rename.
    func makeRenameEntry(for field: NavigationTitleRenameField) -> Widget {
        if let renameEntry { return renameEntry }
        let entry = gtk_entry_new()!
        g_object_ref_sink(UnsafeMutableRawPointer(entry))
        renameEntry = entry
        gtk_widget_add_css_class(entry, "deskkit-rename-entry")
        gtk_widget_set_tooltip_text(entry, String(deskKit: "Enter renames, Esc cancels"))
        applyToEntry(field)
        GtkSignal.connect(entry, "changed") { [weak self] in self?.sendEntryToCore() }
        GtkSignal.connect(entry, "activate") { [weak self] in
            guard let self else { return }
            self.sendEntryToCore()
            self.navigationItem?.commitRenaming()
        }
        // GTK selects an entry's whole text when it moves focus there itself (after a popover
        // closes, say); the name without its extension stays selected instead.
        for property in ["notify::cursor-position", "notify::selection-bound"] {
            GtkSignal.connectPointer(UnsafeMutableRawPointer(entry), property) { [weak self] _ in self?.keepSelectionOnFocus() }
        }
        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        GtkSignal.connect(focus, "enter") { [weak self] in
            guard let self else { return }
            self.renameFocusJustEntered = true
            GtkIdle.run(priority: GtkIdle.beforeFrame) { [weak self] in self?.renameFocusJustEntered = false }
            // Keys typed here go to the entry while the core's rename field is first responder.
            guard let field = self.content?.renameField, !field.isFirstResponder else { return }
            field.becomeFirstResponder()
        }
        gtk_widget_add_controller(entry, cgtk_event_controller(focus))
        // Once the entry is in the window: take the keyboard and select what the core selected.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isClosed else { return }
                self.focusRenameEntry(selecting: true)
            }
        }
        return entry
    }

    /// Whether the rename entry has GTK's keyboard focus.
    package var renameEntryHasFocus: Bool {
        guard let entry = renameEntry, let root = gtk_widget_get_root(entry), let focus = gtk_root_get_focus(root) else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != cgtk_false
    }

    /// Gives the entry the keyboard; with `selecting`, selects what the core's field selects.
    func focusRenameEntry(selecting: Bool) {
        guard let entry = renameEntry, gtk_widget_get_parent(entry) != nil else { return }
        var start: Int32 = 0, end: Int32 = 0
        _ = gtk_editable_get_selection_bounds(cgtk_editable(entry), &start, &end)
        _ = gtk_entry_grab_focus_without_selecting(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self))
        if selecting, let field = content?.renameField {
            applyToEntry(field)
        } else {
            gtk_editable_select_region(cgtk_editable(entry), start, end)
        }
    }

    /// Keeps the entry showing the core's text (changed through the core, e.g. by a test typing).
    func syncRenameEntry(_ content: NavigationBarContent) {
        guard let field = content.renameField, let entry = renameEntry else { return }
        if Self.text(of: entry) != field.text { applyToEntry(field) }
    }

    /// Lets go of the entry once renaming ended.
    func dropRenameEntry() {
        guard let entry = renameEntry else { return }
        renameEntry = nil
        if let parent = gtk_widget_get_parent(entry) { gtk_box_remove(cgtk_box(parent), entry) }
        g_object_unref(UnsafeMutableRawPointer(entry))
        returnFocusToContent()
    }

    /// Types into the rename entry as the keyboard would (tests without xdotool).
    package func typeIntoRenameEntry(_ text: String) {
        guard let entry = renameEntry else { return }
        let editable = cgtk_editable(entry)
        var start: Int32 = 0, end: Int32 = 0
        if gtk_editable_get_selection_bounds(editable, &start, &end) != cgtk_false {
            gtk_editable_delete_text(editable, start, end)
        } else {
            start = gtk_editable_get_position(editable)
        }
        var position = start
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    /// The entry's text (tests).
    package var renameEntryText: String? { renameEntry.map(Self.text(of:)) }

    /// The entry's selected text (tests).
    package var renameEntrySelectedText: String? {
        guard let entry = renameEntry else { return nil }
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(cgtk_editable(entry), &start, &end) != cgtk_false else { return "" }
        let scalars = Array(Self.text(of: entry).unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[Int(start)..<Int(end)])
        return String(result)
    }

    // MARK: - Private

    private func applyToEntry(_ field: NavigationTitleRenameField) {
        guard let entry = renameEntry else { return }
        isApplyingRename = true
        defer { isApplyingRename = false }
        let text = field.text
        if Self.text(of: entry) != text { gtk_editable_set_text(cgtk_editable(entry), text) }
        gtk_editable_set_width_chars(cgtk_editable(entry), Int32(max(16, text.count + 2)))
        let range = field.selectedRange
        let scalars = text.unicodeScalars
        let start = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
        let end = scalars.distance(from: scalars.startIndex, to: range.upperBound)
        gtk_editable_select_region(cgtk_editable(entry), Int32(start), Int32(end))
    }

    /// Undoes GTK's select-all on focus: right after focus entered, a selection of the whole
    /// text that the core's field does not have goes back to the field's selection.
    private func keepSelectionOnFocus() {
        guard renameFocusJustEntered, !isApplyingRename, let entry = renameEntry, let field = content?.renameField else { return }
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(cgtk_editable(entry), &start, &end) != cgtk_false, start == 0,
              Int(end) == Self.text(of: entry).unicodeScalars.count, field.selectedText != field.text else { return }
        renameFocusJustEntered = false
        applyToEntry(field)
    }

    private func sendEntryToCore() {
        guard !isApplyingRename, let entry = renameEntry, let field = content?.renameField else { return }
        let text = Self.text(of: entry)
        var start: Int32 = 0, end: Int32 = 0
        if gtk_editable_get_selection_bounds(cgtk_editable(entry), &start, &end) == cgtk_false {
            start = gtk_editable_get_position(cgtk_editable(entry))
            end = start
        }
        let scalars = text.unicodeScalars
        let count = scalars.count
        let lower = scalars.index(scalars.startIndex, offsetBy: min(Int(start), count))
        let upper = scalars.index(scalars.startIndex, offsetBy: min(max(Int(end), Int(start)), count))
        field.replaceText(text, selectedRange: lower..<upper)
    }

    static func text(of entry: Widget) -> String {
        String(cString: gtk_editable_get_text(cgtk_editable(entry)))
    }
}
