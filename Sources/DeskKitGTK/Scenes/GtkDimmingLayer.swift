import CGtk

/// A translucent dark layer over a window's whole content (menu bar included), shown while a
/// prominent window sits over it; it takes the window's clicks so nothing under it reacts.
@MainActor
package final class GtkDimmingLayer {
    /// The layer laid over the window.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// A click on the dimmed window (e.g. to bring the prominent window back to the front).
    var onClick: (@MainActor () -> Void)?
    /// The fill: black at this opacity.
    package static let opacity = 0.4

    init() {
        Self.installStyle()
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(widget, "deskkit-dimming")
        gtk_widget_set_hexpand(widget, cgtk_true)
        gtk_widget_set_vexpand(widget, cgtk_true)
        gtk_widget_set_visible(widget, cgtk_false)
        let click = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        GtkSignal.connectClick(click, "released") { [weak self] _, _, _ in self?.onClick?() }
        gtk_widget_add_controller(widget, cgtk_event_controller(click))
    }

    /// Whether the window is dimmed.
    package var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != cgtk_false }
        set { gtk_widget_set_visible(widget, newValue ? cgtk_true : cgtk_false) }
    }

    private static func installStyle() {
        GtkDisplayStyle.install(".deskkit-dimming { background-color: rgba(0, 0, 0, \(opacity)); }", named: "dimming")
    }
}
