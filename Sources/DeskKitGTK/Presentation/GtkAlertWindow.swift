import CGtk
import DeskKit
import Foundation

/// A `UIAlertController` as a modal GTK dialog window over the app's: its title, its message,
/// a text entry per text field, and a button per action (Esc and closing the window choose the cancel action).
@MainActor
package final class GtkAlertWindow {
    /// The alert shown.
    package let alert: UIAlertController
    /// The modal GtkWindow showing it.
    package let window: UnsafeMutablePointer<GtkWidget>
    /// The buttons, in the order of the alert's actions.
    package private(set) var buttons: [(action: UIAlertAction, widget: UnsafeMutablePointer<GtkWidget>)] = []
    /// An entry per text field of the alert, in order; typing sets the field's text.
    package private(set) var entries: [UnsafeMutablePointer<GtkWidget>] = []
    private var isClosed = false
    var onClose: (@MainActor () -> Void)?

    init(alert: UIAlertController, over parent: UnsafeMutablePointer<GtkWidget>) {
        self.alert = alert
        window = gtk_window_new()
        let gtkWindow = cgtk_window(window)
        gtk_window_set_title(gtkWindow, alert.title ?? "")
        gtk_window_set_modal(gtkWindow, cgtk_true)
        gtk_window_set_transient_for(gtkWindow, cgtk_window(parent))
        gtk_window_set_destroy_with_parent(gtkWindow, cgtk_true)
        gtk_window_set_resizable(gtkWindow, cgtk_false)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(column, 18)
        }
        if let title = alert.title, !title.isEmpty {
            let label = gtk_label_new(title)!
            gtk_widget_add_css_class(label, "title-4")
            gtk_label_set_wrap(cgtk_label(label), cgtk_true)
            gtk_label_set_max_width_chars(cgtk_label(label), 50)
            gtk_box_append(cgtk_box(column), label)
        }
        if let message = alert.message, !message.isEmpty {
            let label = gtk_label_new(message)!
            gtk_label_set_wrap(cgtk_label(label), cgtk_true)
            gtk_label_set_max_width_chars(cgtk_label(label), 50)
            gtk_box_append(cgtk_box(column), label)
        }
        for field in alert.textFields ?? [] {
            let entry = gtk_entry_new()!
            let gtkEntry = UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self)
            gtk_editable_set_text(cgtk_editable(entry), field.text ?? "")
            if let placeholder = field.placeholder { gtk_entry_set_placeholder_text(gtkEntry, placeholder) }
            gtk_entry_set_activates_default(gtkEntry, cgtk_true)
            cgtk_accessible_set_label(entry, field.placeholder ?? alert.title ?? "")
            GtkSignal.connect(entry, "changed") {
                field.text = String(cString: gtk_editable_get_text(cgtk_editable(entry)))
            }
            gtk_box_append(cgtk_box(column), entry)
            entries.append(entry)
        }
        let row = gtk_box_new(alert.preferredStyle == .actionSheet ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(row, alert.preferredStyle == .actionSheet ? GTK_ALIGN_FILL : GTK_ALIGN_END)
        gtk_box_append(cgtk_box(column), row)
        gtk_window_set_child(gtkWindow, column)
        let preferred = alert.preferredAction
        for action in alert.actions {
            let button = gtk_button_new_with_label(action.title ?? "")!
            gtk_widget_set_sensitive(button, action.isEnabled ? cgtk_true : cgtk_false)
            if action.style == .destructive { gtk_widget_add_css_class(button, "destructive-action") }
            if action === preferred { gtk_widget_add_css_class(button, "suggested-action") }
            GtkSignal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in self?.choose(action) }
            gtk_box_append(cgtk_box(row), button)
            buttons.append((action, button))
        }
        if let preferred, let button = buttons.first(where: { $0.action === preferred })?.widget {
            gtk_window_set_default_widget(gtkWindow, button)
            _ = gtk_widget_grab_focus(button)
        }
        // The first field takes the typing, as UIKit's alert focuses it.
        if let first = entries.first { _ = gtk_widget_grab_focus(first) }
        let keys = gtk_event_controller_key_new()!
        GtkSignal.connectKey(UnsafeMutableRawPointer(keys), "key-pressed") { [weak self] keyval, _, _ in
            guard let self, keyval == 0xff1b else { return false }  // GDK_KEY_Escape
            self.cancel()
            return true
        }
        gtk_widget_add_controller(window, cgtk_event_controller(UnsafeMutableRawPointer(keys)))
        GtkSignal.connectReturningBool(UnsafeMutableRawPointer(window), "close-request") { [weak self] in
            self?.cancel()
            return true
        }
    }

    /// Shows the window in front of its parent.
    package func present() { gtk_window_present(cgtk_window(window)) }

    /// Chooses `action`: the window closes, then the alert runs the action.
    package func choose(_ action: UIAlertAction) {
        guard !isClosed, action.isEnabled else { return }
        alert.choose(action)  // dismisses, which closes this window
    }

    /// Esc or the window's close button: the cancel action, when the alert has one.
    private func cancel() {
        if let cancel = alert.cancelAction { choose(cancel) }
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        // GTK lets go of a window after it is destroyed (a click's handlers still hold it) and only
        // then unhooks it from its parent, which a quit may have finalized by then: unhooked now.
        gtk_window_set_transient_for(cgtk_window(window), nil)
        gtk_window_destroy(cgtk_window(window))
        onClose?()
    }
}
