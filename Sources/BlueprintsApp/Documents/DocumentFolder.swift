import DeskKit
import Foundation

/// Where Blueprints keeps its documents as files, one `<title>.txt` each, so the title menu can
/// describe, share and drag them and renaming the title renames the file.
///
/// The folder is `$XDG_DATA_HOME/blueprints/documents` (or `~/.local/share/…`); tests point
/// ``directory`` at a folder of their own.
@MainActor
public enum DocumentFolder {
    /// Where the files are kept; nil uses the XDG data directory.
    public static var directory: URL?

    public static let fileExtension = "txt"

    /// The folder in use.
    public static var url: URL {
        directory ?? XDGBaseDirectory.data.folder(forApplicationNamed: "Blueprints")
            .appendingPathComponent("documents", isDirectory: true)
    }

    /// The file of the document titled `title`.
    public static func fileURL(forTitle title: String) -> URL {
        url.appendingPathComponent(title + "." + fileExtension)
    }

    /// The title of the document kept in `fileURL`: its name without the extension.
    public static func title(of fileURL: URL) -> String {
        fileURL.pathExtension == fileExtension ? fileURL.deletingPathExtension().lastPathComponent : fileURL.lastPathComponent
    }

    /// Writes `document`'s text to its file when the file is missing or differs; returns the
    /// file, or nil (with the reason on standard error) when it cannot be written.
    @discardableResult
    public static func save(_ document: BlueprintDocument) -> URL? {
        let file = fileURL(forTitle: document.title)
        let data = Data(document.text.utf8)
        if let existing = try? Data(contentsOf: file), existing == data { return file }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file
        } catch {
            FileHandle.standardError.write(Data("Blueprints: cannot save '\(file.path)': \(error.localizedDescription)\n".utf8))
            return nil
        }
    }
}
