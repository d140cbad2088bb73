import Foundation

/// Finds street addresses in English (US, UK), German, Dutch, French, Spanish, Italian and
/// Portuguese formats, with a city and postal code when they follow.
enum _AddressDetector {
    private static let capitalized = "[\\p{Lu}][\\p{L}'’.-]*"
    /// A word of a place name; never the letters of a postcode such as "NW1".
    private static let placeWord = "[\\p{Lu}][\\p{L}'’.-]*+(?!\\d)"

    /// Street words of US and UK addresses, long forms and abbreviations.
    private static let streetWords = [
        "Street", "St", "Avenue", "Ave", "Av", "Road", "Rd", "Boulevard", "Blvd", "Lane", "Ln", "Drive", "Dr", "Way", "Court", "Ct",
        "Place", "Pl", "Terrace", "Ter", "Square", "Sq", "Parkway", "Pkwy", "Highway", "Hwy", "Close", "Crescent", "Cres", "Row",
        "Circle", "Cir", "Trail", "Trl", "Loop", "Alley", "Plaza", "Pike", "Path", "Gardens", "Gdns", "Mews", "Grove", "Gr",
        "Hill", "Park", "Walk", "Green", "Rise", "Vale", "View", "Parade", "Gate", "Yard", "Wharf", "Embankment", "Circus",
        "Market", "Quay", "Mount", "Passage", "Approach", "Broadway", "Causeway", "Hollow", "Heights",
    ].sorted { $0.count > $1.count }.joined(separator: "|")

    /// German street words that end a one-word name ("Hauptstraße") or follow a hyphenated or
    /// separate one ("Karl-Marx-Allee", "Berliner Straße").
    private static let germanStreetWords = "straße|strasse|str\\.|weg|platz|allee|gasse|damm|ufer|ring|chaussee|markt|steig|pfad|graben|kai|promenade|zeile|straat|laan|gracht|kade|plein"

    /// ", 10115 Berlin", ", 8001 Zürich", ", 60311 Frankfurt am Main", ", 1015 CJ Amsterdam".
    private static let germanCity = "(?:,\\s*(?:\\d{4,5}|\\d{4}\\s?[A-Z]{2})\\s+[\\p{Lu}][\\p{L}-]+(?:\\s(?:am|an der|im|ob der)\\s[\\p{Lu}][\\p{L}-]+|\\s[\\p{Lu}][\\p{L}-]+)?)?"

    static let expressions: [NSRegularExpression] = [
        // 1600 Amphitheatre Parkway, Mountain View, CA 94043 — 221B Baker Street, London NW1 6XE — 350 W 34th St
        _Patterns.compile(
            "\\b\\d{1,5}[A-Za-z]?(?:-\\d{1,5})?\\s+(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?\\s+)?(?:(?:" + capitalized + "|\\d{1,3}(?:st|nd|rd|th))\\s+){1,4}(?:" + streetWords + ")\\.?(?!\\w)"
            + "(?:\\s+(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?)?"
            + "(?:,?\\s+(?:Apt|Suite|Ste|Unit|Flat|#)\\.?\\s*\\w+)?(?:,\\s*" + placeWord + "(?:\\s+" + placeWord + "){0,2})?(?:,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?|,?\\s+[A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d[A-Z]{2})?",
            caseInsensitive: false),
        // 1585 Broadway, New York, NY 10036: a street word that names the street alone.
        _Patterns.compile(
            "\\b\\d{1,5}\\s+Broadway\\b(?:,\\s*" + placeWord + "(?:\\s+" + placeWord + "){0,2})?(?:,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?)?",
            caseInsensitive: false),
        // Berliner Straße 12, 10115 Berlin — Hauptstr. 5 — Karl-Marx-Allee 90 — Keizersgracht 123, 1015 CJ Amsterdam
        // — Unter den Linden 6 — Am Kupfergraben 5
        _Patterns.compile(
            "(?:\\b[\\p{Lu}][\\p{Ll}]+\\s(?:Straße|Strasse|Str\\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Markt)"
            + "|\\b[\\p{Lu}][\\p{L}]*(?:-[\\p{Lu}\\p{Ll}][\\p{L}]*)*-(?:Straße|Strasse|Str\\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Markt)"
            + "|\\b[\\p{Lu}][\\p{Ll}ß]*(?:" + germanStreetWords + "))"
            + "\\s+\\d{1,4}(?:\\s?[a-z])?(?:[-–]\\d{1,4})?\\b"
            + germanCity,
            caseInsensitive: false),
        // Streets named with a preposition: Unter den Linden 6, Am Kupfergraben 5, An der Alster 12.
        // House numbers have at most three digits here, so "Im Jahr 2024" stays a year.
        _Patterns.compile(
            "\\b(?:Unter den|Unter der|Am|An der|An den|Auf dem|Auf der|Im|In der|In den|Zum|Zur|Hinter der|Vor dem|Alt)\\s[\\p{Lu}][\\p{L}-]+"
            + "\\s+\\d{1,3}(?:\\s?[a-z])?(?:[-–]\\d{1,3})?(?:" + String(germanCity.dropLast()) + "|(?=\\s*(?:$|[,;.!?)\\n])))",
            caseInsensitive: false),
        // 10 rue de la Paix, 75002 Paris
        _Patterns.compile(
            "\\b\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|route)\\s+(?:(?:de|du|des|la|le|l'|d')\\s*)*" + capitalized + "(?:[\\s-]+(?:de\\s+|du\\s+|la\\s+)?" + capitalized + ")*"
            + "(?:,\\s*\\d{5}\\s+[\\p{Lu}][\\p{L}-]+(?:[\\s-][\\p{Lu}][\\p{L}-]+)*)?",
            caseInsensitive: false),
        // Calle Mayor 5, 28013 Madrid — Via Roma 12, 00184 Roma — Rua Augusta 27, 1100-048 Lisboa
        // — Avenida Paulista, 1578, 01310-200 São Paulo
        _Patterns.compile(
            "\\b(?:Calle|Avenida|Plaza|Paseo|Via|Viale|Piazza|Corso|Rua|Travessa|Largo|Praça|Alameda|Carrer|Rambla)\\s+(?:(?:de|del|la|di|della|dei|da|do|dos|das)\\s+)*"
            + capitalized + "(?:\\s+" + capitalized + ")*,?\\s+\\d{1,4}\\b"
            + "(?:,\\s*(?:\\d{5}(?:-\\d{3})?|\\d{4}-\\d{3})\\s+[\\p{Lu}][\\p{L}-]+(?:\\s[\\p{Lu}][\\p{L}-]+)?)?",
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
