import CGtk

/// Display-wide CSS, the one place any feature adds its style sheet: text views' inactive
/// selection, no GTK focus outline on accessibility elements (the app draws its own ring), and
/// menus that look right where GTK's defaults assume a compositor.
///
/// Without one (plain X11, Xvfb) a popover's shadow margin has no alpha and shows as a black frame,
/// so menus there get a flat border instead of a shadow.
@MainActor
package enum GtkDisplayStyle {
    private static var installedSheets: Set<String> = []

    /// Adds a feature's style sheet to the default display the first time it is named; later calls
    /// with the same name do nothing.
    package static func install(_ css: String, named name: String) {
        guard !installedSheets.contains(name), let display = gdk_display_get_default() else { return }
        installedSheets.insert(name)
        add(css, to: display)
    }

    /// Adds the display-wide CSS to the default display, once.
    package static func install() {
        guard !installedSheets.contains("display"), let display = gdk_display_get_default() else { return }
        installedSheets.insert("display")
        // A text view without the keyboard (while the find bar has it, say) shows the current
        // result in its own colour rather than under the selection's.
        add("""
            textview.deskkit-text:not(:focus) text selection { background-color: transparent; color: inherit; }
            .deskkit-element { outline: none; }
            """, to: display)
        guard gdk_display_is_composited(display) == cgtk_false else { return }
        add("""
            popover > contents { box-shadow: none; border-radius: 0; border: 1px solid alpha(black, 0.25); }
            popover > arrow { box-shadow: none; }
            """, to: display)
    }

    private static func add(_ css: String, to display: OpaquePointer) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
