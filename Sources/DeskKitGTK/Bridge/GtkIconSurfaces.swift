import CGtk
import Foundation

/// Icons of the desktop's theme as cairo image surfaces, loaded once per name and size.
@MainActor
package enum GtkIconSurfaces {
    private static var cache: [String: OpaquePointer?] = [:]

    /// The icon `name` at `size` pixels, or nil when the theme has no such icon or its file
    /// cannot be decoded.
    package static func surface(named name: String, size: Int) -> OpaquePointer? {
        let key = "\(name)@\(size)"
        if let cached = cache[key] { return cached }
        let surface = load(name, size: size)
        cache[key] = surface
        return surface
    }

    /// The image file at `path` (an app's own image), or nil when it cannot be decoded.
    package static func surface(file path: String) -> OpaquePointer? {
        let key = "file:\(path)"
        if let cached = cache[key] { return cached }
        let surface = load(path: path)
        cache[key] = surface
        return surface
    }

    private static func load(_ name: String, size: Int) -> OpaquePointer? {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
              let icon = gtk_icon_theme_lookup_icon(theme, name, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let file = gtk_icon_paintable_get_file(icon) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return load(path: String(cString: path))
    }

    private static func load(path: String) -> OpaquePointer? {
        guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        cairo_surface_flush(surface)
        gdk_texture_download(texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
