import CGtk

/// A modal-looking panel over a window's content listing shortcuts by category, with a search field.
///
/// It lives in a GtkOverlay inside the same window (no extra toplevel, no window-manager dependency,
/// included in window snapshots). Put ``widget`` where `content` would have gone.
@MainActor
package final class GtkShortcutOverlay {
    /// The GtkOverlay wrapping the content; add this to the window instead of the content.
    package let widget: UnsafeMutablePointer<GtkWidget>
    package let searchEntry: UnsafeMutablePointer<GtkWidget>
    package var onSearchChanged: (@MainActor (String) -> Void)?
    package var onEntryActivated: (@MainActor (Int) -> Void)?
    /// Called once each time the panel closes by Esc or a click on the dimmed backdrop.
    package var onDismiss: (@MainActor () -> Void)?
    package private(set) var isVisible = false

    private let backdrop: UnsafeMutablePointer<GtkWidget>
    let panel: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    private var rowEntryIDs: [Int?] = []

    package init(content: UnsafeMutablePointer<GtkWidget>) {
        Self.installStyle()
        widget = gtk_overlay_new()
        gtk_overlay_set_child(cgtk_overlay(widget), content)

        backdrop = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(backdrop, "deskkit-backdrop")
        panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_widget_add_css_class(panel, "deskkit-shortcut-panel")
        gtk_widget_set_halign(panel, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(panel, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(panel, 520, -1)
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { setMargin(panel, 24) }

        searchEntry = gtk_search_entry_new()
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(cgtk_list_box(list), GTK_SELECTION_NONE)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), list)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // As tall as the shortcuts need, up to a limit; a small window scrolls the list instead.
        gtk_scrolled_window_set_propagate_natural_height(cgtk_scrolled_window(scroller), cgtk_true)
        gtk_scrolled_window_set_max_content_height(cgtk_scrolled_window(scroller), 640)
        gtk_widget_set_vexpand(scroller, cgtk_true)
        gtk_box_append(cgtk_box(panel), searchEntry)
        gtk_box_append(cgtk_box(panel), scroller)

        for child in [backdrop, panel] {
            gtk_widget_set_visible(child, cgtk_false)
            gtk_overlay_add_overlay(cgtk_overlay(widget), child)
        }
        connectSignals()
    }

    // MARK: - Presenting

    /// Shows the panel and focuses the search field.
    package func show() {
        guard !isVisible else { return }
        isVisible = true
        gtk_widget_set_visible(backdrop, cgtk_true)
        gtk_widget_set_visible(panel, cgtk_true)
        gtk_widget_grab_focus(searchEntry)
    }

    /// Hides the panel without calling ``onDismiss``.
    package func hide() {
        guard isVisible else { return }
        isVisible = false
        gtk_widget_set_visible(backdrop, cgtk_false)
        gtk_widget_set_visible(panel, cgtk_false)
    }

    package var searchText: String {
        get { String(cString: gtk_editable_get_text(cgtk_editable(searchEntry))) }
        set { gtk_editable_set_text(cgtk_editable(searchEntry), newValue) }
    }

    /// Replaces the listed categories (call from ``onSearchChanged`` to filter).
    package func setCategories(_ categories: [GtkShortcutOverlayCategory]) {
        let box = cgtk_list_box(list)
        while let row = gtk_widget_get_first_child(list) { gtk_list_box_remove(box, row) }
        rowEntryIDs = []
        for category in categories where !category.entries.isEmpty {
            let header = Self.label(category.title, classes: ["heading", "deskkit-shortcut-heading"])
            appendRow(header, entryID: nil)
            for entry in category.entries {
                let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
                let title = Self.label(entry.title, classes: [])
                gtk_widget_set_hexpand(title, cgtk_true)
                gtk_box_append(cgtk_box(line), title)
                gtk_box_append(cgtk_box(line), Self.label(entry.shortcut, classes: ["dim-label", "monospace"]))
                appendRow(line, entryID: entry.id)
                if !entry.enabled { gtk_widget_set_sensitive(line, cgtk_false) }
            }
        }
    }

    /// Entry IDs in display order (tests).
    package var displayedEntryIDs: [Int] { rowEntryIDs.compactMap { $0 } }

    // MARK: - Private

    private func appendRow(_ child: UnsafeMutablePointer<GtkWidget>, entryID: Int?) {
        gtk_list_box_append(cgtk_list_box(list), child)
        let row = gtk_widget_get_parent(child)!  // GtkListBox wraps non-row children in a row
        gtk_list_box_row_set_activatable(cgtk_list_box_row(row), entryID == nil ? cgtk_false : cgtk_true)
        rowEntryIDs.append(entryID)
    }

    private func dismiss() {
        guard isVisible else { return }
        hide()
        onDismiss?()
    }

    private func connectSignals() {
        GtkSignal.connect(searchEntry, "changed") { [weak self] in
            guard let self else { return }
            self.onSearchChanged?(self.searchText)
        }
        GtkSignal.connect(searchEntry, "stop-search") { [weak self] in self?.dismiss() }
        GtkSignal.connectPointer(list, "row-activated") { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(cgtk_list_box_row(row)))
            if self.rowEntryIDs.indices.contains(index), let id = self.rowEntryIDs[index] { self.onEntryActivated?(id) }
        }
        let keys = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        GtkSignal.connectKey(keys, "key-pressed") { [weak self] keyval, _, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            self?.dismiss()
            return true
        }
        gtk_widget_add_controller(panel, cgtk_event_controller(keys))
        let click = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        GtkSignal.connectClick(click, "released") { [weak self] _, _, _ in self?.dismiss() }
        gtk_widget_add_controller(backdrop, cgtk_event_controller(click))
    }

    private static func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    private static func installStyle() {
        GtkDisplayStyle.install("""
            .deskkit-backdrop { background-color: rgba(0, 0, 0, 0.25); }
            .deskkit-shortcut-panel row { padding: 3px 8px; }
            .deskkit-shortcut-panel list { background: none; }
            .deskkit-shortcut-heading { margin-top: 8px; }
            .deskkit-shortcut-panel { background-color: @theme_bg_color; border-radius: 12px; padding: 12px;
              border: 1px solid alpha(black, 0.2); box-shadow: 0 4px 16px alpha(black, 0.35); }
            """, named: "shortcut-overlay")
    }
}
