import CGtk
import DeskKit
import Foundation

/// Ends the app on SIGTERM, SIGHUP and SIGINT from GLib's main loop, so scene state and the
/// drafts of unsaved documents are written before the process exits (logout, shutdown, Ctrl+C).
@MainActor
enum GtkTerminationSignals {
    /// Adds one GLib source per signal; each terminates `UIApplication.shared`, which quits the loop.
    static func install() {
        for number in UIApplication.terminationSignals {
            g_unix_signal_add_full(G_PRIORITY_HIGH, number, { data in
                let number = Int32(truncatingIfNeeded: Int(bitPattern: data))
                MainActor.assumeIsolated {
                    UIApplication.shared.terminate(onSignal: number)
                }
                return cgtk_source_continue
            }, UnsafeMutableRawPointer(bitPattern: Int(number)), nil)
        }
    }
}
