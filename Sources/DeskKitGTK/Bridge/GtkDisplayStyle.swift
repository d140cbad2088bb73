import CGtk

/// Display-wide CSS that keeps menus looking right where GTK's defaults assume a compositor.
///
/// Without one (plain X11, Xvfb) a popover's shadow margin has no alpha and shows as a black frame,
/// so menus there get a flat border instead of a shadow.
@MainActor
package enum GtkDisplayStyle {
    private static var installed = false

    package static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        guard gdk_display_is_composited(display) == cgtk_false else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, """
            popover > contents { box-shadow: none; border-radius: 0; border: 1px solid alpha(black, 0.25); }
            popover > arrow { box-shadow: none; }
            """, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
