import Foundation

/// Where DeskKit reports problems it handled instead of crashing: standard error by default.
package enum DeskKitLog {
    /// Receives one diagnostic message.
    package typealias Handler = @Sendable (String) -> Void

    private static let lock = NSLock()
    nonisolated(unsafe) private static var currentHandler: Handler = { message in
        FileHandle.standardError.write(Data("DeskKit: \(message)\n".utf8))
    }

    /// Replaces the destination of diagnostics, e.g. to collect them in a test.
    package static var handler: Handler {
        get { lock.withLock { currentHandler } }
        set { lock.withLock { currentHandler = newValue } }
    }

    static func report(_ message: String) {
        handler(message)
    }
}
