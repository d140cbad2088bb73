@testable import DeskKit
import Foundation

/// Restoration archives as they might be found on disk: damaged, truncated, foreign, hostile.
///
/// Any bytes either decode or fail with a ``RestorationError`` that has words for the user; a
/// value left out has words too, and an archive that decodes survives being written and read
/// again unchanged, with nothing more left out.
@MainActor
enum RestorationArchiveFuzzer {
    static func run(_ input: FuzzInput) {
        let data = Data(input.remaining)
        let types = Dictionary(uniqueKeysWithValues: RestorationArchive.builtInArchivableTypes.map { ($0.archiveTypeName, $0) })
        let sessions: [RestorationArchive.SavedSession]
        do {
            let contents = try RestorationArchive.decode(data, types: types)
            for problem in contents.leftOut where problem.description.isEmpty {
                fuzzFailure("a value left out without words: \(problem)")
            }
            sessions = contents.sessions
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
            let contents = try RestorationArchive.decode(try RestorationArchive.encode(sessions), types: types)
            guard contents.leftOut.isEmpty else { fuzzFailure("a decoded archive loses values when saved again: \(contents.leftOut)") }
            again = contents.sessions
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
