import Foundation

/// Finds amounts of money written with a currency symbol or ISO code, before or after the
/// number: "$12.50", "12,50 €", "£5", "CHF 12.50", "1.234,56 EUR".
enum _MoneyDetector {
    static let codes = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "INR", "BRL", "KRW", "MXN", "NZD", "SGD", "HKD", "TRY", "ZAR"]
    /// Symbols and what they stand for; "$" and "¥" mean the most common currency writing them.
    static let symbols: [String: String] = [
        "US$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD",
        "R$": "BRL", "$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "zł": "PLN", "₺": "TRY",
    ]

    static let expression: NSRegularExpression = {
        let symbolPattern = symbols.keys.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let codePattern = codes.joined(separator: "|")
        let number = _NumberParsing.pattern
        let before = "(?:(" + symbolPattern + ")|\\b(" + codePattern + ")\\b)\\s?(" + number + ")"
        let after = "(" + number + ")\\s?(?:(" + symbolPattern + ")|(" + codePattern + ")\\b)"
        return _Patterns.compile("(?<![\\p{L}\\d])(?:" + before + "|" + after + ")", caseInsensitive: false)
    }()

    static func matches(in text: String) -> [DataDetectorMatch] {
        _Patterns.matches(expression, in: text).compactMap { result in
            let symbol = _Patterns.group(result, 1, in: text) ?? _Patterns.group(result, 5, in: text)
            let code = _Patterns.group(result, 2, in: text) ?? _Patterns.group(result, 6, in: text)
            guard let number = _Patterns.group(result, 3, in: text) ?? _Patterns.group(result, 4, in: text),
                  let amount = _NumberParsing.parse(number),
                  let currency = code ?? symbol.flatMap({ symbols[$0] }) else { return nil }
            return DataDetectorMatch(range: result.range, text: _Patterns.substring(result.range, in: text), kind: .money(amount: amount, currencyCode: currency))
        }
    }
}
