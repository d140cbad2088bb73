import CGtk
import DeskKit
import Foundation

/// Mirrors `UIPasteboard.general` and the display's clipboard (GdkClipboard) for text.
///
/// The app's copies are put on the clipboard at once; the clipboard's changes (another app or a
/// GTK entry copied) are read asynchronously, as GDK requires, and handed to the pasteboard, so
/// Paste is offered exactly while the clipboard holds text. GTK is used from the main thread
/// only: a pasteboard changed on another thread stays in memory.
@MainActor
package final class GtkClipboardBridge: DesktopClipboard {
    /// The display's GdkClipboard.
    package let clipboard: OpaquePointer
    /// Counts the clipboard's changes, so a slow read never overwrites a newer one.
    private var generation = 0
    private let pasteboard: UIPasteboard

    /// Connects `pasteboard` to the display's clipboard; nil without a display.
    package init?(pasteboard: UIPasteboard = .general) {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return nil }
        self.clipboard = clipboard
        self.pasteboard = pasteboard
        GtkSignal.connect(UnsafeMutableRawPointer(clipboard), "changed") { [weak self] in self?.clipboardChanged() }
        pasteboard.desktopClipboard = self
        clipboardChanged()
    }

    /// Puts the app's copied text on the desktop clipboard.
    package func pasteboardDidChange(strings: [String]) {
        guard Thread.isMainThread else { return }
        if let text = strings.first {
            gdk_clipboard_set_text(clipboard, text)
        } else {
            gdk_clipboard_set_content(clipboard, nil)
        }
    }

    /// Reads the clipboard's text, if it offers any, into the pasteboard.
    private func clipboardChanged() {
        generation += 1
        guard hasText else {
            pasteboard.clipboardDidChange(strings: [])
            return
        }
        let request = Unmanaged.passRetained(ReadRequest(bridge: self, generation: generation)).toOpaque()
        let done: GAsyncReadyCallback = { source, result, data in
            let request = Unmanaged<ReadRequest>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
            defer {
                g_free(text)
                g_clear_error(&error)
            }
            let string = text.map { String(cString: $0) }
            MainActor.assumeIsolated { request.finish(string) }
        }
        gdk_clipboard_read_text_async(clipboard, nil, done, request)
    }

    /// Whether the clipboard offers something GDK can read as text: our own strings, or mime
    /// types (another app's) that deserialize to a string.
    private var hasText: Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard),
              let readable = gdk_content_formats_union_deserialize_gtypes(gdk_content_formats_ref(formats)) else { return false }
        defer { gdk_content_formats_unref(readable) }
        return gdk_content_formats_contain_gtype(readable, g_type_from_name("gchararray")) != cgtk_false
    }

    fileprivate func readFinished(_ text: String?, generation: Int) {
        guard generation == self.generation else { return }
        pasteboard.clipboardDidChange(strings: text.map { [$0] } ?? [])
    }
}

/// One read of the clipboard under way, holding its bridge weakly.
private final class ReadRequest: @unchecked Sendable {
    // Unchecked: made and finished on the main thread only.
    weak var bridge: GtkClipboardBridge?
    let generation: Int

    @MainActor init(bridge: GtkClipboardBridge, generation: Int) {
        self.bridge = bridge
        self.generation = generation
    }

    @MainActor func finish(_ text: String?) {
        bridge?.readFinished(text, generation: generation)
    }
}
