import DeskKit
import Foundation

/// The pieces messages are put together from, written as the language they are shown in
/// writes them: lists ("A, B und C", "A、B、C"), sentences one after another, and numbers.
enum MessageText {
    /// The locale of the language in use (English when none is chosen).
    static var locale: Locale { Locale(identifier: LocalizationLanguage.current ?? "en_US") }

    /// `items` as a list the language's way (Unicode CLDR's "and" list).
    static func list(_ items: [String]) -> String {
        items.formatted(.list(type: .and).locale(locale))
    }

    /// A document's name in the language's quotation marks ("„Plan“", "« Plan »", "「Plan」").
    static func quoted(_ name: String) -> String {
        String(localized: "'\(name)'", bundle: .module, comment: "A document's name quoted on its own, in the language's quotation marks (a list of names in a question).")
    }

    /// Sentences one after another: Chinese and Japanese full stops take no space after them.
    static func sentences(_ parts: String...) -> String {
        sentences(parts)
    }

    /// Sentences one after another: Chinese and Japanese full stops take no space after them.
    static func sentences(_ parts: [String]) -> String {
        let language = LocalizationLanguage.current ?? "en"
        return parts.joined(separator: language.hasPrefix("ja") || language.hasPrefix("zh") ? "" : " ")
    }

    /// `value` with exactly `fractionDigits` decimals, in the language's decimal sign ("3,2").
    static func number(_ value: Double, fractionDigits: Int) -> String {
        // Rounded as printf rounds the binary value, then written the locale's way.
        let rounded = Double(String(format: "%.\(fractionDigits)f", value)) ?? value
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        (formatter.minimumFractionDigits, formatter.maximumFractionDigits) = (fractionDigits, fractionDigits)
        return formatter.string(from: NSNumber(value: rounded)) ?? String(format: "%.\(fractionDigits)f", rounded)
    }
}
