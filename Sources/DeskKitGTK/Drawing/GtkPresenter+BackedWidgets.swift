import CGtk
import DeskKit
import Foundation

// MARK: - Views shown by GTK widgets of their own (web views)

extension GtkPresenter {
    /// Places, shows or hides the window's widget-backed views as the last frame had them, and
    /// keeps the keyboard focus and the core's first responder together: a click into the widget
    /// makes its view first responder, and a view made first responder in code takes the focus.
    func syncBackedWidgets(_ host: GtkWindowHost, window: UIWindow) {
        // Gone, not drawn this frame, or a new view under a gone one's identifier.
        for (id, backed) in host.backedWidgets where backed.view == nil || host.backedWidgetPlacements[id]?.view !== backed.view {
            backed.detach(from: host.contentLayer)
            host.backedWidgets[id] = nil
        }
        let responder = window.firstResponder
        for (id, placement) in host.backedWidgetPlacements {
            guard let view = placement.view else { continue }
            let backed = host.backedWidgets[id] ?? makeBackedWidget(for: view, in: host)
            backed.place(placement.frame, opacity: placement.opacity, in: host.contentLayer)
            if responder === view, !backed.hasFocus, window.isKeyWindow, !host.keyboardIsInPopover,
               !host.navigationBar.hasKeyboardFocus, !host.findBar.isVisible || host.findBar.focusedField == nil {
                _ = gtk_widget_grab_focus(backed.widget)
            } else if responder !== view, backed.hasFocus {
                // The core moved the first responder elsewhere: keys must not reach the widget.
                _ = gtk_widget_grab_focus(host.renderer.widget)
            }
        }
    }

    private func makeBackedWidget(for view: any GtkWidgetBackedView, in host: GtkWindowHost) -> GtkBackedWidget {
        // A view moved from another window leaves that one first: a widget has one parent.
        for other in hosts where other !== host {
            if let old = other.backedWidgets.removeValue(forKey: ObjectIdentifier(view)) { old.detach(from: other.contentLayer) }
        }
        let backed = GtkBackedWidget(view: view)
        backed.onFocus { [weak host, weak view] in
            guard let host, let view, let window = host.window, !host.isClosing else { return }
            if !window.isKeyWindow { window.makeKey() }
            if !view.isFirstResponder { _ = view.becomeFirstResponder() }
        }
        host.backedWidgets[ObjectIdentifier(view)] = backed
        return backed
    }

    /// The GTK widget showing `view` in one of the app's windows, once a frame placed it there.
    package func backedWidgetAllocation(of view: any GtkWidgetBackedView) -> CGRect? {
        for host in hosts {
            guard let backed = host.backedWidgets[ObjectIdentifier(view)], backed.view === view,
                  gtk_widget_get_parent(backed.widget) == host.contentLayer,
                  gtk_widget_get_visible(backed.widget) != cgtk_false else { continue }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(backed.widget, host.renderer.widget, &bounds) != cgtk_false else { return nil }
            return CGRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                          width: Double(bounds.size.width), height: Double(bounds.size.height))
        }
        return nil
    }
}
