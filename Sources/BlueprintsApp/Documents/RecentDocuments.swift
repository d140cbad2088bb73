import DeskKit
import Foundation

/// The files opened or saved most recently, newest first, kept beside the documents folder so
/// File ▸ Open Recent lists them after a relaunch.
@MainActor
public enum RecentDocuments {
    public static let limit = 10

    /// Where the list is kept: `recent-documents.json` next to ``DocumentFolder``'s folder.
    static var fileURL: URL {
        DocumentFolder.url.deletingLastPathComponent().appendingPathComponent("recent-documents.json")
    }

    /// The files, newest first; those no longer on disk are left out.
    public static var urls: [URL] {
        guard let data = try? Data(contentsOf: fileURL), let paths = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return paths.map { URL(fileURLWithPath: $0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Puts `url` first.
    public static func note(_ url: URL) {
        let file = url.standardizedFileURL
        save([file] + urls.filter { $0.standardizedFileURL != file })
    }

    public static func clear() { save([]) }

    private static func save(_ urls: [URL]) {
        guard let data = try? JSONEncoder().encode(urls.prefix(limit).map(\.path)) else { return }
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: fileURL, options: .atomic)
        UIMenuSystem.main.setNeedsRebuild()  // File ▸ Open Recent lists them anew
    }
}
