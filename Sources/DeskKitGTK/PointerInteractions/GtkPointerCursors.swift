import CGtk
import DeskKit
import Foundation

/// Turns a pointer look into a GDK cursor: the style's shape (or the system arrow) and its
/// accessories drawn with Cairo into a texture, the hotspot where the pointer's center is.
///
/// Looks that need no drawing (the plain arrow, hidden, effects without accessories) use the
/// desktop's named cursors. Drawn cursors are cached by what they show, so moving within or
/// between regions with equal styles never draws again.
@MainActor
package final class GtkPointerCursors {
    /// A drawn cursor and what tests need to know of it.
    package struct Drawn {
        /// The GdkCursor.
        package let cursor: OpaquePointer
        /// The GdkTexture the cursor shows.
        package let texture: OpaquePointer
        /// The texture's width in pixels.
        package let width: Int
        /// The texture's height in pixels.
        package let height: Int
        /// Where in the texture the pointer's position is.
        package let hotspot: CGPoint
    }

    private var cache: [[Double]: Drawn] = [:]
    /// How many cursor images were drawn; a cache hit draws none.
    package private(set) var drawCount = 0
    /// Where each newly drawn cursor is also saved as a PNG named with its look and hotspot
    /// (DESKKIT_SAVE_CURSORS), e.g. for a screenshot tour, since screen captures leave the X cursor out.
    private let saveFolder = ProcessInfo.processInfo.environment["DESKKIT_SAVE_CURSORS"].flatMap { $0.isEmpty ? nil : $0 }

    /// The most cursors kept; an app whose styles vary without end starts the cache afresh.
    static let cacheLimit = 64
    /// Shapes larger than this are scaled down to fit: a cursor is not a view.
    static let maximumShapeSide: CGFloat = 40
    /// Room around the drawing for outlines.
    static let margin: CGFloat = 2

    /// An empty cache.
    package init() {}

    /// The drawn cursor for `pointer`, or nil when a named cursor shows it.
    package func drawnCursor(for pointer: PointerPresentation) -> Drawn? {
        guard let figure = GtkCursorFigure(pointer) else { return nil }
        let key = figure.key
        if let cached = cache[key] { return cached }
        guard let drawn = draw(figure) else { return nil }
        if cache.count >= Self.cacheLimit { emptyCache() }
        cache[key] = drawn
        if let saveFolder {
            let path = URL(fileURLWithPath: saveFolder).appendingPathComponent(
                "cursor-\(drawCount)-\(pointer.name)-hotspot-\(Int(drawn.hotspot.x))-\(Int(drawn.hotspot.y)).png").path
            _ = gdk_texture_save_to_png(drawn.texture, path)
        }
        return drawn
    }

    /// Drops every cached cursor; widgets showing one keep their own reference.
    private func emptyCache() {
        for drawn in cache.values {
            g_object_unref(UnsafeMutableRawPointer(drawn.cursor))
            g_object_unref(UnsafeMutableRawPointer(drawn.texture))
        }
        cache.removeAll()
    }

    /// The named cursor (CSS names) for looks that are not drawn.
    static func cursorName(for pointer: PointerPresentation) -> String {
        switch pointer.appearance {
        case .system: return "default"
        case .hidden: return "none"
        case .effect: return "pointer"
        case .shape(.verticalBeam, _): return "text"
        case .shape(.horizontalBeam, _): return "vertical-text"
        case .shape: return "default"
        }
    }

    private func draw(_ figure: GtkCursorFigure) -> Drawn? {
        let bounds = figure.bounds.insetBy(dx: -Self.margin, dy: -Self.margin)
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else { return nil }
        // Whole pixels, ignoring the last bits of error that sines and cosines leave.
        let origin = CGPoint(x: (bounds.minX + 0.001).rounded(.down), y: (bounds.minY + 0.001).rounded(.down))
        let width = Int((bounds.maxX - 0.001 - origin.x).rounded(.up)), height = Int((bounds.maxY - 0.001 - origin.y).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        cairo_translate(cairo, -origin.x, -origin.y)
        figure.draw(in: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        drawCount += 1

        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface),
              let bytes = g_bytes_new(data, gsize(stride * height)) else { return nil }
        defer { g_bytes_unref(bytes) }
        // Cairo's ARGB32 is GDK's default memory format: premultiplied BGRA on little-endian machines.
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), cgtk_memory_default, bytes, gsize(stride)) else { return nil }
        let hotspot = CGPoint(x: -origin.x, y: -origin.y)
        guard let cursor = gdk_cursor_new_from_texture(texture, Int32(hotspot.x), Int32(hotspot.y), nil) else {
            g_object_unref(UnsafeMutableRawPointer(texture))
            return nil
        }
        return Drawn(cursor: cursor, texture: texture, width: width, height: height, hotspot: hotspot)
    }
}
