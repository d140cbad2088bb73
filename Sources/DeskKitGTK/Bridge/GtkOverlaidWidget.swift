import CGtk
import DeskKit
import Foundation

/// A GTK widget of its own laid over a window's drawn content at a core view's frame (a text
/// view, a web view): one rule for showing, moving and hiding it.
@MainActor
protocol GtkOverlaidWidget: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Where the widget sits, in the drawing area's coordinates; nil while hidden.
    var placement: CGRect? { get set }
}

extension GtkOverlaidWidget {
    /// Puts the widget in `overlay` (once) at `frame`, or hides it for a nil or empty frame. The
    /// overlay asks ``allocation`` where to put it, so the widget never sets a minimum size on
    /// the window; a widget another window's overlay holds stays where it is.
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
}
