import Foundation
import Synchronization

/// The language DeskKit's own words and an app's localized strings are shown in.
///
/// Linux Foundation does not read the user's locale for bundles (it reports English whatever
/// `LANG` says), so the language is chosen here the way gettext and GTK choose theirs: the
/// `LANGUAGE` list first, then `LC_ALL`, `LC_MESSAGES` and `LANG`. Until an app starts (or a test
/// pins one) the language is English, so headless runs read the same on every machine.
package enum LocalizationLanguage {
    private static let chosen = Mutex<String?>(nil)

    /// A language pinned for the code run inside `$pinned.withValue(_:operation:)` only, so a
    /// test can read German menus while the tests beside it read English ones.
    @TaskLocal package static var pinned: String?

    /// The language in use (a `.lproj` name such as "de" or "pt-BR"), or nil for English.
    package static var current: String? { pinned ?? chosen.withLock { $0 } }

    /// Sets the language for the whole process (nil is English); apps call
    /// ``chooseFromEnvironment(_:)`` instead.
    package static func pin(_ language: String?) {
        chosen.withLock { $0 = language }
    }

    /// Chooses the language from the process environment as gettext does; called when an app starts.
    @discardableResult
    package static func chooseFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let language = language(environment: environment)
        pin(language)
        return language
    }

    /// The first of the user's languages DeskKit is translated into, or nil for English (also
    /// when English comes first).
    package static func language(environment: [String: String]) -> String? {
        let first = preferredLanguages(environment: environment).first {
            $0 == "en" || LocalizedStringTable.deskKitLanguages.contains($0.lowercased())
        }
        return first == "en" ? nil : first
    }

    /// The user's languages in order, as `.lproj` names ("pt_BR.UTF-8" → "pt-BR", then "pt").
    ///
    /// gettext ignores `LANGUAGE` when the locale is "C" or "POSIX"; so does this.
    package static func preferredLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let locale, isPOSIX(locale) { return ["en"] }
        var names: [String] = []
        if locale != nil, let list = environment["LANGUAGE"], !list.isEmpty {
            names = list.split(separator: ":").map(String.init)
        }
        if let locale { names.append(locale) }
        var languages: [String] = []
        for name in names where !isPOSIX(name) {
            for candidate in lprojNames(forLocale: name) where !languages.contains(candidate) {
                languages.append(candidate)
            }
        }
        return languages
    }

    /// The `.lproj` names a POSIX locale name matches, most specific first.
    package static func lprojNames(forLocale name: String) -> [String] {
        var base = Substring(name)
        if let cut = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = base[..<cut] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first.map({ $0.lowercased() }), !language.isEmpty else { return [] }
        guard parts.count > 1 else { return [language] }
        let region = parts[1]
        if language == "zh" {
            let traditional = ["TW", "HK", "MO", "Hant"].contains(String(region))
            return [traditional ? "zh-Hant" : "zh-Hans", "zh"]
        }
        return ["\(language)-\(region.uppercased())", language]
    }

    private static func isPOSIX(_ name: String) -> Bool {
        name == "C" || name == "POSIX" || name.hasPrefix("C.")
    }

    /// Whether the language in use is written right to left.
    package static var isRightToLeft: Bool { isRightToLeft(current) }

    /// Whether `language` is written right to left (Arabic, Hebrew, Persian, Urdu…).
    package static func isRightToLeft(_ language: String?) -> Bool {
        guard let code = language?.split(separator: "-").first else { return false }
        return ["ar", "he", "fa", "ur", "yi", "ps", "ckb"].contains(code.lowercased())
    }
}
