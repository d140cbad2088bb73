import Foundation

/// Replaces a file so that a crash at any moment leaves either the old contents or the new ones,
/// never a mix: write a temporary file beside it, flush it, rename it over the target, flush the
/// folder. Shared by every store that keeps state on disk.
enum AtomicFileWriter {
    /// Why a write failed, worded as the end of a sentence ("… because <reason>").
    struct Failure: Error, Sendable {
        let reason: String
    }

    /// Writes `data` to `url`, creating its folder if needed.
    ///
    /// - Throws: ``Failure`` with the system's reason; the previous file is then untouched.
    static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws(Failure) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(reason: "the folder cannot be created (\(error.localizedDescription))")
        }
        let path = url.path
        let stem = url.deletingPathExtension().lastPathComponent
        let temporary = directory.appendingPathComponent(".\(stem).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, permissions)
        guard descriptor >= 0 else { throw Failure(reason: systemReason()) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemReason()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemReason() }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw Failure(reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw Failure(reason: reason)
        }
        let directoryDescriptor = open(directory.path, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
