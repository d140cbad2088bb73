import CGtk

// libdispatch's run-loop integration points (what Foundation's RunLoop uses). On Linux the handle is
// an eventfd that becomes readable whenever work is enqueued on the main queue.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func _dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func _dispatchMainQueueCallback(_ msg: UnsafeMutableRawPointer?)

/// Drains `DispatchQueue.main` (and therefore the MainActor executor) from inside GLib's main loop.
///
/// GLib never services libdispatch's main queue, so without this `DispatchQueue.main.async` blocks and
/// `await` in a GTK handler never resume. Installs a unix-fd source on the default main context.
package enum GLibMainQueueDrain {
    /// How the drain is wired: `.eventFD` (preferred, zero latency) or `.timer` (polling fallback).
    package enum Mode: Sendable, Equatable { case eventFD(Int32), timer(milliseconds: UInt32) }

    @MainActor private static var installedMode: Mode?

    /// Just after GTK's frames: input comes first and a stream of main-queue work (a search's
    /// results, for instance) can never hold frames back, while GTK's background text layout,
    /// which runs after frames too, cannot hold the main queue back for the minute it may take.
    static let priority = G_PRIORITY_HIGH_IDLE + 21

    /// Installs the drain once; later calls return the existing mode. Must run on the main thread.
    @MainActor @discardableResult
    package static func install() -> Mode {
        if let installedMode { return installedMode }
        let mode: Mode
        let fd = _dispatchMainQueueHandle()
        if fd >= 0 {
            let callback: GUnixFDSourceFunc = { fd, _, _ in
                var value: UInt64 = 0
                _ = read(fd, &value, 8)  // reset the eventfd (non-blocking; EAGAIN is fine)
                _dispatchMainQueueCallback(nil)
                return cgtk_source_continue
            }
            g_unix_fd_add_full(priority, fd, G_IO_IN, callback, nil, nil)
            mode = .eventFD(fd)
        } else {
            let tick: GSourceFunc = { _ in
                _dispatchMainQueueCallback(nil)
                return cgtk_source_continue
            }
            g_timeout_add_full(priority, 4, tick, nil, nil)
            mode = .timer(milliseconds: 4)
        }
        // Work enqueued before the source existed may have poked the fd already; drain it on the next turn.
        g_idle_add_full(G_PRIORITY_DEFAULT, { _ in _dispatchMainQueueCallback(nil); return cgtk_source_remove }, nil, nil)
        installedMode = mode
        return mode
    }
}
