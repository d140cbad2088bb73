import CGtk
import DeskKit
import Foundation

// MARK: - Customize Toolbar…: the panel under the bar

extension GtkNavigationBar {
    /// Shows the panel while the navigation item customizes: the customizable center groups in
    /// the bar, each movable left and right and (if optional) removable; the optional groups not
    /// in the bar, each with Add; then Reset and Done. Every change goes through the core, which
    /// saves it, and the bar lays itself out again.
    func updateCustomizationPanel(_ content: NavigationBarContent) {
        guard content.isCustomizing, let item = navigationItem, let state = item.customization else {
            gtk_widget_set_visible(customizationPanel, cgtk_false)
            customizationSignature = []
            customizationPanelGroups = ([], [])
            return
        }
        gtk_widget_set_visible(customizationPanel, cgtk_true)
        let available = item.centerItemGroupsAvailableToAdd
        let signature = state.shownGroups + ["|"] + available.compactMap(\.customizationIdentifier)
        guard signature != customizationSignature else { return }
        customizationSignature = signature
        rebuildCustomizationPanel(item: item, shown: state.shownGroups, available: available)
    }

    private func rebuildCustomizationPanel(item: UINavigationItem, shown: [String], available: [UIBarButtonItemGroup]) {
        let panel = customizationPanel
        customizationControls = [:]
        customizationPanelGroups = ([], available.map(Self.name(of:)))
        while let child = gtk_widget_get_first_child(panel) { gtk_box_remove(cgtk_box(panel), child) }

        let heading = gtk_label_new(String(deskKit: "Customize Toolbar"))!
        Self.makeBold(heading)
        gtk_label_set_xalign(cgtk_label(heading), 0)
        gtk_box_append(cgtk_box(panel), heading)

        let groups = Dictionary(item.centerItemGroups.compactMap { group in group.customizationIdentifier.map { ($0, group) } },
                                uniquingKeysWith: { first, _ in first })
        let inBar = row(titled: String(deskKit: "In the toolbar"))
        for (index, identifier) in shown.enumerated() {
            guard let group = groups[identifier] else { continue }
            customizationPanelGroups.shown.append(Self.name(of: group))
            let chip = chip(for: group)
            addChipButton(to: chip, named: "\(identifier):left", icon: "go-previous-symbolic", tooltip: String(deskKit: "Move Left"), enabled: index > 0) { item in
                try item.moveCenterItemGroup(withCustomizationIdentifier: identifier, to: index - 1)
            }
            addChipButton(to: chip, named: "\(identifier):right", icon: "go-next-symbolic", tooltip: String(deskKit: "Move Right"), enabled: index < shown.count - 1) { item in
                try item.moveCenterItemGroup(withCustomizationIdentifier: identifier, to: index + 1)
            }
            if group.isOptional {
                addChipButton(to: chip, named: "\(identifier):remove", icon: "list-remove-symbolic", tooltip: String(deskKit: "Remove"), enabled: true) { item in
                    try item.removeCenterItemGroup(withCustomizationIdentifier: identifier)
                }
            }
            gtk_box_append(cgtk_box(inBar), chip)
        }
        gtk_box_append(cgtk_box(panel), inBar)

        let more = row(titled: String(deskKit: "More items"))
        if available.isEmpty {
            let none = gtk_label_new("Every item is in the toolbar.")!
            gtk_widget_add_css_class(none, "dim-label")
            gtk_box_append(cgtk_box(more), none)
        }
        for group in available {
            guard let identifier = group.customizationIdentifier else { continue }
            let chip = chip(for: group)
            addChipButton(to: chip, named: "\(identifier):add", icon: "list-add-symbolic", tooltip: String(deskKit: "Add"), enabled: true) { item in
                try item.addCenterItemGroup(withCustomizationIdentifier: identifier)
            }
            gtk_box_append(cgtk_box(more), chip)
        }
        gtk_box_append(cgtk_box(panel), more)

        let error = gtk_label_new("")!
        gtk_widget_add_css_class(error, "deskkit-rename-error")
        gtk_label_set_xalign(cgtk_label(error), 0)
        gtk_widget_set_visible(error, cgtk_false)
        gtk_box_append(cgtk_box(panel), error)
        customizationErrorLabel = error

        let footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_halign(footer, GTK_ALIGN_END)
        let reset = gtk_button_new_with_label(String(deskKit: "Reset"))!
        GtkSignal.connect(reset, "clicked") { [weak self] in self?.navigationItem?.resetCustomization() }
        let done = gtk_button_new_with_label(String(deskKit: "Done"))!
        gtk_widget_add_css_class(done, "suggested-action")
        GtkSignal.connect(done, "clicked") { [weak self] in self?.navigationItem?.endCustomizing() }
        for button in [reset, done] { Self.keepKeyboardAway(from: button) }
        gtk_box_append(cgtk_box(footer), reset)
        gtk_box_append(cgtk_box(footer), done)
        gtk_box_append(cgtk_box(panel), footer)
        customizationControls["reset"] = reset
        customizationControls["done"] = done
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

    /// A group as the user knows it: its icon and name, with its buttons added after.
    private func chip(for group: UIBarButtonItemGroup) -> Widget {
        let chip = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_widget_add_css_class(chip, "deskkit-chip")
        let visible = group.barButtonItems.filter { !$0.isHidden && $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
        if let icon = (group.representativeItem?.image ?? visible.first?.image)?.iconName {
            gtk_box_append(cgtk_box(chip), gtk_image_new_from_icon_name(icon))
        }
        let name = gtk_label_new(Self.name(of: group))!
        gtk_widget_set_margin_end(name, 4)
        gtk_box_append(cgtk_box(chip), name)
        return chip
    }

    private func addChipButton(
        to chip: Widget, named name: String, icon: String, tooltip: String, enabled: Bool,
        change: @escaping @MainActor (UINavigationItem) throws -> Void
    ) {
        let button = Self.iconButton(icon, tooltip: tooltip)
        gtk_widget_set_sensitive(button, enabled ? cgtk_true : cgtk_false)
        GtkSignal.connect(button, "clicked") { [weak self] in
            guard let self, let item = self.navigationItem else { return }
            do {
                try change(item)
            } catch {
                self.showCustomizationError((error as? NavigationBarCustomizationError)?.description ?? "\(error)")
            }
        }
        gtk_box_append(cgtk_box(chip), button)
        customizationControls[name] = button
    }

    private func showCustomizationError(_ message: String) {
        guard let label = customizationErrorLabel else { return }
        gtk_label_set_text(cgtk_label(label), message)
        gtk_widget_set_visible(label, cgtk_true)
    }

    /// The name a group goes by: its representative's title, else its items' titles.
    static func name(of group: UIBarButtonItemGroup) -> String {
        if let title = group.representativeItem?.title, !title.isEmpty { return title }
        let titles = group.barButtonItems.compactMap { $0.title ?? $0.accessibilityLabel }.filter { !$0.isEmpty }
        return titles.isEmpty ? (group.customizationIdentifier ?? "") : titles.joined(separator: ", ")
    }

    static func makeBold(_ label: Widget) {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
        gtk_label_set_attributes(cgtk_label(label), attributes)
        pango_attr_list_unref(attributes)
    }
}
