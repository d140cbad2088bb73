import DeskKit
import Foundation

/// Reads and writes the text files users open in Blueprints.
///
/// Text is kept as UTF-8. A UTF-16 or UTF-32 file (told by its byte-order mark) is converted, and a
/// file in no Unicode encoding is read as Latin-1 (every byte is a character there, so nothing is
/// dropped); either way the user is told it will be saved as UTF-8. A file with NUL
/// bytes is taken for binary and refused, and so is a file too large for the text view or for the
/// memory free, before any of it is read. Saving writes a new file and renames it over the old
/// one, so a crash or a full disk never leaves half a file.
public enum DocumentFile {
    /// A file read, with a note for the user when its text had to be converted.
    public struct Contents: Sendable {
        public var text: String
        public var notice: String?
    }

    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case binary(path: String)
        case tooLarge(path: String, reason: String)
        case unwritable(path: String, reason: String)

        /// What the user is told, in the language in use (the reason was put in words when the
        /// error was made).
        public var description: String {
            switch self {
            case let .unreadable(path, reason):
                String(localized: "Cannot open '\(path)': \(reason).", bundle: .module)
            case let .binary(path):
                String(localized: "'\(path)' is not a text file. Blueprints opens plain text files.", bundle: .module)
            case let .tooLarge(path, reason):
                String(localized: "Cannot open '\(path)': \(reason). Nothing was changed.", bundle: .module)
            case let .unwritable(path, reason):
                String(localized: "Cannot save '\(path)': \(reason). Your changes are still open; save them elsewhere.", bundle: .module)
            }
        }
    }

    /// The most text a document holds: the GTK text view counts characters in 32 bits, and a
    /// character takes at least one byte.
    public static let largestText = Int(Int32.max)

    /// The memory an open document takes for each byte of its file: the text view's copy with its
    /// line records (about 3.5 bytes a byte) and the engines' copy, as measured with 100 MB files.
    static let memoryPerByte = 5

    public static func read(_ url: URL) throws(Error) -> Contents {
        let (bytes, notice) = try readUTF8(url)
        return Contents(text: String(decoding: bytes, as: UTF8.self), notice: notice)
    }

    /// Reads a file as UTF-8 bytes for a text view: one buffer the size of the file (and the room
    /// the text view's first edit needs), read straight from the file and checked in place, with
    /// no String in between. A large file opens without three copies of itself being made (and
    /// paged in) on the way, and the first key typed into it copies nothing.
    /// `availableMemory` is what the system can still give (nil when unknown): a file that would
    /// need more is refused rather than opened until the system ends the app, losing every
    /// other unsaved document with it.
    /// A file read ahead at launch (``preload(_:)``) is taken as read, if it has not changed since.
    public static func readUTF8(_ url: URL, availableMemory: Int? = availableMemory()) throws(Error) -> (bytes: [UInt8], notice: String?) {
        if let preloaded = DocumentPreloads.shared.take(url) { return try preloaded.get() }
        return try readUTF8Now(url, availableMemory: availableMemory)
    }

    static func readUTF8Now(_ url: URL, availableMemory: Int?) throws(Error) -> (bytes: [UInt8], notice: String?) {
        let bytes = try readBytes(url, availableMemory: availableMemory)
        if let encoding = MarkedEncoding(markOf: bytes) {
            let (converted, notice) = try convert(bytes, from: encoding, of: url)
            // Text has no NUL characters: a binary file that happens to start like a mark.
            if converted.prefix(64 << 10).contains(0) { throw .binary(path: url.path) }
            return (converted, notice)
        }
        if bytes.prefix(64 << 10).contains(0) { throw .binary(path: url.path) }
        if bytes.withUnsafeBufferPointer({ UTF8Validation.isValid($0) }) { return (bytes, nil) }
        let (converted, notice) = try convertLatin1(bytes, of: url)
        return (converted, notice)
    }

    /// Checks the file's size against the largest text and the memory free, before reading it.
    static func checkSize(_ size: Int, of url: URL, availableMemory: Int?) throws(Error) {
        if size > largestText {
            throw .tooLarge(path: url.path, reason: String(localized: "it is \(describe(bytes: size)), and a document holds at most \(describe(bytes: largestText))", bundle: .module))
        }
        let needed = size.multipliedReportingOverflow(by: memoryPerByte).partialValue
        if let availableMemory, needed > availableMemory {
            throw .tooLarge(path: url.path, reason: String(localized: "it is \(describe(bytes: size)) and needs about \(describe(bytes: needed)) of memory to edit, but only \(describe(bytes: availableMemory)) is free; close other programs and try again", bundle: .module))
        }
    }

    /// The memory the system can still give without ending programs: free and reclaimable memory
    /// and free swap, from /proc/meminfo (nil where that cannot be read).
    public static func availableMemory() -> Int? {
        guard let info = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        var kibibytes: [String: Int] = [:]
        for line in info.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == ":" || $0 == " " })
            if fields.count >= 2, let value = Int(fields[1]) { kibibytes[String(fields[0])] = value }
        }
        guard let available = kibibytes["MemAvailable"] else { return nil }
        return (available + (kibibytes["SwapFree"] ?? 0)) * 1024
    }

    /// A size as people read it: "3.2 GB", "640 MB", "12 KB" (powers of 1024, as file managers
    /// on Linux show them), in the language in use ("3,2 GB", "640 Mo").
    static func describe(bytes: Int) -> String {
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < 4 {
            value /= 1024
            unit += 1
        }
        let number = MessageText.number(value, fractionDigits: value < 10 ? 1 : 0)
        return switch unit {
        case 0: String(localized: "\(bytes) bytes", bundle: .module)
        case 1: String(localized: "\(number) KB", bundle: .module)
        case 2: String(localized: "\(number) MB", bundle: .module)
        case 3: String(localized: "\(number) GB", bundle: .module)
        default: String(localized: "\(number) TB", bundle: .module)
        }
    }

    private static func readBytes(_ url: URL, availableMemory: Int?) throws(Error) -> [UInt8] {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: url.path, reason: reason(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: url.path, reason: reason(errno: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .unreadable(path: url.path, reason: String(localized: "it is a folder", bundle: .module)) }
        try checkSize(Int(status.st_size), of: url, availableMemory: availableMemory)
        return try readToEnd(descriptor, after: [], size: Int(status.st_size), of: url, availableMemory: availableMemory)
    }

    /// Reads the rest of an open file (its size `size` when opened) into one array with room for
    /// the text view's gap, after the `start` read from it already.
    static func readToEnd(_ descriptor: Int32, after start: [UInt8], size: Int, of url: URL, availableMemory: Int?) throws(Error) -> [UInt8] {
        var bytes = start
        var capacity = InMemoryTextStorage.preferredCapacity(forUTF8Count: max(size, start.count))
        var failure: Int32 = 0
        // Read until the end, growing if the file grew since fstat (or reports no size).
        while failure == 0 {
            let filled = bytes.count
            var grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if filled > 0 { bytes.withUnsafeBufferPointer { buffer.baseAddress!.update(from: $0.baseAddress!, count: filled) } }
                count = filled
                while count < capacity {
                    let read = Glibc.read(descriptor, buffer.baseAddress! + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if read == 0 { break }
                    count += read
                }
            }
            swap(&bytes, &grown)
            if failure != 0 { throw .unreadable(path: url.path, reason: reason(errno: failure)) }
            if bytes.count < capacity { return bytes }
            // The file grew while being read (or reported no size): check again before growing.
            try checkSize(capacity * 2, of: url, availableMemory: availableMemory)
            capacity *= 2
        }
        return bytes
    }

    /// Why a system call failed, in words that go after a colon: the usual reasons a file
    /// cannot be read or saved in the language in use, others as the C library says them.
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: String(localized: "no such file", bundle: .module)
        case EACCES, EPERM: String(localized: "permission denied", bundle: .module)
        case ENOSPC: String(localized: "no space left on device", bundle: .module)
        case EDQUOT: String(localized: "disk quota exceeded", bundle: .module)
        case EROFS: String(localized: "read-only file system", bundle: .module)
        case EIO: String(localized: "input/output error", bundle: .module)
        case EISDIR: String(localized: "it is a folder", bundle: .module)
        case ENOTDIR: String(localized: "part of its path is not a folder", bundle: .module)
        case ENAMETOOLONG: String(localized: "file name too long", bundle: .module)
        case ELOOP: String(localized: "too many levels of symbolic links", bundle: .module)
        case EFBIG: String(localized: "file too large", bundle: .module)
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// When the file was last changed, or nil when it is gone. Symbolic links are followed: the
    /// file that matters is the one they lead to.
    public static func modificationDate(of url: URL) -> Date? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }
}
