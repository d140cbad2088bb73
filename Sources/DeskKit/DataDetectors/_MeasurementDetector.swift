import Foundation

/// Finds a number followed by a unit: "12 in", "3,5 kg", "20 °C", "100 km/h", "2 sq ft"; compound
/// quantities as one ("5'7\"", "10 ft 6 in", "7 lb 8 oz", "11 st 4 lb"); and sizes sharing one
/// unit ("160 x 80 cm", "20 × 30 × 5 in", "140 sur 70 cm").
enum _MeasurementDetector {
    private static let unitPattern: String = MeasurementUnit.spellings.map(\.written).sorted { $0.count > $1.count }
        .map { NSRegularExpression.escapedPattern(for: $0).replacingOccurrences(of: " ", with: "\\s") }
        .joined(separator: "|")

    /// A number, or a fraction as recipes write them ("1/2 cup", "1 1/2 cups").
    static let expression = _Patterns.compile(
        "(?<![\\p{L}\\d.,/])((?:\\d{1,2}\\s)?\\d{1,2}/\\d{1,2}|" + _NumberParsing.pattern + ")\\s?(" + unitPattern + ")(?![\\p{L}\\d²/])")

    /// Between the sizes: "x", "×", or the word for "by" ("10 by 12 ft", "140 sur 70 cm",
    /// "180 por 90 cm", "2 mal 3 m"). Not Italian "per", which as often means "for each".
    private static let by = "(?:\\s?[x×]\\s?|\\s(?:by|sur|por|mal)\\s)"

    /// "160 x 80 cm", "160cm x 80cm", "20 × 30 × 5 in", "140 sur 70 cm": two or three numbers, the
    /// unit after the last (and, optionally, after each).
    static let dimensions = _Patterns.compile(
        "(?<![\\p{L}\\d.,])(\\d+(?:[.,]\\d+)?)(?:\\s?(" + unitPattern + "))?" + by + "(\\d+(?:[.,]\\d+)?)(?:\\s?(?:" + unitPattern + ")(?=" + by + "))?"
        + "(?:" + by + "(\\d+(?:[.,]\\d+)?))?\\s?(" + unitPattern + ")(?![\\p{L}\\d²/])")

    /// Pairs written as one quantity, larger unit first, with how many smaller units make one larger.
    private static let compounds: [(larger: String, smaller: String, ratio: Double, symbol: String)] = [
        ("(?:'|′|ft\\.?|feet|foot)", "(?:\"|″|''|in\\.?|inches|inch)", 12, "ft"),
        ("(?:lbs?\\.?|pounds?)", "(?:oz\\.?|ounces?)", 16, "lb"),
        ("(?:st|stone)", "(?:lbs?\\.?|pounds?)", 14, "st"),
    ]

    static let compoundExpressions: [(NSRegularExpression, ratio: Double, symbol: String)] = compounds.map { compound in
        (_Patterns.compile("(?<![\\p{L}\\d.,])(\\d+)\\s?" + compound.larger + "\\s?(\\d+(?:\\.\\d+)?)\\s?" + compound.smaller + "(?![\\p{L}\\d])"),
         compound.ratio, compound.symbol)
    }

    private static let symbols: [String: String] = Dictionary(MeasurementUnit.spellings.map { ($0.written, $0.symbol) }, uniquingKeysWith: { first, _ in first })

    private static func unit(_ written: String) -> MeasurementUnit? {
        symbols[written.lowercased().replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)].flatMap(MeasurementUnit.unit(symbol:))
    }

    /// The value of "3/4" or "1 1/2"; nil for a zero denominator.
    private static func fraction(_ written: String) -> Double? {
        let parts = written.split(separator: " ")
        let whole = parts.count == 2 ? Double(parts[0]) ?? 0 : 0
        let ratio = (parts.last ?? "").split(separator: "/").compactMap { Double($0) }
        guard ratio.count == 2, ratio[1] != 0 else { return nil }
        return whole + ratio[0] / ratio[1]
    }

    /// Whether only spaces stand between `range` and the end of the text or punctuation.
    private static func endsPhrase(after range: NSRange, in text: NSString) -> Bool {
        let end = range.location + range.length
        let rest = end < text.length ? text.substring(from: end) : ""
        let next = rest.drop(while: { $0 == " " }).first
        return next == nil || ".,;:!?)]\n".contains(next!)
    }

    static func matches(in text: String, decimalComma: Bool = false) -> [DataDetectorMatch] {
        let ns = text as NSString
        var found: [DataDetectorMatch] = []
        for (expression, ratio, symbol) in compoundExpressions {
            for result in _Patterns.matches(expression, in: text) {
                guard let whole = _Patterns.group(result, 1, in: text).flatMap({ Double($0) }),
                      let part = _Patterns.group(result, 2, in: text).flatMap({ Double($0) }), part < ratio,
                      let unit = MeasurementUnit.unit(symbol: symbol) else { continue }
                found.append(DataDetectorMatch(range: result.range, text: ns.substring(with: result.range), kind: .measurement(value: whole + part / ratio, unit: unit)))
            }
        }
        for result in _Patterns.matches(dimensions, in: text) {
            guard let written = _Patterns.group(result, 5, in: text), let unit = unit(written),
                  !MeasurementUnit.wordLikeSpellings.contains(written.lowercased()) || endsPhrase(after: result.range, in: ns) else { continue }
            if let first = _Patterns.group(result, 2, in: text), self.unit(first) != unit { continue }
            let values = [1, 3, 4].compactMap { _Patterns.group(result, $0, in: text).flatMap { _NumberParsing.parse($0, decimalComma: decimalComma) } }
            found.append(DataDetectorMatch(range: result.range, text: ns.substring(with: result.range), kind: .dimensions(values: values, unit: unit)))
        }
        for result in _Patterns.matches(expression, in: text) {
            guard let number = _Patterns.group(result, 1, in: text), let written = _Patterns.group(result, 2, in: text),
                  let value = number.contains("/") ? fraction(number) : _NumberParsing.parse(number, decimalComma: decimalComma),
                  let unit = unit(written) else { continue }
            // Grams and metres are never written "G" and "M": "5G" is a network, "3M" a company.
            if written == "G" || written == "M" { continue }
            // "5 in the box" is not a length: such units must end the phrase.
            if MeasurementUnit.wordLikeSpellings.contains(written.lowercased()), !endsPhrase(after: result.range, in: ns) { continue }
            found.append(DataDetectorMatch(range: result.range, text: ns.substring(with: result.range), kind: .measurement(value: value, unit: unit)))
        }
        return found
    }
}
