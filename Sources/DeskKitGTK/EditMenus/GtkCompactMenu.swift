import CGtk
import Foundation

/// The compact edit menu: a popover holding one horizontal row of flat buttons, its arrow
/// pointing at the target, as iPadOS shows the edit menu for touch (on displays without a
/// compositor, such as Xvfb, it sits beside the target without an arrow).
///
/// ``show(_:)`` rebuilds the row in place (a new page, an opened submenu) without closing the
/// popover. Clicks go out through ``onButton`` on the next main-loop turn, so the handler may
/// rebuild or close the menu whose button was clicked.
@MainActor
package final class GtkCompactMenu {
    package let popover: UnsafeMutablePointer<GtkWidget>
    private let row: UnsafeMutablePointer<GtkWidget>
    package var onButton: (@MainActor (GtkCompactMenuContent.Button.Kind) -> Void)?
    /// GTK closed the popover: a click outside, Esc, or ``hide()``.
    package var onClosed: (@MainActor () -> Void)?
    /// What the row shows now.
    package private(set) var content: GtkCompactMenuContent?
    /// The buttons of the row, in order, with what each one stands for.
    private var buttons: [(widget: UnsafeMutablePointer<GtkWidget>, kind: GtkCompactMenuContent.Button.Kind)] = []

    /// Creates the popover (hidden) attached to `parent`; call ``unparent()`` before `parent` goes.
    package init(parent: UnsafeMutablePointer<GtkWidget>) {
        Self.installStyle()
        popover = gtk_popover_new()
        gtk_widget_add_css_class(popover, "deskkit-compact-menu")
        row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_popover_set_child(cgtk_popover(popover), row)
        gtk_widget_set_parent(popover, parent)
        // Without a compositor GTK paints the strip beside the arrow black: no arrow there.
        if let display = gdk_display_get_default(), gdk_display_is_composited(display) == cgtk_false {
            gtk_popover_set_has_arrow(cgtk_popover(popover), cgtk_false)
        }
        GtkSignal.connect(UnsafeMutableRawPointer(popover), "closed") { [weak self] in self?.onClosed?() }
    }

    package var isVisible: Bool { gtk_widget_get_visible(popover) != cgtk_false }

    /// Shows `content`, pointing at its target from its side.
    package func show(_ content: GtkCompactMenuContent) {
        self.content = content
        rebuildRow(content.buttons)
        let target = content.target
        var rect = GdkRectangle(covering: target, minimumSize: 1)
        let asPopover = cgtk_popover(popover)
        gtk_popover_set_pointing_to(asPopover, &rect)
        gtk_popover_set_position(asPopover, Self.position(content.side))
        if isVisible {
            gtk_popover_present(asPopover)
        } else {
            gtk_popover_popup(asPopover)
        }
    }

    package func hide() {
        if isVisible { gtk_popover_popdown(cgtk_popover(popover)) }
    }

    /// Detaches the popover from its parent (a popover must go before its window does).
    package func unparent() {
        hide()
        onClosed = nil
        onButton = nil
        gtk_widget_unparent(popover)
    }

    /// The width of `title` in the font the row's labels use.
    package func titleWidth(_ title: String) -> Double {
        let layout = gtk_widget_create_pango_layout(popover, title)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Double(width)
    }

    // MARK: - Reading and driving the row (tests)

    /// What each button of the row stands for, in order.
    package var buttonKinds: [GtkCompactMenuContent.Button.Kind] { buttons.map(\.kind) }

    /// The titles of the row's item buttons, in order.
    package var itemTitles: [String] {
        content?.buttons.compactMap { if case .item = $0.kind { $0.title } else { nil } } ?? []
    }

    /// The row's width as GTK allocated it.
    package var rowWidth: Int { Int(gtk_widget_get_width(row)) }

    /// Clicks the first button of `kind`, as a tap would; false when the row has none or it is disabled.
    @discardableResult
    package func click(_ kind: GtkCompactMenuContent.Button.Kind) -> Bool {
        guard let button = buttons.first(where: { $0.kind == kind })?.widget,
              gtk_widget_is_sensitive(button) != cgtk_false else { return false }
        gtk_widget_activate(button)
        return true
    }

    /// Clicks the item button titled `title`; false when the row shows none.
    @discardableResult
    package func clickItem(titled title: String) -> Bool {
        guard let kind = content?.buttons.first(where: { $0.title == title && $0.kind != .separator })?.kind,
              case .item = kind else { return false }
        return click(kind)
    }

    // MARK: - Private

    private func rebuildRow(_ content: [GtkCompactMenuContent.Button]) {
        while let child = gtk_widget_get_first_child(row) { gtk_box_remove(cgtk_box(row), child) }
        buttons = []
        for button in content {
            let widget = Self.makeWidget(button)
            gtk_box_append(cgtk_box(row), widget)
            guard button.kind != .separator else { continue }
            buttons.append((widget, button.kind))
            let kind = button.kind
            GtkSignal.connect(UnsafeMutableRawPointer(widget), "clicked") { [weak self] in
                guard self != nil else { return }
                // Later: the handler may replace the row this button sits in.
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.onButton?(kind) }
                }
            }
        }
    }

    private static func makeWidget(_ button: GtkCompactMenuContent.Button) -> UnsafeMutablePointer<GtkWidget> {
        let width = Int32(gtkCoordinate: button.width)
        switch button.kind {
        case .separator:
            let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
            gtk_widget_set_margin_top(separator, 6)
            gtk_widget_set_margin_bottom(separator, 6)
            return separator
        case .back, .previousPage, .nextPage:
            let icon = switch button.kind {
            case .back: "go-previous-symbolic"
            case .previousPage: "pan-start-symbolic"
            default: "pan-end-symbolic"
            }
            let widget = gtk_button_new_from_icon_name(icon)!
            gtk_widget_add_css_class(widget, "flat")
            gtk_widget_set_tooltip_text(widget, button.title)
            gtk_widget_set_size_request(widget, width, -1)
            gtk_widget_set_focus_on_click(widget, cgtk_false)
            return widget
        case .item:
            let widget = gtk_button_new()!
            gtk_widget_add_css_class(widget, "flat")
            let box = gtk_box_new(button.isStacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, button.isStacked ? 2 : 6)!
            if button.showsImage, let icon = button.iconName {
                gtk_box_append(cgtk_box(box), gtk_image_new_from_icon_name(icon))
            }
            if button.showsTitle {
                let label = gtk_label_new(button.title)!
                gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
                gtk_label_set_single_line_mode(cgtk_label(label), cgtk_true)
                // The core's width decides: the label asks for almost nothing and fills the button.
                gtk_label_set_max_width_chars(cgtk_label(label), 1)
                gtk_widget_set_hexpand(label, cgtk_true)
                gtk_box_append(cgtk_box(box), label)
            }
            gtk_button_set_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self), box)
            if !button.showsTitle { gtk_widget_set_tooltip_text(widget, button.title) }
            gtk_widget_set_size_request(widget, width, -1)
            gtk_widget_set_sensitive(widget, button.isEnabled ? cgtk_true : cgtk_false)
            gtk_widget_set_focus_on_click(widget, cgtk_false)
            return widget
        }
    }

    private static func position(_ side: GtkCompactMenuContent.Side) -> GtkPositionType {
        switch side {
        case .above: GTK_POS_TOP
        case .below: GTK_POS_BOTTOM
        case .leading: GTK_POS_LEFT
        case .trailing: GTK_POS_RIGHT
        }
    }

    private static func installStyle() {
        GtkDisplayStyle.install("""
            popover.deskkit-compact-menu > contents { padding: 2px; }
            popover.deskkit-compact-menu button { padding-left: 4px; padding-right: 4px; min-width: 0; }
            """, named: "compact-menu")
    }
}
