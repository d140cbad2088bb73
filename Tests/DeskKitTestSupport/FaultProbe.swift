import Foundation

/// Runs `deskkit-fault-probe`, which saves state in a loop and prints `saved N` after each save
/// that finished, and kills it with SIGKILL at a moment the caller picks.
public enum FaultProbe {
    /// The probe built beside the test bundle (`swift build --build-tests` builds it).
    public static var executable: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("deskkit-fault-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts the probe with `arguments`, waits until it has printed `lines` lines (or ended), waits
    /// `microseconds` more, kills it with SIGKILL and returns the highest save it reported (0 for none).
    public static func killAfter(lines: Int, microseconds: UInt32, arguments: [String]) throws -> Int {
        guard let executable else {
            throw ProbeMissing()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var buffer = Data()
        while String(decoding: buffer, as: UTF8.self).split(separator: "\n").count < lines {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        usleep(microseconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        return String(decoding: buffer, as: UTF8.self).split(separator: "\n")
            .compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }.max() ?? 0
    }

    /// The probe was not built.
    public struct ProbeMissing: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "deskkit-fault-probe is not built beside the tests; build with 'swift build --build-tests'." }
    }
}
