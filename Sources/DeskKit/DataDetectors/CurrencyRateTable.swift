import Foundation

/// Exchange rates for converting amounts of money in edit menus.
///
/// Rates are units of each currency per one euro. DeskKit ships a dated table of approximate
/// euro reference rates; an app updates them by setting ``current`` to a newer table, for example
/// one read with ``init(json:)`` from a file it downloads, and menus always say which date the
/// rates are from ("≈ 2,95 € (rates of 2026-11-01)").
public struct CurrencyRateTable: Hashable, Sendable, Codable {
    /// The day the rates are from, as "yyyy-MM-dd".
    public var date: String
    /// Units of each currency (ISO 4217 code) per euro.
    public var ratesPerEuro: [String: Double]

    /// A table dated `date` ("yyyy-MM-dd"); the euro's own rate of 1 is added. Unlike
    /// ``init(json:)`` it checks nothing.
    public init(date: String, ratesPerEuro: [String: Double]) {
        self.date = date
        var rates = ratesPerEuro
        rates["EUR"] = 1
        self.ratesPerEuro = rates
    }

    /// Converts `amount` between currencies; nil when either is not in the table.
    public func convert(_ amount: Double, from source: String, to target: String) -> Double? {
        guard let from = ratesPerEuro[source], let to = ratesPerEuro[target], from > 0 else { return nil }
        return amount / from * to
    }

    /// The table DeskKit ships: approximate euro reference rates of 2 January 2025.
    public static let bundled = CurrencyRateTable(date: "2025-01-02", ratesPerEuro: [
        "USD": 1.0321, "JPY": 162.23, "GBP": 0.8287, "CHF": 0.9384, "CAD": 1.4870, "AUD": 1.6656,
        "CNY": 7.5374, "SEK": 11.4760, "NOK": 11.7965, "DKK": 7.4589, "PLN": 4.2738, "CZK": 25.158,
        "HUF": 411.35, "INR": 88.43, "BRL": 6.4064, "KRW": 1522.49, "MXN": 21.3386, "NZD": 1.8464,
        "SGD": 1.4115, "HKD": 8.0183, "TRY": 36.4867, "ZAR": 19.4815,
    ])

    /// The table edit menus use.
    @MainActor public static var current = CurrencyRateTable.bundled
    /// The currency amounts convert to, or nil for the currency of ``DataDetectorMenu/locale``;
    /// amounts already in it convert to euros (or US dollars when it is the euro).
    @MainActor public static var preferredCurrencyCode: String?
}

// MARK: - Reading an updated table

extension CurrencyRateTable {
    /// Why a rate table could not be read.
    public enum Error: Swift.Error, Hashable, CustomStringConvertible {
        /// The data is not JSON of the expected shape; the decoder's reason is given.
        case unreadable(String)
        /// The date is not written as yyyy-MM-dd.
        case invalidDate(String)
        /// A rate is zero, negative, infinite or not a number.
        case invalidRate(code: String, rate: Double)

        public var description: String {
            switch self {
            case .unreadable(let reason): "The rate table could not be read: \(reason). Write it as {\"date\": \"yyyy-MM-dd\", \"ratesPerEuro\": {\"USD\": 1.08}}."
            case .invalidDate(let date): "The rate table's date '\(date)' is not a day. Write it as yyyy-MM-dd."
            case .invalidRate(let code, let rate): "The rate '\(rate)' for '\(code)' is not a positive number. Give units of the currency per euro."
            }
        }
    }

    /// Reads a table written as JSON: `{"date": "2026-11-01", "ratesPerEuro": {"USD": 1.08, …}}`.
    ///
    /// - Throws: ``Error`` naming what is wrong; the current table stays as it was.
    public init(json: Data) throws(CurrencyRateTable.Error) {
        struct Written: Decodable { let date: String; let ratesPerEuro: [String: Double] }
        let written: Written
        do {
            written = try JSONDecoder().decode(Written.self, from: json)
        } catch {
            throw .unreadable(String(describing: error))
        }
        guard written.date.range(of: "^\\d{4}-\\d{2}-\\d{2}$", options: .regularExpression) != nil else { throw .invalidDate(written.date) }
        for (code, rate) in written.ratesPerEuro.sorted(by: { $0.key < $1.key }) where !(rate.isFinite && rate > 0) {
            throw .invalidRate(code: code, rate: rate)
        }
        self.init(date: written.date, ratesPerEuro: written.ratesPerEuro)
    }
}
