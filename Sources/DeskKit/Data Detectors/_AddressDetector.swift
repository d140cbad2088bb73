import Foundation

/// Finds street addresses in English (US, UK), German, Dutch, French, Spanish and Italian
/// formats, with a city and postal code when they follow.
enum _AddressDetector {
    private static let capitalized = "[\\p{Lu}][\\p{L}'’.-]*"
    /// A word of a place name; never the letters of a postcode such as "NW1".
    private static let placeWord = "[\\p{Lu}][\\p{L}'’.-]*+(?!\\d)"

    static let expressions: [NSRegularExpression] = [
        // 1600 Amphitheatre Parkway, Mountain View, CA 94043 — 221B Baker Street, London NW1 6XE
        _Patterns.compile(
            "\\b\\d{1,5}[A-Za-z]?\\s+(?:" + capitalized + "\\s+){1,4}(?:Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Way|Court|Ct\\.?|Place|Pl\\.?|Terrace|Square|Parkway|Pkwy\\.?|Highway|Hwy\\.?|Close|Crescent|Row)(?!\\w)"
            + "(?:,?\\s+(?:Apt|Suite|Unit)\\.?\\s*\\w+)?(?:,\\s*" + placeWord + "(?:\\s+" + placeWord + "){0,2})?(?:,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?|,?\\s+[A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d[A-Z]{2})?",
            caseInsensitive: false),
        // Berliner Straße 12, 10115 Berlin — Hauptstr. 5 — Keizersgracht 123, 1015 CJ Amsterdam
        _Patterns.compile(
            "(?:\\b[\\p{Lu}][\\p{Ll}]+\\s(?:Straße|Strasse|Str\\.|Weg|Platz|Allee|Gasse)|\\b[\\p{Lu}][\\p{Ll}ß-]*(?:straße|strasse|str\\.|weg|platz|allee|gasse|damm|ufer|straat|laan|gracht|kade|plein))\\s+\\d{1,4}[a-z]?\\b"
            + "(?:,\\s*(?:\\d{5}|\\d{4}\\s?[A-Z]{2})\\s+[\\p{Lu}][\\p{L}-]+(?:\\s[\\p{Lu}][\\p{L}-]+)?)?",
            caseInsensitive: false),
        // 10 rue de la Paix, 75002 Paris
        _Patterns.compile(
            "\\b\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|route)\\s+(?:(?:de|du|des|la|le|l'|d')\\s*)*" + capitalized + "(?:[\\s-]+(?:de\\s+|du\\s+|la\\s+)?" + capitalized + ")*"
            + "(?:,\\s*\\d{5}\\s+[\\p{Lu}][\\p{L}-]+(?:[\\s-][\\p{Lu}][\\p{L}-]+)*)?",
            caseInsensitive: false),
        // Calle Mayor 5, 28013 Madrid — Via Roma 12, 00184 Roma
        _Patterns.compile(
            "\\b(?:Calle|Avenida|Plaza|Paseo|Via|Viale|Piazza|Corso)\\s+(?:(?:de|del|la|di|della|dei)\\s+)*" + capitalized + "(?:\\s+" + capitalized + ")*,?\\s+\\d{1,4}\\b"
            + "(?:,\\s*\\d{5}\\s+[\\p{Lu}][\\p{L}-]+)?",
            caseInsensitive: false),
    ]

    static func matches(in text: String) -> [DataDetectorMatch] {
        expressions.flatMap { expression in
            _Patterns.matches(expression, in: text).map { result in
                let written = _Patterns.substring(result.range, in: text)
                let normalized = written.replacingOccurrences(of: "\\s*\\n\\s*", with: ", ", options: .regularExpression)
                return DataDetectorMatch(range: result.range, text: written, kind: .address(normalized))
            }
        }
    }
}
