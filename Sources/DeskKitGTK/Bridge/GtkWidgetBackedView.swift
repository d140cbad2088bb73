import CGtk
import DeskKit
import Foundation

/// A core view whose content a GTK widget of its own shows, such as a web view: the presenter lays
/// the widget over the window's drawn content where the view is, as it does GTK text views.
///
/// The view owns its widget (holds a reference for its whole life); the presenter only parents it
/// in the window showing the view, and takes it out when the view leaves that window.
@MainActor
package protocol GtkWidgetBackedView: UIView {
    /// The widget showing the view.
    var backingWidget: UnsafeMutablePointer<GtkWidget> { get }
}

/// A widget-backed view as a window shows it: where the last frame placed it, and its widget.
@MainActor
final class GtkBackedWidget {
    weak var view: (any GtkWidgetBackedView)?
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Where the widget sits, in the drawing area's coordinates; nil while hidden.
    private(set) var placement: CGRect?
    /// Handlers connected to the widget's focus controller, removed when the widget leaves.
    private var focusController: OpaquePointer?

    init(view: any GtkWidgetBackedView) {
        self.view = view
        widget = view.backingWidget
    }

    /// Puts the widget in `overlay` (once) at `frame`, or hides it for a nil or empty frame.
    func place(_ frame: CGRect?, opacity: Double, in overlay: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_parent(widget) == nil {
            gtk_overlay_add_overlay(cgtk_overlay(overlay), widget)
        }
        guard gtk_widget_get_parent(widget) == overlay, let frame, frame.width >= 1, frame.height >= 1 else {
            if gtk_widget_get_parent(widget) == overlay, gtk_widget_get_visible(widget) != cgtk_false { gtk_widget_set_visible(widget, cgtk_false) }
            placement = nil
            return
        }
        if frame != placement {
            placement = frame
            gtk_widget_queue_allocate(overlay)
        }
        if gtk_widget_get_opacity(widget) != opacity { gtk_widget_set_opacity(widget, opacity) }
        if gtk_widget_get_visible(widget) == cgtk_false { gtk_widget_set_visible(widget, cgtk_true) }
    }

    /// The rectangle the overlay gives the widget.
    var allocation: GdkRectangle? {
        guard let placement else { return nil }
        return GdkRectangle(x: Int32(gtkCoordinate: placement.minX), y: Int32(gtkCoordinate: placement.minY),
                            width: Int32(gtkCoordinate: placement.width), height: Int32(gtkCoordinate: placement.height))
    }

    /// Whether the keyboard focus is in the widget (or one inside it).
    var hasFocus: Bool {
        guard let root = gtk_widget_get_root(widget),
              let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != cgtk_false
    }

    /// Calls `handler` whenever the keyboard focus enters the widget.
    func onFocus(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        GtkSignal.connect(UnsafeMutableRawPointer(controller), "enter", handler)
        gtk_widget_add_controller(widget, controller)
        focusController = controller
    }

    /// Takes the widget out of `overlay`, the window's content; the view keeps it for another window.
    func detach(from overlay: UnsafeMutablePointer<GtkWidget>) {
        if let focusController {
            gtk_widget_remove_controller(widget, focusController)
            self.focusController = nil
        }
        if gtk_widget_get_parent(widget) == overlay {
            gtk_overlay_remove_overlay(cgtk_overlay(overlay), widget)
        }
        placement = nil
    }
}
