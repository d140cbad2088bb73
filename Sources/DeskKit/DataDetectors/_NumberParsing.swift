import Foundation

/// Reads numbers as people write them in different locales: `1,234.5`, `1.234,5`, `12,5`,
/// `1 234,5`, `1'234.50`.
enum _NumberParsing {
    /// The pattern of such a number, for embedding in detector patterns.
    static let pattern = #"[-−]?(?:\d{1,3}(?:[,.'\u00A0\u202F ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"#

    /// Whether `locale` writes a decimal comma ("12,5").
    static func usesDecimalComma(_ locale: Locale) -> Bool { locale.decimalSeparator == "," }

    /// The value of a number matched by ``pattern``; nil when it is not a number.
    ///
    /// A lone separator followed by three digits groups thousands when it is not the locale's
    /// decimal separator: "8.450" is 8450 for a German writer and 8.45 for an American one.
    static func parse(_ written: String, decimalComma: Bool = false) -> Double? {
        var text = written.replacingOccurrences(of: "−", with: "-")
        for separator in ["'", " ", "\u{00A0}", "\u{202F}"] { text = text.replacingOccurrences(of: separator, with: "") }
        let commas = text.filter { $0 == "," }.count
        let dots = text.filter { $0 == "." }.count
        if commas > 0 && dots > 0 {
            // The separator written last is the decimal one.
            let lastComma = text.lastIndex(of: ",")!
            let lastDot = text.lastIndex(of: ".")!
            if lastComma > lastDot {
                text = text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
            } else {
                text = text.replacingOccurrences(of: ",", with: "")
            }
        } else if commas > 1 {
            text = text.replacingOccurrences(of: ",", with: "")
        } else if dots > 1 {
            text = text.replacingOccurrences(of: ".", with: "")
        } else if commas == 1 {
            // "1,234" groups thousands (but not where the comma is the decimal one); "12,5" and "1,25" use a decimal comma.
            let after = text.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            text = after.count == 3 && !decimalComma ? text.replacingOccurrences(of: ",", with: "") : text.replacingOccurrences(of: ",", with: ".")
        } else if dots == 1, decimalComma {
            let after = text.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
            if after.count == 3 { text = text.replacingOccurrences(of: ".", with: "") }
        }
        return Double(text)
    }
}
