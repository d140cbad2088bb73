import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Runs Blueprints (headless, in the fault probe) typing into two files, ends it at random
/// moments with SIGKILL (a crash) or SIGTERM (a logout), relaunches it, and checks what comes
/// back: everything typed up to about a second before a SIGKILL, everything before a SIGTERM,
/// each window's document marked unsaved.
struct BlueprintsTypingKillTests {
    /// The longest typing a SIGKILL may take with it.
    static let allowedLoss = 1.0

    @Test func typingSurvivesKillsAndTerminations() throws {
        var generator = TestRandom("BlueprintsTypingKillTests")
        let rounds = Int(ProcessInfo.processInfo.environment["DESKKIT_TYPING_KILL_ROUNDS"] ?? "") ?? 100
        let state = temporaryStateDirectory()
        let files = try ["Plan.txt", "Roof.txt"].map { name in try temporaryFile(name, "\(name)\nnotes\n") }
        var previous: TypingRound?
        var worstLoss = 0.0
        for round in 0...rounds {
            let isLast = round == rounds
            let usesTerm = !isLast && Int.random(in: 0..<5, using: &generator) == 0
            let typingTime = isLast ? 0 : Double.random(in: 0.05...0.6, using: &generator)
            let current = try TypingRound.run(state: state, files: files, typingFor: typingTime, signal: usesTerm ? SIGTERM : SIGKILL)
            let context = "seed \(generator.seed), round \(round)"
            #expect(!current.mismatch, "\(context): the text restored is not the file followed by what was typed")
            if let previous {
                for window in files.indices {
                    let restored = current.restored[window] ?? -1
                    let typed = previous.typed[window]
                    let started = previous.restored[window] ?? 0
                    #expect(restored >= started, "\(context): window \(window) lost text restored before (\(restored) of \(started))")
                    if restored > 0 { #expect(current.edited[window] == true, "\(context): window \(window) is not marked unsaved") }
                    if previous.signal == SIGTERM {
                        #expect(previous.exitedByItself, "\(context): SIGTERM did not end the app through its own quit")
                        #expect(restored == (typed.last?.count ?? started), "\(context): window \(window) lost typing at a SIGTERM: \(restored) of \(typed.last?.count ?? started)")
                    } else if let lost = typed.first(where: { $0.count == restored + 1 }) {
                        let loss = Double(previous.killedAt - lost.time) / 1e9
                        worstLoss = max(worstLoss, loss)
                        #expect(loss <= Self.allowedLoss, "\(context): window \(window) lost \(loss) s of typing")
                    }
                }
            }
            previous = current
        }
        #expect(worstLoss <= Self.allowedLoss, "seed \(generator.seed): worst loss \(worstLoss) s")
    }
}

/// One run of the probe's `typing` mode: what it restored, what it typed and when it ended.
struct TypingRound {
    var restored: [Int: Int] = [:]
    var edited: [Int: Bool] = [:]
    var typed: [[(count: Int, time: UInt64)]]
    var mismatch = false
    var signal: Int32
    var killedAt: UInt64 = 0
    var exitedByItself = false

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Starts the probe, waits until it says it is ready, lets it type for `typingFor` seconds,
    /// sends `signal` and reads what it printed.
    static func run(state: URL, files: [URL], typingFor seconds: Double, signal: Int32) throws -> TypingRound {
        guard let executable = FaultProbe.executable else { throw FaultProbe.ProbeMissing() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [state.path, "typing"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var buffer = Data()
        while !String(decoding: buffer, as: UTF8.self).contains("ready\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        usleep(UInt32(seconds * 1_000_000))
        var round = TypingRound(typed: files.map { _ in [] }, signal: signal)
        round.killedAt = monotonicNanoseconds()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        round.exitedByItself = process.terminationReason == .exit && process.terminationStatus == 0
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        for line in String(decoding: buffer, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "restored" where fields.count == 4:
                if let window = Int(fields[1]) {
                    round.restored[window] = Int(fields[2])
                    round.edited[window] = fields[3] == "1"
                }
            case "typed" where fields.count == 4:
                if let window = Int(fields[1]), let count = Int(fields[2]), let time = UInt64(fields[3]), round.typed.indices.contains(window) {
                    round.typed[window].append((count, time))
                }
            case "mismatch":
                round.mismatch = true
            default:
                break
            }
        }
        return round
    }
}
