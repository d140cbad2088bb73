import CGtk
import DeskKit
import Foundation

// MARK: - The navigation item's bar appearance

extension GtkNavigationBar {
    /// Paints the bar in the appearance's background color as it looks with the window's traits,
    /// or the theme's when it has none.
    func applyAppearance(_ appearance: UINavigationBarAppearance?) {
        let color = appearance?.backgroundColor?.resolvedColor(with: traits)
        guard color != shownBackgroundColor else { return }
        shownBackgroundColor = color
        let context = gtk_widget_get_style_context(bar)
        if let appearanceProvider {
            gtk_style_context_remove_provider(context, appearanceProvider)
            g_object_unref(UnsafeMutableRawPointer(appearanceProvider))
            self.appearanceProvider = nil
        }
        guard let color else { return }
        let provider = gtk_css_provider_new()!
        let css = String(format: ".deskkit-navigation-bar { background-color: rgba(%d, %d, %d, %.3f); }",
                         Int(color.red * 255), Int(color.green * 255), Int(color.blue * 255), Double(color.alpha))
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider(context, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
        appearanceProvider = OpaquePointer(provider)
    }
}
