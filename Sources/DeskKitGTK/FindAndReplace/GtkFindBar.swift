import CGtk
import DeskKit

/// The inline find bar a window shows under its menu bar: search and replace entries, the result
/// count, previous and next, an options menu, Replace and Replace All, and an error line.
///
/// It holds no find state: ``update(_:)`` shows what the presenter passes, and edits and clicks go
/// out through the callbacks. Updates made by ``update(_:)`` never call the callbacks back.
@MainActor
package final class GtkFindBar {
    /// The bar's root; place it between the menu bar and the content.
    package let widget: UnsafeMutablePointer<GtkWidget>
    package let searchEntry: UnsafeMutablePointer<GtkWidget>
    package let replaceEntry: UnsafeMutablePointer<GtkWidget>
    package let resultLabel: UnsafeMutablePointer<GtkWidget>
    package let errorLabel: UnsafeMutablePointer<GtkWidget>
    package let optionsButton: UnsafeMutablePointer<GtkWidget>
    let previousButton: UnsafeMutablePointer<GtkWidget>
    let nextButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    let replaceRow: UnsafeMutablePointer<GtkWidget>
    let replaceButton: UnsafeMutablePointer<GtkWidget>
    let replaceAllButton: UnsafeMutablePointer<GtkWidget>

    package var onSearchTextChanged: (@MainActor (String) -> Void)?
    package var onReplacementTextChanged: (@MainActor (String) -> Void)?
    package var onPrevious: (@MainActor () -> Void)?
    package var onNext: (@MainActor () -> Void)?
    package var onReplace: (@MainActor () -> Void)?
    package var onReplaceAll: (@MainActor () -> Void)?
    package var onDone: (@MainActor () -> Void)?
    /// An entry got the keyboard (a click or Tab in GTK).
    package var onFieldFocused: (@MainActor (GtkFindBarContent.Field) -> Void)?

    package private(set) var isVisible = false
    /// Set while ``update(_:)`` writes into the widgets, so their signals are not reported.
    private var isApplying = false

    package init() {
        Self.installStyle()
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_widget_add_css_class(widget, "deskkit-find-bar")
        searchEntry = gtk_entry_new()
        replaceEntry = gtk_entry_new()
        for (entry, placeholder) in [(searchEntry, String(deskKit: "Find")), (replaceEntry, String(deskKit: "Replace"))] {
            gtk_entry_set_placeholder_text(Self.entry(entry), placeholder)
            gtk_widget_set_hexpand(entry, cgtk_true)
        }
        optionsButton = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(optionsButton), "edit-find-symbolic")
        gtk_widget_set_tooltip_text(optionsButton, String(deskKit: "Find Options"))
        cgtk_accessible_set_label(optionsButton, String(deskKit: "Find Options"))
        resultLabel = gtk_label_new("")
        gtk_widget_add_css_class(resultLabel, "dim-label")
        gtk_widget_set_size_request(resultLabel, 90, -1)
        gtk_label_set_xalign(cgtk_label(resultLabel), 1)
        let enter = KeyCombination(input: "\r", modifierFlags: [])
        let shiftEnter = KeyCombination(input: "\r", modifierFlags: .shift)
        previousButton = Self.button(icon: "go-up-symbolic", tooltip: "\(String(deskKit: "Find Previous")) (\(shiftEnter))")
        nextButton = Self.button(icon: "go-down-symbolic", tooltip: "\(String(deskKit: "Find Next")) (\(enter))")
        doneButton = Self.button(label: String(deskKit: "Done"))

        let searchRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for child in [optionsButton, searchEntry, resultLabel, previousButton, nextButton, doneButton] {
            gtk_box_append(cgtk_box(searchRow), child)
        }
        replaceRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        replaceButton = Self.button(label: String(deskKit: "Replace"))
        replaceAllButton = Self.button(label: String(deskKit: "Replace All"))
        // Indent the replace entry under the search entry.
        gtk_widget_set_margin_start(replaceEntry, 40)
        for child in [replaceEntry, replaceButton, replaceAllButton] { gtk_box_append(cgtk_box(replaceRow), child) }
        errorLabel = gtk_label_new("")
        gtk_widget_add_css_class(errorLabel, "error")
        gtk_label_set_xalign(cgtk_label(errorLabel), 0)
        gtk_label_set_wrap(cgtk_label(errorLabel), cgtk_true)
        gtk_widget_set_margin_start(errorLabel, 40)

        for child in [searchRow, replaceRow, errorLabel] { gtk_box_append(cgtk_box(widget), child) }
        gtk_widget_set_visible(widget, cgtk_false)
        connectSignals()
    }

    // MARK: - Showing

    package func show() {
        guard !isVisible else { return }
        isVisible = true
        gtk_widget_set_visible(widget, cgtk_true)
    }

    package func hide() {
        guard isVisible else { return }
        isVisible = false
        gtk_widget_set_visible(widget, cgtk_false)
    }

    /// Shows `content`; entries are rewritten only when their text differs (the caret stays put).
    package func update(_ content: GtkFindBarContent) {
        isApplying = true
        defer { isApplying = false }
        Self.setText(content.searchText, of: searchEntry)
        Self.setText(content.replacementText, of: replaceEntry)
        gtk_label_set_text(cgtk_label(resultLabel), content.resultText)
        gtk_widget_set_visible(replaceRow, content.showsReplace ? cgtk_true : cgtk_false)
        gtk_label_set_text(cgtk_label(errorLabel), content.errorMessage ?? "")
        gtk_widget_set_visible(errorLabel, content.errorMessage == nil ? cgtk_false : cgtk_true)
        if content.errorMessage == nil {
            gtk_widget_remove_css_class(searchEntry, "error")
        } else {
            gtk_widget_add_css_class(searchEntry, "error")
        }
        gtk_widget_set_sensitive(previousButton, content.canNavigate ? cgtk_true : cgtk_false)
        gtk_widget_set_sensitive(nextButton, content.canNavigate ? cgtk_true : cgtk_false)
        gtk_widget_set_sensitive(replaceButton, content.canReplace ? cgtk_true : cgtk_false)
        gtk_widget_set_sensitive(replaceAllButton, content.canReplaceAll ? cgtk_true : cgtk_false)
    }

    /// Sets the options button's menu (the caller keeps its own reference to `model`).
    package func setOptionsMenu(_ model: OpaquePointer) {
        gtk_menu_button_set_menu_model(OpaquePointer(optionsButton), cgtk_menu_model(UnsafeMutableRawPointer(model)))
    }

    // MARK: - Focus

    /// The entry holding the keyboard, if any.
    package var focusedField: GtkFindBarContent.Field? {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return nil }
        if Self.isInside(focus, searchEntry) { return .search }
        if Self.isInside(focus, replaceEntry) { return .replace }
        return nil
    }

    /// Whether the keyboard is anywhere in the bar (an entry, a button).
    package var hasFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return Self.isInside(focus, widget)
    }

    /// Gives the keyboard to an entry, leaving its text and caret as they are.
    package func focus(_ field: GtkFindBarContent.Field, selectingAll: Bool = false) {
        guard focusedField != field else { return }
        let entry = field == .search ? searchEntry : replaceEntry
        gtk_entry_grab_focus_without_selecting(Self.entry(entry))
        // A bar opened again shows the last query selected, so typing starts a new one (as GNOME's
        // editors do) and Enter still finds the old one.
        if selectingAll { gtk_editable_select_region(cgtk_editable(entry), 0, -1) }
    }

    // MARK: - Private

    private func connectSignals() {
        GtkSignal.connect(searchEntry, "changed") { [weak self] in
            guard let self, !self.isApplying else { return }
            self.onSearchTextChanged?(Self.text(of: self.searchEntry))
        }
        GtkSignal.connect(replaceEntry, "changed") { [weak self] in
            guard let self, !self.isApplying else { return }
            self.onReplacementTextChanged?(Self.text(of: self.replaceEntry))
        }
        GtkSignal.connect(previousButton, "clicked") { [weak self] in self?.onPrevious?() }
        GtkSignal.connect(nextButton, "clicked") { [weak self] in self?.onNext?() }
        GtkSignal.connect(replaceButton, "clicked") { [weak self] in self?.onReplace?() }
        GtkSignal.connect(replaceAllButton, "clicked") { [weak self] in self?.onReplaceAll?() }
        GtkSignal.connect(doneButton, "clicked") { [weak self] in self?.onDone?() }
        for (entry, field) in [(searchEntry, GtkFindBarContent.Field.search), (replaceEntry, .replace)] {
            let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
            GtkSignal.connect(focus, "enter") { [weak self] in
                guard let self, !self.isApplying else { return }
                self.onFieldFocused?(field)
            }
            gtk_widget_add_controller(entry, cgtk_event_controller(focus))
        }
    }

    static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(cgtk_editable(entry)))
    }

    private static func setText(_ text: String, of entry: UnsafeMutablePointer<GtkWidget>) {
        guard Self.text(of: entry) != text else { return }
        gtk_editable_set_text(cgtk_editable(entry), text)
        gtk_editable_set_position(cgtk_editable(entry), -1)
    }

    private static func entry(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkEntry> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self)
    }

    private static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>, _ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != cgtk_false
    }

    /// Buttons keep the keyboard where it was, so typing continues in the entry after a click.
    private static func button(icon: String? = nil, label: String? = nil, tooltip: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let button = icon.map { gtk_button_new_from_icon_name($0)! } ?? gtk_button_new_with_label(label ?? "")!
        gtk_widget_set_focus_on_click(button, cgtk_false)
        if let tooltip {
            gtk_widget_set_tooltip_text(button, tooltip)
            cgtk_accessible_set_label(button, tooltip)
        }
        return button
    }

    private static func installStyle() {
        GtkDisplayStyle.install("""
            .deskkit-find-bar { padding: 6px 10px; background-color: @theme_bg_color;
              border-bottom: 1px solid alpha(black, 0.18); }
            .deskkit-find-bar label.error { color: #c01c28; }
            """, named: "find-bar")
    }
}
