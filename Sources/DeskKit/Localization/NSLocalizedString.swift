import Foundation

/// `key`'s text in `bundle`'s `tableName` table (default `Localizable`), in the language DeskKit
/// chose at launch, as on iPadOS; `value`, or the key itself, where no table has it.
///
/// Foundation's function of the same name answers English on Linux whatever `LANG` says. This one
/// shadows it in files that import DeskKit (and not Foundation besides: DeskKit re-exports it), so
/// ported calls such as `NSLocalizedString("NEW", comment: "…")` need no change; the main bundle
/// of a ported app is the folder its Xcode resources were copied to. It looks in the chosen language,
/// then in `en.lproj` (the development language, where key-style strings such as "NEW" get their
/// English), then in `Base.lproj`, and returns the table's text unformatted, ready for
/// `String(format:)`. A plural entry of a `.stringsdict` or String Catalog comes back as its key,
/// which `String.localizedStringWithFormat` then fills with the plural form its number asks for.
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main,
                              value: String = "", comment: String) -> String {
    let table = LocalizedStringTable(bundle: bundle, table: tableName)
    var languages = [String]()
    if let chosen = LocalizationLanguage.current { languages.append(chosen) }
    // Then the development language, and Base.lproj, which bundles also consult (Xcode's base
    // internationalization puts an app's only strings there).
    languages += ["en", "Base"]
    for language in languages {
        switch table.entries(language: language)[key] {
        case .text(let text)?:
            return text
        case let plural?:
            PluralFormats.remember(plural, language: language, as: key)
            return key
        case nil:
            continue
        }
    }
    return value.isEmpty ? key : value
}
