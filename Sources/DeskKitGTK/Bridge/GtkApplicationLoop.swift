import CGtk
import Foundation

/// Owns the process's GtkApplication and runs GLib's main loop with `DispatchQueue.main` drained.
///
/// Use ``run(onActivate:onOpen:)`` from `main`, or ``startWithoutRunning(onActivate:)`` in tests and
/// drive the loop with ``iterate(until:timeout:)``. An app run from `main` is unique on the session
/// bus and takes files (a second launch hands them to the first); tests' loops are not unique.
@MainActor
package final class GtkApplicationLoop {
    /// The GtkApplication; windows must be added to it (`gtk_application_add_window`) to keep it alive.
    package let application: UnsafeMutablePointer<GtkApplication>
    private var activateHandler: (@MainActor () -> Void)?
    private var openHandler: (@MainActor ([URL]) -> Void)?

    /// A GtkApplication with `flags` (by default not unique, so no session bus is needed); nothing
    /// runs until ``run(onActivate:onOpen:)``.
    package init(applicationID: String? = nil, flags: GApplicationFlags = G_APPLICATION_NON_UNIQUE) {
        application = gtk_application_new(applicationID, flags)
        GtkSignal.connect(application, "activate") { [weak self] in
            GLibMainQueueDrain.install()
            self?.activateHandler?()
        }
        GtkSignal.connectOpen(application) { [weak self] uris in
            GLibMainQueueDrain.install()
            self?.openHandler?(uris.compactMap { URL(string: $0) })
        }
    }

    /// Runs the loop until the last window closes; `onActivate` builds the UI, `onOpen` gets the
    /// files of the command line (or of a second launch, in the first one's process) when the
    /// application takes files. GApplication reads the command line (its own options and files).
    package func run(onActivate: @escaping @MainActor () -> Void, onOpen: (@MainActor ([URL]) -> Void)? = nil) -> Int32 {
        activateHandler = onActivate
        openHandler = onOpen
        return g_application_run(cgtk_application(application), CommandLine.argc, CommandLine.unsafeArgv)
    }

    /// Registers and activates the application without blocking (GTK is initialised by its startup).
    package func startWithoutRunning(onActivate: @escaping @MainActor () -> Void) {
        activateHandler = onActivate
        g_application_register(cgtk_application(application), nil, nil)
        g_application_activate(cgtk_application(application))
    }

    /// Keeps the application alive with no windows (tests); balance with ``release()``.
    package func hold() { g_application_hold(cgtk_application(application)) }
    /// Lets the application end once no window is left (balances ``hold()``).
    package func release() { g_application_release(cgtk_application(application)) }
    /// Ends the main loop.
    package func quit() { g_application_quit(cgtk_application(application)) }

    /// Iterates the default main context until `condition` holds or `timeout` passes; returns `condition()`.
    @discardableResult
    package static func iterate(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            if clock.now >= deadline { return false }
            // Non-blocking iterations plus a short poll keep the deadline honest without busy-spinning.
            if g_main_context_iteration(nil, cgtk_false) == cgtk_false { usleep(1_000) }
        }
        return true
    }

    /// Iterates the default main context for a fixed time (let frames, idle handlers and timers run).
    package static func iterate(for duration: Duration) {
        iterate(until: { false }, timeout: duration)
    }
}
