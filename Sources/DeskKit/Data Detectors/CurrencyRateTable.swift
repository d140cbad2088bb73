import Foundation

/// Exchange rates for converting amounts of money in edit menus.
///
/// Rates are units of each currency per one euro. DeskKit ships a dated table of approximate
/// euro reference rates; an app that needs current rates sets ``current`` to its own table, and
/// menus always say which date the rates are from.
public struct CurrencyRateTable: Hashable, Sendable {
    /// The day the rates are from, as "yyyy-MM-dd".
    public var date: String
    /// Units of each currency (ISO 4217 code) per euro.
    public var ratesPerEuro: [String: Double]

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
    /// The currency amounts convert to; amounts already in it convert to euros (or US dollars
    /// when it is the euro).
    @MainActor public static var preferredCurrencyCode = "USD"
}
