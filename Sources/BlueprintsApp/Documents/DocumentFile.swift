import Foundation

/// Reads and writes the text files users open in Blueprints.
///
/// Text is kept as UTF-8. A file that is not UTF-8 is read as Latin-1 (every byte is a character
/// there, so nothing is dropped) and the user is told it will be saved as UTF-8; a file with NUL
/// bytes is taken for binary and refused. Saving writes a new file and renames it over the old
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
        case unwritable(path: String, reason: String)

        public var description: String {
            switch self {
            case let .unreadable(path, reason): "Cannot open '\(path)': \(reason)."
            case let .binary(path): "'\(path)' is not a text file. Blueprints opens plain text files."
            case let .unwritable(path, reason): "Cannot save '\(path)': \(reason). Your changes are still open; save them elsewhere."
            }
        }
    }

    public static func read(_ url: URL) throws(Error) -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
        if data.prefix(64 << 10).contains(0) { throw .binary(path: url.path) }
        if let text = String(validating: data, as: UTF8.self) {
            return Contents(text: text, notice: nil)
        }
        let text = String(data: data, encoding: .isoLatin1) ?? String(decoding: data, as: UTF8.self)
        return Contents(text: text, notice: "'\(url.lastPathComponent)' is not UTF-8; it was read as Latin-1 and will be saved as UTF-8.")
    }

    /// Writes `text` to `url` atomically (a temporary file renamed over the old one).
    public static func write(_ text: String, to url: URL) throws(Error) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: url.path, reason: Self.reason(error))
        }
    }

    /// When the file was last changed, or nil when it is gone.
    public static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    private static func reason(_ error: Swift.Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError || nsError.code == NSFileNoSuchFileError {
            return "no such file"
        }
        return nsError.localizedDescription
    }
}
