import Foundation

/// Finds amounts of money written with a currency symbol, ISO code or word, before or after the
/// number, with magnitude words: "$12.50", "12,50 €", "£5", "CHF 12.50", "1.234,56 EUR",
/// "$3.2 million", "€5k", "2,5 Mio. Euro", "20 dollars".
enum _MoneyDetector {
    static let codes = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "INR", "BRL", "KRW", "MXN", "NZD", "SGD", "HKD", "TRY", "ZAR"]
    /// Symbols and what they stand for; "$" means the locale's dollar, "¥" and "￥" the yen, or
    /// the yuan where the writer is in China.
    static let symbols: [String: String] = [
        "US$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD",
        "R$": "BRL", "$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "zł": "PLN", "₺": "TRY",
        "円": "JPY", "￥": "JPY", "元": "CNY",
    ]
    /// Currency names written after a number ("20 dollars", "50 Euro"). "Pounds" is left out: it is
    /// as often a weight.
    static let words: [String: String] = [
        "dollars": "USD", "dollar": "USD", "bucks": "USD", "euros": "EUR", "euro": "EUR",
        "franken": "CHF", "francs": "CHF", "yen": "JPY", "reais": "BRL",
    ]
    /// Magnitude words and abbreviations after a number, and what they multiply it by.
    static let magnitudes: [String: Double] = [
        "thousand": 1e3, "k": 1e3, "tsd.": 1e3, "tsd": 1e3, "tausend": 1e3,
        "million": 1e6, "millions": 1e6, "mio.": 1e6, "mio": 1e6, "millionen": 1e6, "mn": 1e6, "m": 1e6,
        "billion": 1e9, "billions": 1e9, "bn": 1e9, "b": 1e9, "mrd.": 1e9, "mrd": 1e9, "milliarden": 1e9, "milliarde": 1e9,
        "trillion": 1e12, "万": 1e4, "萬": 1e4, "億": 1e8, "亿": 1e8,
    ]

    static let expression: NSRegularExpression = {
        func alternation(_ words: some Sequence<String>) -> String {
            words.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        }
        let symbolPattern = alternation(symbols.keys)
        let codePattern = codes.joined(separator: "|")
        // Magnitudes end a word: "5k" and "3.2 million" but not "5 kg" or "2 mins". Japanese and
        // Chinese ones are followed by the currency at once ("3万円").
        let magnitude = "(?:\\s?(?i:(" + alternation(magnitudes.keys) + "))(?:(?<=[万萬億亿])|(?![\\p{L}\\d])))?"
        let wordPattern = "(?i:" + alternation(words.keys) + ")"
        let number = _NumberParsing.pattern
        // Groups: 1 symbol, 2 code, 3 number, 4 magnitude | 5 number, 6 magnitude, 7 symbol, 8 code or word.
        let before = "(?:(" + symbolPattern + ")|\\b(" + codePattern + ")\\b)\\s?(" + number + ")" + magnitude
        let after = "(" + number + ")" + magnitude + "\\s?(?:(" + symbolPattern + ")|\\b(" + codePattern + "|" + wordPattern + ")\\b)"
        // Japanese and Chinese put no space between an amount and the words before it ("価格は1,980円").
        return _Patterns.compile("(?<![[\\p{L}\\d]&&[^\\p{Han}\\p{Hiragana}\\p{Katakana}]])(?:" + before + "|" + after + ")", caseInsensitive: false)
    }()

    /// The currency "$" means in `locale`: its own dollar where it has one, else the US dollar.
    static func dollar(in locale: Locale) -> String {
        let code = locale.currency?.identifier ?? "USD"
        return ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN"].contains(code) ? code : "USD"
    }

    /// The currency "¥" means in `locale`: the yuan in China, else the yen.
    static func yenSign(in locale: Locale) -> String {
        locale.region?.identifier == "CN" ? "CNY" : "JPY"
    }

    static func matches(in text: String, dollar: String = "USD", yenSign: String = "JPY", decimalComma: Bool = false) -> [DataDetectorMatch] {
        _Patterns.matches(expression, in: text).compactMap { result in
            let symbol = _Patterns.group(result, 1, in: text) ?? _Patterns.group(result, 7, in: text)
            let code = _Patterns.group(result, 2, in: text) ?? _Patterns.group(result, 8, in: text)
            let scale = (_Patterns.group(result, 4, in: text) ?? _Patterns.group(result, 6, in: text)).map { magnitudes[$0.lowercased()] ?? 1 } ?? 1
            guard let number = _Patterns.group(result, 3, in: text) ?? _Patterns.group(result, 5, in: text),
                  let amount = _NumberParsing.parse(number, decimalComma: decimalComma),
                  let currency = code.map({ words[$0.lowercased()] ?? $0 }) ?? symbol.map({ $0 == "$" ? dollar : $0 == "¥" || $0 == "￥" ? yenSign : symbols[$0]! }) else { return nil }
            var range = result.range
            // A dot closing the sentence after "5 Mio" stays outside; "Mio." keeps its dot.
            let written = _Patterns.substring(range, in: text)
            if written.hasSuffix(".") && !written.lowercased().hasSuffix("mio.") && !written.lowercased().hasSuffix("mrd.") && !written.lowercased().hasSuffix("tsd.") {
                range.length -= 1
            }
            return DataDetectorMatch(range: range, text: _Patterns.substring(range, in: text), kind: .money(amount: amount * scale, currencyCode: currency))
        }
    }
}
