import CGtk
import DeskKit
import Foundation

// MARK: - Menus that open from the bar: overflow, groups, items, title, share sheet

extension GtkNavigationBar {
    /// The popover menus the bar opens.
    package enum PopoverKind: Hashable, Sendable {
        /// The overflow button's menu.
        case overflow
        /// A collapsed group's items, from its representative item.
        case group
        /// An item's own menu.
        case itemMenu
        /// The title menu, with the document header.
        case title
        /// The share sheet opened from the title menu.
        case share
    }

    private static let headerID = "deskkit-document-header"

    /// Opens the overflow menu as validated now.
    func openOverflowMenu(from anchor: Widget) {
        update()
        guard let menu = content?.overflowMenu else { return }
        showMenu(menu, from: anchor, kind: .overflow) { [weak self] element in
            self?.application?.perform(element)
        }
    }

    /// Opens the title menu: the document header, then the provider's menu; its commands go up
    /// the responder chain from the document's view controller.
    func openTitleMenu(from anchor: Widget) {
        guard let titleMenu = navigationItem?.makeTitleMenu() else { return }
        showMenu(titleMenu.menu, header: titleMenu.header, from: anchor, kind: .title) { element in
            titleMenu.perform(element)
        }
    }

    /// Shows a share sheet as a menu of its activities under the title; closing it without a
    /// choice dismisses the sheet.
    func presentShareSheet(_ controller: UIActivityViewController) {
        guard let anchor = placedWidgets.first(where: { $0.element == .title })?.widget ?? Optional(widget) else { return }
        let actions = controller.availableActivities.compactMap { activity -> UIAction? in
            guard let type = activity.activityType else { return nil }
            return UIAction(title: activity.activityTitle ?? type.rawValue, image: activity.activityImage) { [weak controller] _ in
                controller?.performActivity(type)
            }
        }
        showMenu(UIMenu(children: actions), from: anchor, kind: .share, activate: { [weak self] element in
            self?.application?.perform(element)
        }, dismissed: { [weak self, weak controller] in
            guard let controller, self?.navigationItem?.presentedActivityViewController === controller else { return }
            controller.dismissSheet()
        })
    }

    /// Shows `menu` in a popover under `anchor`; `activate` performs the chosen element, and
    /// `dismissed` runs when the popover closes without a choice.
    func showMenu(
        _ menu: UIMenu, header: DocumentHeader? = nil, from anchor: Widget, kind: PopoverKind,
        activate: @escaping @MainActor (UIMenuElement) -> Void, dismissed: (@MainActor () -> Void)? = nil
    ) {
        closePopover()
        keyboardAnchor = gtk_widget_has_focus(anchor) != cgtk_false ? placedWidgets.first(where: { $0.widget == anchor })?.element : nil
        let conversion = GtkMenuConversion(menu.children)
        guard !conversion.nodes.isEmpty || header != nil else { return }
        popoverElements = conversion.elements
        popoverActivate = activate
        popoverDismissed = dismissed
        popoverTitles = Self.titles(of: conversion.nodes)
        popoverKind = kind
        let model = menus.makeMenuModel(conversion.nodes, replacingActions: true)
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        if header != nil {
            let section = g_menu_new()!
            let item = g_menu_item_new(nil, nil)!
            g_menu_item_set_attribute_value(item, "custom", g_variant_new_string(Self.headerID))
            g_menu_append_item(section, item)
            g_object_unref(UnsafeMutableRawPointer(item))
            g_menu_prepend_section(model, nil, cgtk_menu_model(UnsafeMutableRawPointer(section)))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        let popover = gtk_popover_menu_new_from_model(cgtk_menu_model(UnsafeMutableRawPointer(model)))!
        if let header {
            _ = gtk_popover_menu_add_child(OpaquePointer(popover), Self.makeHeader(header), Self.headerID)
        }
        gtk_widget_set_parent(popover, widget)
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(anchor, widget, 0, 0, &x, &y)
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: gtk_widget_get_width(anchor), height: gtk_widget_get_height(anchor))
        gtk_popover_set_pointing_to(cgtk_popover(popover), &rect)
        gtk_popover_set_position(cgtk_popover(popover), GTK_POS_BOTTOM)
        let address = Int(bitPattern: popover)
        GtkSignal.connect(popover, "closed") { [weak self] in
            // GTK closes the popover before it activates the chosen item: wait for that.
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, let shown = self.popover, Int(bitPattern: shown) == address else { return }
                    self.popoverKind = nil
                    let dismissed = self.popoverDismissed
                    self.popoverDismissed = nil
                    dismissed?()
                    if self.renameEntry == nil { self.returnFocusToContent() }
                }
            }
        }
        self.popover = popover
        gtk_popover_popup(cgtk_popover(popover))
    }

    /// Whether a popover of the bar is showing.
    package var isPopoverVisible: Bool {
        popover.map { gtk_widget_get_visible($0) != cgtk_false } ?? false
    }

    func closePopover() {
        guard let popover else { return }
        self.popover = nil
        popoverKind = nil
        popoverDismissed = nil
        gtk_popover_popdown(cgtk_popover(popover))
        gtk_widget_unparent(popover)
        returnFocusToContent()
    }

    /// Chooses an item of the open popover by title, as a click would (tests).
    @discardableResult
    package func choosePopoverItem(_ title: String) -> Bool {
        guard let id = popoverElements.first(where: { $0.value.title == title })?.key else { return false }
        menus.activate(actionID: id)
        return true
    }

    /// The document header: the file's icon, its name, and its kind and size.
    private static func makeHeader(_ header: DocumentHeader) -> Widget {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        gtk_widget_set_margin_start(row, 8)
        gtk_widget_set_margin_end(row, 8)
        gtk_widget_set_margin_top(row, 6)
        gtk_widget_set_margin_bottom(row, 6)
        var icon = header.iconName
        if let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
           gtk_icon_theme_has_icon(theme, icon) == cgtk_false {
            icon = header.fallbackIconName
        }
        let image = gtk_image_new_from_icon_name(icon)!
        gtk_image_set_pixel_size(OpaquePointer(image), 32)
        gtk_box_append(cgtk_box(row), image)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        let name = gtk_label_new(header.name)!
        makeBold(name)
        let subtitle = gtk_label_new(header.subtitle)!
        gtk_widget_add_css_class(subtitle, "dim-label")
        for label in [name, subtitle] {
            gtk_label_set_xalign(cgtk_label(label), 0)
            gtk_box_append(cgtk_box(column), label)
        }
        gtk_box_append(cgtk_box(row), column)
        return row
    }

    private static func titles(of nodes: [GtkMenuNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case let .item(title, _, _, _, _, _): [title.replacingOccurrences(of: "__", with: "_")]
            case let .section(children, _): titles(of: children)
            case let .submenu(title, _): [title.replacingOccurrences(of: "__", with: "_")]
            }
        }
    }
}
