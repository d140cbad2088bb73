import Foundation
import Synchronization

/// One strings table of a bundle (`Localizable` by default) in the chosen language.
///
/// Reads `<lang>.lproj/<table>.strings` as Foundation's bundles lay them out; the translations
/// of a language are read once and kept until the language changes.
package struct LocalizedStringTable: Sendable {
    /// The bundle folder holding the `.lproj` folders, or nil when it was not found.
    package let bundleURL: URL?
    /// The table's name, without extension.
    package let name: String

    package init(bundleURL: URL?, name: String = "Localizable") {
        self.bundleURL = bundleURL
        self.name = name
    }

    /// The translation of `key` in the chosen language, or nil (English, or no translation).
    package func string(forKey key: String) -> String? {
        guard let language = LocalizationLanguage.current, case .text(let text)? = entries(language: language)[key] else { return nil }
        return text
    }

    /// Every key and its entry in `language`, read from the bundle once: the `.lproj` folder's
    /// `.strings` and `.stringsdict`, then the bundle's `.xcstrings` catalog for keys they lack.
    package func entries(language: String) -> [String: LocalizedEntry] {
        guard let bundleURL else { return [:] }
        let cacheKey = "\(bundleURL.path)|\(name)|\(language.lowercased())"
        if let cached = Self.cache.withLock({ $0[cacheKey] }) { return cached }
        var table: [String: LocalizedEntry] = [:]
        if let folder = lprojURL(language: language) {
            let strings = (try? Data(contentsOf: folder.appendingPathComponent("\(name).strings"))).flatMap(Self.parseStrings) ?? [:]
            table = strings.mapValues(LocalizedEntry.text)
            let plurals = (try? Data(contentsOf: folder.appendingPathComponent("\(name).stringsdict"))).flatMap(Self.parseStringsDictionary) ?? [:]
            table.merge(plurals) { _, plural in plural }
        }
        if let catalog = try? Data(contentsOf: bundleURL.appendingPathComponent("\(name).xcstrings")) {
            table.merge(Self.parseStringCatalog(catalog, language: language)) { lproj, _ in lproj }
        }
        Self.cache.withLock { $0[cacheKey] = table }
        return table
    }

    /// The languages the bundle has `.lproj` folders for, in lowercase (SwiftPM writes "pt-br").
    package var languages: [String] {
        guard let bundleURL, let names = try? FileManager.default.contentsOfDirectory(atPath: bundleURL.path) else { return [] }
        return names.filter { $0.hasSuffix(".lproj") }.map { $0.dropLast(6).lowercased() }.sorted()
    }

    /// The `.lproj` folder of `language`, matched without regard to case as SwiftPM lowercases
    /// the names it copies ("pt-BR" is in "pt-br.lproj").
    func lprojURL(language: String) -> URL? {
        guard let bundleURL, let names = try? FileManager.default.contentsOfDirectory(atPath: bundleURL.path) else { return nil }
        let wanted = language.lowercased() + ".lproj"
        return names.first { $0.lowercased() == wanted }.map { bundleURL.appendingPathComponent($0) }
    }

    /// A `.strings` file's pairs; nil when it is not one.
    package static func parseStrings(_ data: Data) -> [String: String]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else { return nil }
        return plist as? [String: String]
    }

    private static let cache = Mutex<[String: [String: LocalizedEntry]]>([:])
}

extension LocalizedStringTable {
    /// DeskKit's own words.
    package static let deskKit = LocalizedStringTable(bundleURL: resourceBundle(named: "DeskKit_DeskKit"))

    /// The languages DeskKit is translated into.
    package static let deskKitLanguages: Set<String> = Set(deskKit.languages)

    /// The folder SwiftPM puts a target's resources in (`<Package>_<Target>.resources`): next to
    /// the executable, whether run from the build folder or installed beside it.
    package static func resourceBundle(named name: String) -> URL? {
        var folders = [Bundle.main.bundleURL]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        if let argument = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in folders {
            for candidate in [folder.appendingPathComponent("\(name).resources"), folder.appendingPathComponent("\(name).bundle")] {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
                    return candidate
                }
            }
        }
        return nil
    }
}
