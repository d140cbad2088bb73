import DeskKit
import Foundation

// MARK: - Opening a large file while it is read

extension DocumentFile {
    /// Files from this size on show their first part at once while the rest is read and checked
    /// on another thread (reading and checking a gigabyte takes most of a second).
    nonisolated(unsafe) static var progressiveThreshold = 32 << 20
    /// How much of such a file is read first, cut after its last whole line: many screens.
    nonisolated(unsafe) static var firstPartSize = 1 << 20
    /// For tests of a slow or failing disk: called on the reading thread before the rest is read,
    /// it may wait (the read takes that long) or return an error number the read then fails with
    /// (EIO), which takes the same path as a real failure.
    nonisolated(unsafe) static var restReadProbe: (@Sendable () -> Int32?)?

    /// The start of a large UTF-8 file, and the read of the rest under way; nil when the file is
    /// small, starts with a byte-order mark, or does not start as UTF-8 lines (then it is read
    /// whole, as ``readUTF8(_:availableMemory:)`` does). `whenRead` is called on the reading
    /// thread once the rest is read (or failed).
    static func readFirstPart(_ url: URL, availableMemory: Int? = availableMemory(),
                              whenRead: @escaping @Sendable () -> Void) throws(Error) -> (bytes: [UInt8], rest: RemainingRead)? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: url.path, reason: reason(errno: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) >= progressiveThreshold else {
            close(descriptor)
            return nil
        }
        do throws(Error) {
            try checkSize(Int(status.st_size), of: url, availableMemory: availableMemory)
        } catch {
            close(descriptor)
            throw error
        }
        var first = [UInt8](unsafeUninitializedCapacity: firstPartSize) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { break }
                count += read
            }
        }
        // Cut after the last line break, so the part read is whole characters and the rest
        // starts a line; then it must be UTF-8, with no mark and no NUL (else: read it whole).
        guard first.count == firstPartSize, MarkedEncoding(markOf: first) == nil, !first.prefix(64 << 10).contains(0),
              let lastBreak = first.lastIndex(of: UInt8(ascii: "\n")),
              first.withUnsafeBufferPointer({ UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[...lastBreak])) }) else {
            close(descriptor)
            return nil
        }
        let tail = Array(first[(lastBreak + 1)...])
        first.removeSubrange((lastBreak + 1)...)
        let rest = RemainingRead(url: url, descriptor: descriptor, start: first, tail: tail, size: Int(status.st_size),
                                 availableMemory: availableMemory, whenRead: whenRead)
        return (first, rest)
    }

    /// The rest of a large file being read on another thread, after the first part shown.
    final class RemainingRead: @unchecked Sendable {
        typealias Outcome = Result<(bytes: [UInt8], notice: String?), DocumentFile.Error>

        /// How many bytes the text view was given first: the whole read starts with them.
        let firstCount: Int
        private let condition = NSCondition()
        private var outcome: Outcome?

        fileprivate init(url: URL, descriptor: Int32, start: [UInt8], tail: [UInt8], size: Int, availableMemory: Int?,
                         whenRead: @escaping @Sendable () -> Void) {
            firstCount = start.count
            // Why the read failed is said in the language of the one who opened the file.
            let language = LocalizationLanguage.current
            Thread.detachNewThread { [self] in
                let outcome = LocalizationLanguage.$pinned.withValue(language) { Outcome { () throws(DocumentFile.Error) in
                    defer { close(descriptor) }
                    if let failure = DocumentFile.restReadProbe?() {
                        throw .unreadable(path: url.path, reason: DocumentFile.reason(errno: failure))
                    }
                    var bytes = try DocumentFile.readToEnd(descriptor, after: start + tail, size: size, of: url, availableMemory: availableMemory)
                    let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[start.count...])) }
                    if valid { return (bytes, nil) }
                    // The rest is in no Unicode encoding: it is read as Latin-1, as a whole file
                    // would be; the start shown stays as it was read.
                    let (converted, notice) = try DocumentFile.convertLatin1(Array(bytes[start.count...]), of: url)
                    bytes.removeSubrange(start.count...)
                    bytes.append(contentsOf: converted)
                    return (bytes, notice)
                } }
                condition.lock()
                self.outcome = outcome
                condition.broadcast()
                condition.unlock()
                whenRead()
            }
        }

        /// Whether the read has ended (read whole, or failed).
        var isFinished: Bool {
            condition.lock()
            defer { condition.unlock() }
            return outcome != nil
        }

        /// Waits for the read to end, and takes what it read.
        func wait() -> Outcome {
            condition.lock()
            while outcome == nil { condition.wait() }
            let result = outcome!
            outcome = .failure(.unreadable(path: "", reason: String(localized: "the rest was already taken", bundle: .module)))
            condition.unlock()
            return result
        }
    }
}

extension DocumentFile.Error {
    /// Why, in a few words, without the path: for messages that name the file their own way.
    var reason: String {
        switch self {
        case let .unreadable(_, reason), let .tooLarge(_, reason), let .unwritable(_, reason): reason
        case .binary: String(localized: "it is not text", bundle: .module)
        }
    }
}
