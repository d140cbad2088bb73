import Foundation

/// Keeps each bar's customization in its own file, named after its customization identifier,
/// under `$XDG_CONFIG_HOME/<app>/navigation-bars` (or `~/.config/…`), written atomically.
@preconcurrency @MainActor
public enum NavigationBarCustomizationStore {
    /// The file format written now; files of other versions are not read.
    nonisolated static let formatVersion = 1

    /// Where customizations are kept; nil uses the XDG config directory of the running app.
    public static var directory: URL?

    /// The folder used when ``directory`` is nil.
    public static func defaultDirectory(applicationName: String) -> URL {
        XDGBaseDirectory.config.url.appendingPathComponent(safeName(applicationName).lowercased(), isDirectory: true)
            .appendingPathComponent("navigation-bars", isDirectory: true)
    }

    /// The file of the bar named `identifier`.
    public static func fileURL(for identifier: String) -> URL {
        let folder = directory ?? defaultDirectory(applicationName: UIApplication.shared.applicationName)
        return folder.appendingPathComponent(safeName(identifier) + ".json")
    }

    private struct File: Codable {
        var version: Int
        var identifier: String
        var shownGroups: [String]
        var knownGroups: [String]
    }

    private struct VersionOnly: Codable {
        var version: Int
    }

    /// The saved arrangement, or nil when none was saved.
    static func load(_ identifier: String) throws(NavigationBarCustomizationError) -> NavigationBarCustomization? {
        let url = fileURL(for: identifier)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > maximumFileSize {
            throw .damaged(path: url.path, reason: "it has \(size) bytes, more than the \(maximumFileSize) a customization can need")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .damaged(path: url.path, reason: "it cannot be read: \(error.localizedDescription)")
        }
        return try decode(data, identifier: identifier, path: url.path)
    }

    /// Files larger than this are refused unread: no bar has that many groups.
    nonisolated static let maximumFileSize = 1 << 20

    /// Reads the bytes of a customization file saved for the bar `identifier`, found at `path`.
    nonisolated static func decode(_ data: Data, identifier: String, path: String) throws(NavigationBarCustomizationError) -> NavigationBarCustomization {
        guard data.count <= maximumFileSize else {
            throw .damaged(path: path, reason: "it has \(data.count) bytes, more than the \(maximumFileSize) a customization can need")
        }
        let decoder = JSONDecoder()
        guard let version = try? decoder.decode(VersionOnly.self, from: data).version else {
            throw .damaged(path: path, reason: "it is not a customization file")
        }
        guard version == formatVersion else { throw .unsupportedVersion(path: path, version: version) }
        guard let file = try? decoder.decode(File.self, from: data) else {
            throw .damaged(path: path, reason: "fields are missing or of the wrong kind")
        }
        guard file.identifier == identifier else { throw .foreign(path: path, identifier: file.identifier) }
        return NavigationBarCustomization(shownGroups: file.shownGroups, knownGroups: file.knownGroups)
    }

    /// Replaces the saved arrangement of `identifier` atomically.
    static func save(_ customization: NavigationBarCustomization, for identifier: String) throws(NavigationBarCustomizationError) {
        let url = fileURL(for: identifier)
        let file = File(version: formatVersion, identifier: identifier, shownGroups: customization.shownGroups, knownGroups: customization.knownGroups)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do throws(AtomicFileWriter.Failure) {
            guard let data = try? encoder.encode(file) else { return }
            try AtomicFileWriter.write(data, to: url, permissions: 0o644)
        } catch {
            throw .saveFailed(path: url.path, reason: error.reason)
        }
    }

    /// Forgets the saved arrangement of `identifier`.
    static func remove(_ identifier: String) {
        try? FileManager.default.removeItem(at: fileURL(for: identifier))
    }

    private static func safeName(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
        })
    }
}
