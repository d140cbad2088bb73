import CGtk
import DeskKit

/// The title bar of a prominent window: its title and a Done button, as a GNOME dialog has.
@MainActor
package final class GtkProminentTitleBar {
    /// The GtkHeaderBar used as the window's title bar.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// Done, which closes the prominent window.
    package let doneButton: UnsafeMutablePointer<GtkWidget>
    var onDone: (@MainActor () -> Void)?

    init() {
        widget = gtk_header_bar_new()
        // Done closes the window; a second close button beside it would only repeat it.
        gtk_header_bar_set_show_title_buttons(OpaquePointer(widget), cgtk_false)
        doneButton = gtk_button_new_with_label(String(deskKit: "Done"))
        gtk_widget_add_css_class(doneButton, "suggested-action")
        gtk_header_bar_pack_end(OpaquePointer(widget), doneButton)
        GtkSignal.connect(doneButton, "clicked") { [weak self] in self?.onDone?() }
    }

    /// Clicks Done as a user would (tests).
    package func clickDone() {
        gtk_widget_activate(doneButton)
    }
}
