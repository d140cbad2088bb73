import Dispatch
import Foundation

// MARK: - Ending on a signal

extension UIApplication {
    /// The signals that end a desktop app from outside: logout, shutdown and service stops
    /// (SIGTERM), a closed terminal (SIGHUP) and Ctrl+C (SIGINT).
    package static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    /// Ends the app after one of ``terminationSignals`` arrived: as Quit does, scene state and the
    /// drafts of unsaved documents are written first.
    package func terminate(onSignal signal: Int32) {
        terminate()
    }

    /// Handles ``terminationSignals`` on the main queue, for a host without a window system's
    /// own signal handling: the app terminates, then `finish` runs (to exit the process, say).
    /// Keep the returned sources as long as the signals should be handled.
    package func handleTerminationSignalsOnMainQueue(then finish: @escaping @MainActor (Int32) -> Void) -> [any DispatchSourceSignal] {
        Self.terminationSignals.map { number in
            // The default action would end the process before the main queue hears of it.
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.terminate(onSignal: number)
                    finish(number)
                }
            }
            source.resume()
            return source
        }
    }
}
