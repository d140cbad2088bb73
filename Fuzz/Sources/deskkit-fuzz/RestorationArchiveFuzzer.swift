@testable import DeskKit
import Foundation

/// Restoration archives as they might be found on disk: damaged, truncated, foreign, hostile.
///
/// Any bytes either decode or fail with a ``RestorationError`` that has words for the user; an
/// archive that decodes survives being written and read again unchanged.
@MainActor
enum RestorationArchiveFuzzer {
    static func run(_ input: FuzzInput) {
        let data = Data(input.remaining)
        let sessions: [RestorationArchive.SavedSession]
        do {
            sessions = try RestorationArchive.decode(data)
        } catch {
            guard !error.description.isEmpty else { fuzzFailure("an error without words: \(error)") }
            return
        }
        for session in sessions {
            let identifier = session.persistentIdentifier
            guard !identifier.isEmpty, identifier.count <= 200 else {
                fuzzFailure("a session identifier of \(identifier.count) characters was accepted")
            }
        }
        let again: [RestorationArchive.SavedSession]
        do {
            again = try RestorationArchive.decode(try RestorationArchive.encode(sessions))
        } catch {
            fuzzFailure("a decoded archive does not round-trip: \(error)")
        }
        guard again.map(\.persistentIdentifier) == sessions.map(\.persistentIdentifier),
              again.map(\.configurationName) == sessions.map(\.configurationName),
              again.map(\.activity?.activityType) == sessions.map(\.activity?.activityType),
              again.map(\.isProminent) == sessions.map(\.isProminent),
              again.map(\.requestingSessionIdentifier) == sessions.map(\.requestingSessionIdentifier) else {
            fuzzFailure("sessions changed on the way through the archive")
        }
    }
}
