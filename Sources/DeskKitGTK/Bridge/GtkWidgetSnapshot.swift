import CGtk
import Foundation

/// Why a widget could not be saved as an image.
package enum GtkSnapshotError: Error, Equatable, CustomStringConvertible {
    case notRendered(width: Int, height: Int)
    case rendererUnavailable(String)
    case writeFailed(path: String)

    /// What went wrong, with what to do about it.
    package var description: String {
        switch self {
        case let .notRendered(w, h): "Widget has no content to render (size \(w)x\(h)). Show it and let a frame run first."
        case let .rendererUnavailable(message): "The Cairo renderer could not start: \(message)."
        case let .writeFailed(path): "Could not write PNG to '\(path)'. Check that the folder exists."
        }
    }
}

/// Renders a widget (usually the whole window) offscreen with the Cairo renderer and saves a PNG.
///
/// Deterministic and independent of the X server, so it suits golden images. Popovers are separate
/// surfaces and are not included; capture those with `import -window root` under Xvfb.
@MainActor
package enum GtkWidgetSnapshot {
    /// Saves `widget` at its current allocation to `path`.
    /// - Throws: ``GtkSnapshotError`` when the widget is unallocated or the file cannot be written.
    package static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(GtkSnapshotError) {
        let texture = try render(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != cgtk_false else { throw .writeFailed(path: path) }
    }

    /// The colour `widget` shows at `point` (in its coordinates), as 0–255 red, green, blue, alpha.
    /// - Throws: ``GtkSnapshotError`` when the widget is unallocated or `point` lies outside it.
    package static func pixel(at point: CGPoint, of widget: UnsafeMutablePointer<GtkWidget>) throws(GtkSnapshotError) -> [UInt8] {
        let texture = try render(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        let x = Int(point.x), y = Int(point.y)
        guard (0..<width).contains(x), (0..<height).contains(y) else { throw .notRendered(width: width, height: height) }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        // Cairo's ARGB32 in memory on a little-endian machine: blue, green, red, alpha.
        let offset = (y * width + x) * 4
        return [bytes[offset + 2], bytes[offset + 1], bytes[offset], bytes[offset + 3]]
    }

    /// `widget` drawn offscreen by the Cairo renderer; the caller unrefs the texture.
    private static func render(_ widget: UnsafeMutablePointer<GtkWidget>) throws(GtkSnapshotError) -> OpaquePointer {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw .notRendered(width: Int(width), height: Int(height)) }

        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, cgtk_snapshot_as_gdk(snapshot), Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .notRendered(width: Int(width), height: Int(height)) }
        defer { gsk_render_node_unref(node) }

        let renderer = gsk_cairo_renderer_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(renderer)) }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != cgtk_false else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .rendererUnavailable(message)
        }
        defer { gsk_renderer_unrealize(renderer) }
        return gsk_renderer_render_texture(renderer, node, nil)!
    }
}
