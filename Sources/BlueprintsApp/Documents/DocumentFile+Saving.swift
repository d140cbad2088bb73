import DeskKit
import Foundation

// MARK: - Saving

extension DocumentFile {
    /// Writes `text` to `url` so that the file holds either its old text or all of the new one,
    /// whatever happens: a new file, flushed to the disk, renamed over the old one. The file keeps
    /// its permissions (and, saved by root, its owner), and saving through a symbolic link saves
    /// the file it points to, leaving the link a link.
    public static func write(_ text: String, to url: URL) throws(Error) {
        var text = text
        // A String made from the text view's bytes is contiguous: this reads it without a copy.
        let failure: Error? = text.withUTF8 { bytes in
            do throws(Error) {
                try write(bytes: bytes, to: url)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    static func write(bytes: UnsafeBufferPointer<UInt8>, to url: URL) throws(Error) {
        try write(to: url) { writeAll(bytes, to: $0) }
    }

    /// Writes the text `storage` holds to `url` as saving a String does, a piece at a time, so
    /// saving a large document makes no copy of its whole text (GTK's buffer may be all there is).
    @MainActor
    public static func write(_ storage: TextStorage, to url: URL) throws(Error) {
        try write(to: url) { descriptor in
            let count = storage.utf8Count
            var start = 0
            while start < count {
                // Pieces end on scalar boundaries, which a storage reading a platform buffer needs.
                let end = storage.scalarBoundary(atOrAfter: min(count, start + savePieceSize))
                if let code = storage.withBytes(in: start..<end, { writeAll($0, to: descriptor) }) { return code }
                start = end
            }
            return nil
        }
    }

    /// How much of a storage's text is read and written at a time (tests make it small).
    @MainActor package static var savePieceSize = 1 << 20

    /// Makes the new file, has `writeContents` fill it (returning an error number if it cannot),
    /// and puts it in place of the old one.
    private static func write(to url: URL, with writeContents: (Int32) -> Int32?) throws(Error) {
        let target = savedPath(of: url.path)
        func failed(_ code: Int32) -> Error { .unwritable(path: url.path, reason: reason(errno: code)) }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, existing.st_mode & S_IFMT == S_IFDIR { throw .unwritable(path: url.path, reason: String(localized: "it is a folder", bundle: .module)) }

        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder.isEmpty ? "." : folder)/.\(name).saving-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            // A folder the user cannot add files to may still hold a file they can write: then
            // the file is written in place, the one way left to save it.
            if code == EACCES || code == EPERM, exists, access(target, W_OK) == 0 { return try writeInPlace(to: target, url: url, with: writeContents) }
            throw failed(code)
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func discard() {
            if !closed { close(descriptor) }
            unlink(temporary)
        }
        // mkstemp makes the file private; it takes the old file's permissions, or the usual ones.
        let mask = umask(0)
        umask(mask)
        let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~mask
        if exists, geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        guard fchmod(descriptor, mode) == 0 else { let code = errno; discard(); throw failed(code) }
        if let code = writeContents(descriptor) { discard(); throw failed(code) }
        guard fsync(descriptor) == 0 else { let code = errno; discard(); throw failed(code) }
        closed = true
        guard close(descriptor) == 0 else { let code = errno; discard(); throw failed(code) }
        guard rename(temporary, target) == 0 else { let code = errno; discard(); throw failed(code) }
        // The rename itself reaches the disk with the folder's entry.
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// The path a save writes: the file at the end of any symbolic links, or the path itself for a
    /// new file.
    static func savedPath(of path: String) -> String {
        var path = path
        // Links to links are followed a bounded number of times; a loop is saved as the path given.
        for _ in 0..<40 {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &buffer, buffer.count - 1)
            guard length > 0 else { return path }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = destination.hasPrefix("/") ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return path
    }

    private static func writeInPlace(to target: String, url: URL, with writeContents: (Int32) -> Int32?) throws(Error) {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(path: url.path, reason: reason(errno: errno)) }
        defer { close(descriptor) }
        if let code = writeContents(descriptor) { throw .unwritable(path: url.path, reason: reason(errno: code)) }
        guard fsync(descriptor) == 0 else { throw .unwritable(path: url.path, reason: reason(errno: errno)) }
    }

    /// Writes every byte, past short writes and interruptions; the error number if it cannot.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
