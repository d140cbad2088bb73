import Foundation

// MARK: - .stringsdict and .xcstrings

extension LocalizedStringTable {
    /// A `.stringsdict` file's plural entries; nil when it is not a property list of them.
    package static func parseStringsDictionary(_ data: Data) -> [String: LocalizedEntry]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in plist {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [String: String]] = [:]
            for (name, spec) in rule {
                guard let spec = spec as? [String: Any], spec["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                variables[name] = spec.compactMapValues { $0 as? String }.filter { PluralCategory(rawValue: $0.key) != nil }
            }
            entries[key] = .plural(format: format, variables: variables)
        }
        return entries
    }

    /// The entries of a String Catalog (`.xcstrings`, JSON) in `language`: each key's string
    /// unit, or its plural variations.
    package static func parseStringCatalog(_ data: Data, language: String) -> [String: LocalizedEntry] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return [:] }
        let wanted = language.lowercased()
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations.first(where: { $0.key.lowercased() == wanted })?.value as? [String: Any] else { continue }
            if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                entries[key] = .text(text)
            } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                let forms = plural.compactMapValues { (($0 as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
                entries[key] = .variations(forms)
            }
        }
        return entries
    }
}
