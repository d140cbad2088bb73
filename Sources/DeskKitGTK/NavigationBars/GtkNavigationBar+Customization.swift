import CGtk
import DeskKit
import Foundation

// MARK: - Customize Toolbar…: the panel under the bar

extension GtkNavigationBar {
    /// Draws the core's panel (``NavigationBarCustomizationPanel``) while the navigation item
    /// customizes: the groups in the bar with their move and remove buttons, the groups that can
    /// be added, then Reset and Done. Each button sends its action to the core, which checks and
    /// saves it, and the bar lays itself out again.
    func updateCustomizationPanel(_ content: NavigationBarContent) {
        guard content.isCustomizing, let panel = navigationItem?.customizationPanel else {
            gtk_widget_set_visible(customizationPanel, cgtk_false)
            shownCustomizationPanel = nil
            customizationPanelGroups = ([], [])
            return
        }
        gtk_widget_set_visible(customizationPanel, cgtk_true)
        guard panel != shownCustomizationPanel else { return }
        shownCustomizationPanel = panel
        rebuildCustomizationPanel(panel)
    }

    private func rebuildCustomizationPanel(_ model: NavigationBarCustomizationPanel) {
        let panel = customizationPanel
        customizationControls = [:]
        customizationPanelGroups = (model.shown.map(\.name), model.available.map(\.name))
        while let child = gtk_widget_get_first_child(panel) { gtk_box_remove(cgtk_box(panel), child) }

        let heading = gtk_label_new(String(deskKit: "Customize Toolbar"))!
        Self.makeBold(heading)
        gtk_label_set_xalign(cgtk_label(heading), 0)
        gtk_box_append(cgtk_box(panel), heading)

        let inBar = row(titled: String(deskKit: "In the toolbar"))
        for entry in model.shown { gtk_box_append(cgtk_box(inBar), chip(for: entry)) }
        gtk_box_append(cgtk_box(panel), inBar)

        let more = row(titled: String(deskKit: "More items"))
        if model.available.isEmpty {
            let none = gtk_label_new("Every item is in the toolbar.")!
            gtk_widget_add_css_class(none, "dim-label")
            gtk_box_append(cgtk_box(more), none)
        }
        for entry in model.available { gtk_box_append(cgtk_box(more), chip(for: entry)) }
        gtk_box_append(cgtk_box(panel), more)

        let error = gtk_label_new("")!
        gtk_widget_add_css_class(error, "deskkit-rename-error")
        gtk_label_set_xalign(cgtk_label(error), 0)
        gtk_widget_set_visible(error, cgtk_false)
        gtk_box_append(cgtk_box(panel), error)
        customizationErrorLabel = error

        let footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_halign(footer, GTK_ALIGN_END)
        for control in model.footer {
            let (key, _, title) = Self.look(of: control.action)
            let button = gtk_button_new_with_label(title)!
            if control.action == .done { gtk_widget_add_css_class(button, "suggested-action") }
            gtk_widget_set_sensitive(button, control.isEnabled ? cgtk_true : cgtk_false)
            connect(button, to: control)
            Self.keepKeyboardAway(from: button)
            gtk_box_append(cgtk_box(footer), button)
            customizationControls[key] = button
        }
        gtk_box_append(cgtk_box(panel), footer)
    }

    /// A group as the user knows it: its icon and name, then its buttons.
    private func chip(for entry: NavigationBarCustomizationPanel.Entry) -> Widget {
        let chip = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_widget_add_css_class(chip, "deskkit-chip")
        if let icon = entry.iconName { gtk_box_append(cgtk_box(chip), gtk_image_new_from_icon_name(icon)) }
        let name = gtk_label_new(entry.name)!
        gtk_widget_set_margin_end(name, 4)
        gtk_box_append(cgtk_box(chip), name)
        for control in entry.controls {
            let (suffix, icon, tooltip) = Self.look(of: control.action)
            let button = Self.iconButton(icon, tooltip: tooltip)
            gtk_widget_set_sensitive(button, control.isEnabled ? cgtk_true : cgtk_false)
            connect(button, to: control)
            gtk_box_append(cgtk_box(chip), button)
            customizationControls["\(entry.identifier):\(suffix)"] = button
        }
        return chip
    }

    /// The name tests find a button by, its icon, and its tooltip or label.
    private static func look(of action: NavigationBarCustomizationPanel.Action) -> (String, String, String) {
        switch action {
        case .moveLeft: ("left", "go-previous-symbolic", String(deskKit: "Move Left"))
        case .moveRight: ("right", "go-next-symbolic", String(deskKit: "Move Right"))
        case .remove: ("remove", "list-remove-symbolic", String(deskKit: "Remove"))
        case .add: ("add", "list-add-symbolic", String(deskKit: "Add"))
        case .reset: ("reset", "edit-undo-symbolic", String(deskKit: "Reset"))
        case .done: ("done", "object-select-symbolic", String(deskKit: "Done"))
        }
    }

    /// A click sends the control's action to the core; a refusal shows under the rows.
    private func connect(_ button: Widget, to control: NavigationBarCustomizationPanel.Control) {
        let action = control.action
        GtkSignal.connect(button, "clicked") { [weak self] in
            guard let self, let item = self.navigationItem else { return }
            do throws(NavigationBarCustomizationError) {
                try item.performCustomizationAction(action)
            } catch {
                self.showCustomizationError(error.description)
            }
        }
    }

    /// A labelled row of chips.
    private func row(titled title: String) -> Widget {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let label = gtk_label_new(title)!
        gtk_widget_add_css_class(label, "dim-label")
        gtk_widget_set_size_request(label, 110, -1)
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_box_append(cgtk_box(row), label)
        return row
    }

    private func showCustomizationError(_ message: String) {
        guard let label = customizationErrorLabel else { return }
        gtk_label_set_text(cgtk_label(label), message)
        gtk_widget_set_visible(label, cgtk_true)
    }

    static func makeBold(_ label: Widget) {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
        gtk_label_set_attributes(cgtk_label(label), attributes)
        pango_attr_list_unref(attributes)
    }
}
