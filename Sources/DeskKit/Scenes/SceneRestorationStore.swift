import Foundation

/// Keeps the restoration archive in one directory, written so that a crash at any moment leaves
/// either the previous archive or the new one, never a mix: write a temporary file, flush it to
/// disk, rename it over the archive, flush the directory.
struct SceneRestorationStore: Sendable {
    let directory: URL
    var archiveURL: URL { directory.appendingPathComponent("scenes.json") }

    /// The app's directory under `$XDG_STATE_HOME` (or `~/.local/state`), named after the app.
    static func defaultDirectory(applicationName: String) -> URL {
        XDGBaseDirectory.state.folder(forApplicationNamed: applicationName)
    }

    /// The archive's bytes, or nil when none was saved yet.
    func read() throws(RestorationError) -> Data? {
        let path = archiveURL.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
           size > RestorationArchive.maximumSize {
            throw .tooLarge(bytes: size)
        }
        do {
            return try Data(contentsOf: archiveURL)
        } catch {
            throw .corrupt(reason: "it cannot be read (\(error.localizedDescription))")
        }
    }

    /// Moves an unusable archive aside under a name no other file has, so a later save does not
    /// destroy what may still matter; returns the new name's URL.
    ///
    /// A hard link to the new name fails rather than replace an existing file, so two archives set
    /// aside in the same second both stay; the archive's own name is removed only after the link.
    /// With `keepingOriginal`, the archive keeps its name too: a save replaces that name with a
    /// new file, so the linked copy stays as it was read.
    /// - Throws: ``RestorationError/notSetAside(path:reason:)`` when no free name could be linked.
    func setAside(reason: String, keepingOriginal: Bool = false) throws(RestorationError) -> URL {
        let stamp = Int(Date().timeIntervalSince1970)
        let source = archiveURL.path
        for attempt in 1...1000 {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let target = directory.appendingPathComponent("scenes.\(reason)-\(stamp)\(suffix).json")
            if link(source, target.path) == 0 {
                if !keepingOriginal, unlink(source) != 0 {
                    let problem = String(cString: strerror(errno))
                    _ = unlink(target.path)
                    throw .notSetAside(path: source, reason: problem)
                }
                return target
            }
            guard errno == EEXIST else { throw .notSetAside(path: source, reason: String(cString: strerror(errno))) }
        }
        throw .notSetAside(path: source, reason: "a thousand files named 'scenes.\(reason)-\(stamp)…' already exist")
    }

    /// Replaces the archive atomically and durably.
    func write(_ data: Data) throws(RestorationError) {
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.write(data, to: archiveURL)
        } catch {
            throw .writeFailed(path: archiveURL.path, reason: error.reason)
        }
    }
}
