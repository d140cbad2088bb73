import Foundation

/// A logger with the unified logging API's shape (`import os` on Apple's platforms), so ported
/// code that logs compiles unchanged once the port removes `import os`.
///
/// Messages go to standard error as `subsystem[category] level: message`. Values interpolated
/// with `privacy: .private` or `.sensitive` are written as `<private>`; `debug` and `trace`
/// messages are written only when `DESKKIT_LOG_DEBUG` is set in the environment.
public struct Logger: Sendable {
    /// The subsystem the messages belong to, usually the app's reverse-DNS identifier.
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger with no subsystem or category.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(message, level: .default) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level: level) }
    /// Writes a debugging message (only with `DESKKIT_LOG_DEBUG` set).
    public func debug(_ message: OSLogMessage) { write(message, level: .debug) }
    /// Writes a tracing message (only with `DESKKIT_LOG_DEBUG` set).
    public func trace(_ message: OSLogMessage) { write(message, level: .debug) }
    /// Writes an informative message.
    public func info(_ message: OSLogMessage) { write(message, level: .info) }
    /// Writes a message worth noticing, at the default level.
    public func notice(_ message: OSLogMessage) { write(message, level: .default) }
    /// Writes a warning, at the error level.
    public func warning(_ message: OSLogMessage) { write(message, level: .error) }
    /// Writes an error.
    public func error(_ message: OSLogMessage) { write(message, level: .error) }
    /// Writes a critical error, at the fault level.
    public func critical(_ message: OSLogMessage) { write(message, level: .fault) }
    /// Writes a fault: a bug in the program.
    public func fault(_ message: OSLogMessage) { write(message, level: .fault) }

    private func write(_ message: OSLogMessage, level: OSLogType) {
        if level == .debug, ProcessInfo.processInfo.environment["DESKKIT_LOG_DEBUG"] == nil { return }
        let place = subsystem.isEmpty && category.isEmpty ? "" : "\(subsystem)[\(category)] "
        Logger.output("\(place)\(level.name): \(message.text)")
    }

    /// Where formatted lines go: standard error, or a test's collector.
    nonisolated(unsafe) static var output: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A log level of ``Logger``.
public struct OSLogType: Equatable, Sendable {
    let name: String
    /// The default level.
    public static let `default` = OSLogType(name: "default")
    /// Information that may help troubleshooting.
    public static let info = OSLogType(name: "info")
    /// Debugging detail.
    public static let debug = OSLogType(name: "debug")
    /// An error.
    public static let error = OSLogType(name: "error")
    /// A fault: a bug in the program.
    public static let fault = OSLogType(name: "fault")
}

/// Whether an interpolated value may appear in the log as it is.
public struct OSLogPrivacy: Equatable, Sendable {
    let redacts: Bool
    /// Left to the logging system; DeskKit shows the value.
    public static let auto = OSLogPrivacy(redacts: false)
    /// Shown.
    public static let `public` = OSLogPrivacy(redacts: false)
    /// Written as `<private>`.
    public static let `private` = OSLogPrivacy(redacts: true)
    /// Written as `<private>`.
    public static let sensitive = OSLogPrivacy(redacts: true)
}

/// A log message written as a string literal with interpolations, each with its privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as written to the log.
    let text: String

    /// A message with no interpolations.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message with interpolated values.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Builds a message's text, redacting private values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        /// Room for a message of this size.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Adds a value's description, or `<private>` when `privacy` redacts it.
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
            text += privacy.redacts ? "<private>" : String(describing: value())
        }
    }
}
