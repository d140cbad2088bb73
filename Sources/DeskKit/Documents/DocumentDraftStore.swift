import Foundation

/// Keeps drafts of documents' unsaved contents in one folder of the app's state, one file per
/// document named by a hash of its path: `<folder>/<hash>.draft`.
///
/// A draft starts with a line naming its format and a line with the document's path, so a draft
/// is never loaded into another document and a damaged one is recognised. Drafts are written
/// atomically (temporary file, flush, rename), so a crash leaves the previous draft or the new one.
struct DocumentDraftStore: Sendable {
    /// What a draft's first line says.
    static let formatLine = "DeskKit draft 1"

    /// The folder the drafts are in.
    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    /// The drafts folder inside an app's state folder.
    static func directory(inStateDirectory state: URL) -> URL {
        state.appendingPathComponent("drafts", isDirectory: true)
    }

    /// Where the draft of the document at `fileURL` is kept.
    func draftURL(for fileURL: URL) -> URL {
        directory.appendingPathComponent("\(Self.hash(of: fileURL.standardizedFileURL.path)).draft")
    }

    /// What reading a document's draft found.
    enum Found: Sendable {
        /// No draft is kept for the document.
        case none
        /// The draft's contents and when it was written.
        case draft(Data, written: Date)
        /// A draft is there but cannot be used, for the reason given.
        case unusable(reason: String)
    }

    /// Reads the draft of the document at `fileURL`.
    func read(for fileURL: URL) -> Found {
        let url = draftURL(for: fileURL)
        guard FileManager.default.fileExists(atPath: url.path) else { return .none }
        let data: Data
        let written: Date
        do {
            data = try Data(contentsOf: url)
            written = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date ?? .distantPast
        } catch {
            return .unusable(reason: "it cannot be read (\(error.localizedDescription))")
        }
        let newline = UInt8(ascii: "\n")
        guard let formatEnd = data.firstIndex(of: newline),
              String(decoding: data[data.startIndex..<formatEnd], as: UTF8.self) == Self.formatLine else {
            return .unusable(reason: "it does not start with '\(Self.formatLine)'")
        }
        guard let pathEnd = data[(formatEnd + 1)...].firstIndex(of: newline) else {
            return .unusable(reason: "it is cut short before the document's path ends")
        }
        let path = String(decoding: data[(formatEnd + 1)..<pathEnd], as: UTF8.self)
        guard path == fileURL.standardizedFileURL.path else {
            return .unusable(reason: "it belongs to '\(path)'")
        }
        return .draft(Data(data[(pathEnd + 1)...]), written: written)
    }

    /// Replaces the draft of the document at `fileURL` with `contents`, atomically.
    func write(_ contents: Data, for fileURL: URL) throws(AtomicFileWriter.Failure) {
        var data = Data("\(Self.formatLine)\n\(fileURL.standardizedFileURL.path)\n".utf8)
        data.append(contents)
        try AtomicFileWriter.write(data, to: draftURL(for: fileURL))
    }

    /// Removes the draft of the document at `fileURL`, if there is one.
    func remove(for fileURL: URL) {
        _ = unlink(draftURL(for: fileURL).path)
    }

    /// Moves an unusable draft aside (`<hash>.unusable-<time>.draft`), so nothing in it is lost
    /// and the next draft does not replace it; returns its new place, or nil when it could not move.
    func setAside(for fileURL: URL) -> URL? {
        let source = draftURL(for: fileURL)
        let stem = "\(Self.hash(of: fileURL.standardizedFileURL.path)).unusable-\(Int(Date().timeIntervalSince1970))"
        // A hard link fails rather than replace a draft set aside earlier under the same name.
        for attempt in 1...1000 {
            let target = directory.appendingPathComponent(stem + (attempt == 1 ? "" : "-\(attempt)") + ".draft")
            if link(source.path, target.path) == 0 {
                _ = unlink(source.path)
                return target
            }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }

    /// A stable 64-bit FNV-1a hash of `path`, as 16 hexadecimal digits (Swift's own hash changes
    /// from run to run).
    static func hash(of path: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
