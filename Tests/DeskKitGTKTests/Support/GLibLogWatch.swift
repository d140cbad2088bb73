import CGtk
import Foundation
import XCTest

/// Fails the running GTK test when GLib, GTK or DeskKit logs a warning or a critical: each one is
/// a bug a user would see on the terminal. Messages of known open issues are listed in
/// ``knownOpenIssues`` with their issue, and only those pass.
enum GLibLogWatch {
    /// Parts of messages that stay allowed until their issue is fixed (issue number, message part).
    static let knownOpenIssues: [(issue: Int, message: String)] = [
        // A hosted text view's GtkText is drawn in the frame after a tab switch moved it, before
        // it was allocated again (BlueprintsGtkTextViewTests).
        (37, "Trying to snapshot GtkGizmo"),
        // One GtkOverlay stays unallocated while BlueprintsGtkNavigationBarTests saves the window
        // as an image, even after a whole frame ran (so not a matter of waiting).
        (37, "Trying to snapshot GtkOverlay"),
    ]

    @MainActor private static var installed = false

    /// Routes every GLib log message through the watch; the first call wins (GLib allows one writer).
    @MainActor static func install() {
        guard !installed else { return }
        installed = true
        g_log_set_writer_func({ level, fields, count, _ in
            GLibLogWatch.inspect(level: level, fields: fields, count: count)
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    private static func inspect(level: GLogLevelFlags, fields: UnsafePointer<GLogField>?, count: gsize) {
        let serious = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue
        guard level.rawValue & serious != 0, let fields else { return }
        var domain = "", message = ""
        for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
            guard let key = field.key, let value = field.value else { continue }
            let text = field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = text
            case "MESSAGE": message = text
            default: break
            }
        }
        if knownOpenIssues.contains(where: { message.contains($0.message) }) { return }
        let report = "GLib logged a \(level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 ? "warning" : "critical") during the test: \(domain): \(message)"
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTFail(report) }
        } else {
            DispatchQueue.main.async { XCTFail(report) }
        }
    }
}
