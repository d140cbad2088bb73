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
final class GtkBackedWidget: GtkOverlaidWidget {
    weak var view: (any GtkWidgetBackedView)?
    let widget: UnsafeMutablePointer<GtkWidget>
    var placement: CGRect?
    /// Handlers connected to the widget's focus controller, removed when the widget leaves.
    private var focusController: OpaquePointer?

    init(view: any GtkWidgetBackedView) {
        self.view = view
        widget = view.backingWidget
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
