import CGtk
import Synchronization

/// Number of live signal handler boxes; lets tests prove that disconnected handlers are freed.
let _gtkSignalLiveHandlers = Atomic<Int>(0)

/// Heap box for one Swift signal handler, owned by its GClosure and released by the closure's destroy notify.
// Unchecked: the handler is only ever invoked on the main thread, inside MainActor.assumeIsolated.
final class _GtkSignalBox<Handler>: @unchecked Sendable {
    let handler: Handler
    init(_ handler: Handler) {
        self.handler = handler
        _gtkSignalLiveHandlers.add(1, ordering: .relaxed)
    }
    deinit { _gtkSignalLiveHandlers.subtract(1, ordering: .relaxed) }
}

/// Connects Swift closures to GObject signals, one typed entry point per signal shape.
///
/// Each closure is retained by the signal's GClosure and released when the signal is disconnected or
/// the instance is finalized, so handlers never outlive or underlive their object. Handlers run on the
/// GTK (main) thread and are `@MainActor`.
package enum GtkSignal {
    /// Live handler count (all shapes); for leak checks in tests.
    package static var liveHandlerCount: Int { _gtkSignalLiveHandlers.load(ordering: .relaxed) }

    private static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    @discardableResult
    private static func connectRaw<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool,
        _ handler: Handler, trampoline: GCallback
    ) -> UInt {
        let box = Unmanaged.passRetained(_GtkSignalBox(handler) as AnyObject).toOpaque()
        return UInt(cgtk_signal_connect(instance, signal, trampoline, box, releaseBox,
                                        after ? cgtk_true : cgtk_false))
    }

    /// Disconnects the handler `handlerID` of `instance`, which frees its closure.
    package static func disconnect(_ instance: UnsafeMutableRawPointer, _ handlerID: UInt) {
        g_signal_handler_disconnect(instance, gulong(handlerID))
    }

    // MARK: - Shapes

    /// `(instance, user_data) -> void`: clicked, activate, search-changed, stop-search, destroy.
    @discardableResult
    package static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
                        _ handler: @escaping @MainActor () -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor () -> Void>
        let fn: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        return connectRaw(instance, signal, after: after, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, user_data) -> gboolean`: close-request and other "stop" signals.
    @discardableResult
    package static func connectReturningBool(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                     _ handler: @escaping @MainActor () -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor () -> Bool>
        let fn: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler() } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gpointer arg, user_data) -> void`: GSimpleAction::activate (GVariant*), row-activated (row).
    @discardableResult
    package static func connectPointer(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>
        let fn: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, arg, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let arg = arg
            MainActor.assumeIsolated { box.handler(arg) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(controller, guint keyval, guint keycode, GdkModifierType, user_data) -> gboolean`: key-pressed.
    @discardableResult
    package static func connectKey(_ instance: UnsafeMutableRawPointer, _ signal: String,
                           _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UInt32, UInt32, UInt32) -> Bool>
        let fn: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(keyval, keycode, state.rawValue) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(controller, guint keyval, guint keycode, GdkModifierType, user_data) -> void`: key-released.
    @discardableResult
    package static func connectKeyReleased(_ instance: UnsafeMutableRawPointer,
                                   _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UInt32, UInt32, UInt32) -> Void>
        let fn: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
            _, keyval, keycode, state, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(keyval, keycode, state.rawValue) }
        }
        return connectRaw(instance, "key-released", after: false, handler,
                          trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(gesture, gint n_press, double x, double y, user_data) -> void`: GtkGestureClick pressed/released.
    @discardableResult
    package static func connectClick(_ instance: UnsafeMutableRawPointer, _ signal: String,
                             _ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Int, Double, Double) -> Void>
        let fn: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(Int(n), x, y) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(widget, gint x, gint y, gboolean keyboard_mode, GtkTooltip*, user_data) -> gboolean`:
    /// GtkWidget::query-tooltip; the handler fills the tooltip and returns whether to show it.
    @discardableResult
    package static func connectQueryTooltip(_ instance: UnsafeMutableRawPointer,
                                            _ handler: @escaping @MainActor (Int, Int, Bool, OpaquePointer) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Int, Int, Bool, OpaquePointer) -> Bool>
        let fn: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
            _, x, y, keyboard, tooltip, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            guard let tooltip else { return cgtk_false }
            nonisolated(unsafe) let shown = tooltip
            return MainActor.assumeIsolated { box.handler(Int(x), Int(y), keyboard != cgtk_false, shown) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, "query-tooltip", after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, double x, double y, user_data) -> void`: motion, enter.
    @discardableResult
    package static func connectPoint(_ instance: UnsafeMutableRawPointer, _ signal: String,
                             _ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Double, Double) -> Void>
        let fn: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(x, y) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, double dx, double dy, user_data) -> gboolean`: GtkEventControllerScroll::scroll.
    @discardableResult
    package static func connectScroll(_ instance: UnsafeMutableRawPointer, _ signal: String,
                              _ handler: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Double, Double) -> Bool>
        let fn: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, dx, dy, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(dx, dy) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gint width, gint height, user_data) -> void`: GtkDrawingArea::resize.
    @discardableResult
    package static func connectSize(_ instance: UnsafeMutableRawPointer, _ signal: String,
                            _ handler: @escaping @MainActor (Int, Int) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Int, Int) -> Void>
        let fn: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, w, h, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(Int(w), Int(h)) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, double value, user_data) -> void`: GtkGestureZoom::scale-changed.
    @discardableResult
    package static func connectValue(_ instance: UnsafeMutableRawPointer, _ signal: String,
                             _ handler: @escaping @MainActor (Double) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Double) -> Void>
        let fn: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, value, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(value) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gpointer a, gpointer b, user_data) -> void`: GtkTextBuffer::delete-range (two
    /// iterators), mark-set (iterator, mark).
    @discardableResult
    package static func connectPointerPair(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                   _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void>
        let fn: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, a, b, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let (a, b) = (a, b)
            MainActor.assumeIsolated { box.handler(a, b) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gpointer a, gpointer b, user_data) -> gboolean`: WebKitWebView::context-menu.
    @discardableResult
    package static func connectPointerPairReturningBool(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                                        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool>
        let fn: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> gboolean = { _, a, b, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let (a, b) = (a, b)
            return MainActor.assumeIsolated { box.handler(a, b) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(buffer, GtkTextIter *location, gchar *text, gint length, user_data) -> void`:
    /// GtkTextBuffer::insert-text.
    @discardableResult
    package static func connectInsertText(_ instance: UnsafeMutableRawPointer,
                                  _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeBufferPointer<UInt8>) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?, UnsafeBufferPointer<UInt8>) -> Void>
        let fn: @convention(c) (gpointer?, gpointer?, UnsafePointer<CChar>?, gint, gpointer?) -> Void = { _, iter, text, length, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            guard let text else { return }
            let count = length < 0 ? strlen(text) : Int(length)
            nonisolated(unsafe) let iter = iter
            nonisolated(unsafe) let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: count)
            MainActor.assumeIsolated { box.handler(iter, bytes) }
        }
        return connectRaw(instance, "insert-text", after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(overlay, GtkWidget *child, GdkRectangle *allocation, user_data) -> gboolean`:
    /// GtkOverlay::get-child-position; the handler returns the child's rectangle, or nil for GTK's.
    @discardableResult
    package static func connectChildPosition(_ instance: UnsafeMutableRawPointer,
                                     _ handler: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?>
        let fn: @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean = {
            _, child, allocation, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            guard let child, let allocation else { return cgtk_false }
            nonisolated(unsafe) let (widget, out) = (child, allocation)
            return MainActor.assumeIsolated {
                guard let rect = box.handler(widget) else { return cgtk_false }
                out.pointee = rect
                return cgtk_true
            }
        }
        return connectRaw(instance, "get-child-position", after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gint value, user_data) -> void`: GtkNativeDialog::response, GtkPrintOperation::done.
    @discardableResult
    package static func connectInt(_ instance: UnsafeMutableRawPointer, _ signal: String,
                           _ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Int) -> Void>
        let fn: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(Int(value)) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gpointer arg, gint value, user_data) -> void`: GtkPrintOperation::draw-page.
    @discardableResult
    package static func connectPointerInt(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                  _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, Int) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?, Int) -> Void>
        let fn: @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> Void = { _, arg, value, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let arg = arg
            MainActor.assumeIsolated { box.handler(arg, Int(value)) }
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gpointer arg, gint value, user_data) -> gboolean`: WebKitWebView::decide-policy.
    @discardableResult
    package static func connectPointerIntReturningBool(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                                       _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, Int) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (UnsafeMutableRawPointer?, Int) -> Bool>
        let fn: @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> gboolean = { _, arg, value, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { box.handler(arg, Int(value)) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, gint value, gchar *text, gpointer arg, user_data) -> gboolean`: WebKitWebView::load-failed
    /// (the load event, the failing URI and the GError).
    @discardableResult
    package static func connectIntStringPointerReturningBool(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                                             _ handler: @escaping @MainActor (Int, String?, UnsafeMutableRawPointer?) -> Bool) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor (Int, String?, UnsafeMutableRawPointer?) -> Bool>
        let fn: @convention(c) (gpointer?, gint, UnsafePointer<gchar>?, gpointer?, gpointer?) -> gboolean = { _, value, text, arg, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            let string = text.map { String(cString: $0) }
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { box.handler(Int(value), string, arg) } ? cgtk_true : cgtk_false
        }
        return connectRaw(instance, signal, after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }

    /// `(instance, GFile **files, gint count, gchar *hint, user_data) -> void`: GApplication::open,
    /// handed the files' URIs.
    @discardableResult
    package static func connectOpen(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor ([String]) -> Void) -> UInt {
        typealias Box = _GtkSignalBox<@MainActor ([String]) -> Void>
        let fn: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            var uris: [String] = []
            for index in 0..<Int(max(0, count)) {
                guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            MainActor.assumeIsolated { box.handler(uris) }
        }
        return connectRaw(instance, "open", after: false, handler, trampoline: unsafeBitCast(fn, to: GCallback.self))
    }
}
