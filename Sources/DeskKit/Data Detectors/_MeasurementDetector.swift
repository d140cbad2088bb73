import Foundation

/// Finds a number followed by a unit: "12 in", "3,5 kg", "20 °C", "100 km/h", "2 sq ft".
enum _MeasurementDetector {
    static let expression: NSRegularExpression = {
        let spellings = MeasurementUnit.spellings.map(\.written).sorted { $0.count > $1.count }
            .map { NSRegularExpression.escapedPattern(for: $0).replacingOccurrences(of: " ", with: "\\s") }
        return _Patterns.compile("(?<![\\p{L}\\d.,])(" + _NumberParsing.pattern + ")\\s?(" + spellings.joined(separator: "|") + ")(?![\\p{L}\\d²/])")
    }()

    private static let symbols: [String: String] = Dictionary(MeasurementUnit.spellings.map { ($0.written, $0.symbol) }, uniquingKeysWith: { first, _ in first })

    static func matches(in text: String) -> [DataDetectorMatch] {
        let ns = text as NSString
        return _Patterns.matches(expression, in: text).compactMap { result in
            guard let number = _Patterns.group(result, 1, in: text), let written = _Patterns.group(result, 2, in: text),
                  let value = _NumberParsing.parse(number),
                  let symbol = symbols[written.lowercased().replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)],
                  let unit = MeasurementUnit.unit(symbol: symbol) else { return nil }
            if MeasurementUnit.wordLikeSpellings.contains(written.lowercased()) {
                // "5 in the box" is not a length: such units must end the phrase.
                let end = result.range.location + result.range.length
                let rest = end < ns.length ? ns.substring(from: end) : ""
                let next = rest.drop(while: { $0 == " " }).first
                guard next == nil || ".,;:!?)]\n".contains(next!) else { return nil }
            }
            return DataDetectorMatch(range: result.range, text: ns.substring(with: result.range), kind: .measurement(value: value, unit: unit))
        }
    }
}
