import DeskKit
import Foundation
import Testing

@Suite
struct DataDetectorValueTests {
    /// The examples are written as in the US ("3/4/2024" is 4 March, "42.195 km" has a decimal
    /// point), so they are read in the POSIX locale whatever the machine's `LANG` says.
    private let detector = DataDetector(locale: Locale(identifier: "en_US_POSIX"))

    private func only(_ text: String) -> DataDetectorMatch.Kind? {
        let matches = detector.matches(in: text)
        return matches.count == 1 ? matches[0].kind : nil
    }

    /// (id, text, year, month, day, hour, minute)
    static let dates: [(String, String, Int, Int, Int, Int?, Int?)] = [
        ("iso", "2024-03-15", 2024, 3, 15, nil, nil),
        ("iso-time", "2024-03-15 14:30", 2024, 3, 15, 14, 30),
        ("us-pm", "March 15, 2024 at 1:30 pm", 2024, 3, 15, 13, 30),
        ("us-numeric", "3/4/2024", 2024, 3, 4, nil, nil),
        ("gb-numeric", "15/03/2024", 2024, 3, 15, nil, nil),
        ("de", "15.03.2024", 2024, 3, 15, nil, nil),
        ("de-uhr", "1. Dezember 2024 um 18 Uhr", 2024, 12, 1, 18, 0),
        ("fr", "3 août 2024 à 14h30", 2024, 8, 3, 14, 30),
        ("es", "15 de marzo de 2024", 2024, 3, 15, nil, nil),
        ("ja", "2024年3月15日", 2024, 3, 15, nil, nil),
        ("midnight", "Dec 31, 2024 at 12:05 AM", 2024, 12, 31, 0, 5),
    ]

    @Test(arguments: dates)
    func dateComponents(_ example: (String, String, Int, Int, Int, Int?, Int?)) {
        let (id, text, year, month, day, hour, minute) = example
        guard case .date(let components) = only(text) else {
            Issue.record("\(id): no single date in '\(text)'")
            return
        }
        #expect(components.year == year && components.month == month && components.day == day, "\(id)")
        #expect(components.hour == hour && components.minute == minute, "\(id)")
    }

    /// (id, text, value, source symbol, converted value as shown, target symbol) — known values.
    static let conversions: [(String, String, Double, String, String, String)] = [
        ("inches", "12 in", 12, "in", "30.48", "cm"),
        ("cm", "2,54 cm", 2.54, "cm", "1", "in"),
        ("miles", "1 mile", 1, "mi", "1.61", "km"),
        ("km", "42.195 km", 42.195, "km", "26.22", "mi"),
        ("feet", "6 ft", 6, "ft", "1.83", "m"),
        ("boiling", "100 °C", 100, "°C", "212", "°F"),
        ("body", "98.6 °F", 98.6, "°F", "37", "°C"),
        ("minus-forty", "-40 °C", -40, "°C", "-40", "°F"),
        ("kelvin", "273.15 kelvin", 273.15, "K", "0", "°C"),
        ("kg", "5 kg", 5, "kg", "11.02", "lb"),
        ("lb", "1 lb", 1, "lb", "0.4536", "kg"),
        ("oz", "8 oz", 8, "oz", "226.8", "g"),
        ("gallon", "1 gallon", 1, "gal", "3.79", "L"),
        ("litre", "1 L", 1, "L", "0.2642", "gal"),
        ("fl-oz", "12 fl oz", 12, "fl oz", "354.88", "mL"),
        ("kmh", "100 km/h", 100, "km/h", "62.14", "mph"),
        ("mph", "60 mph", 60, "mph", "96.56", "km/h"),
        ("knots", "10 knots", 10, "kn", "18.52", "km/h"),
        ("hectare", "1 ha", 1, "ha", "2.47", "ac"),
        ("acre", "1 acre", 1, "ac", "0.4047", "ha"),
        ("sqm", "10 m²", 10, "m²", "107.64", "ft²"),
        ("sqmi", "1 sq mi", 1, "mi²", "2.59", "km²"),
    ]

    @MainActor
    @Test(arguments: conversions)
    func unitConversion(_ example: (String, String, Double, String, String, String)) throws {
        let (id, text, value, symbol, shown, target) = example
        guard case .measurement(let detected, let unit) = only(text) else {
            Issue.record("\(id): no single measurement in '\(text)'")
            return
        }
        #expect(abs(detected - value) < 1e-9, "\(id)")
        #expect(unit.symbol == symbol, "\(id)")
        // Shown with a decimal point, as the examples are written, whatever the machine's locale.
        let userLocale = DataDetectorMenu.numberLocale
        defer { DataDetectorMenu.numberLocale = userLocale }
        DataDetectorMenu.numberLocale = Locale(identifier: "en_US")
        let elements = try #require(DataDetectorMenu.menu(for: detector.matches(in: text), application: nil)?.children)
        #expect(elements.map(\.title) == ["\(text) = \(shown) \(target)"], "\(id)")
    }

    @Test func conversionsRoundTrip() throws {
        for unit in MeasurementUnit.all {
            let (converted, target) = try #require(unit.convert(37.5))
            #expect(target.dimension == unit.dimension)
            let back = try #require(target.convert(converted, to: unit))
            #expect(abs(back - 37.5) < 1e-9, "\(unit.symbol)")
        }
    }

    @MainActor
    @Test func moneyConvertsToTheLocaleCurrencyWithTheTableDate() throws {
        defer { (DataDetectorMenu.locale, CurrencyRateTable.preferredCurrencyCode) = (DataDetector.userLocale(for: .monetary), nil) }
        CurrencyRateTable.current = .bundled
        CurrencyRateTable.preferredCurrencyCode = nil
        DataDetectorMenu.locale = Locale(identifier: "en_US")
        let elements = try #require(DataDetectorMenu.menu(for: detector.matches(in: "12,50 €"), application: nil)?.children)
        #expect(elements.first?.title == "12,50 € ≈ $12.90 (rates of 2025-01-02)")
        let dollars = try #require(DataDetectorMenu.menu(for: detector.matches(in: "$10"), application: nil)?.children)
        #expect(dollars.first?.title == "$10 ≈ €9.69 (rates of 2025-01-02)")
        DataDetectorMenu.locale = Locale(identifier: "de_DE")
        let german = try #require(DataDetectorMenu.menu(for: detector.matches(in: "$10"), application: nil)?.children)
        #expect(german.first?.title == "$10 ≈ 9,69\u{00A0}€ (rates of 2025-01-02)")
        // In German the date of the rates is said in German too.
        let inGerman = LocalizationLanguage.$pinned.withValue("de") {
            DataDetectorMenu.menu(for: detector.matches(in: "$10"), application: nil)?.children.first?.title
        }
        #expect(inGerman == "$10 ≈ 9,69\u{00A0}€ (Kurse vom 2025-01-02)")
        DataDetectorMenu.locale = Locale(identifier: "en_GB")
        let pounds = try #require(DataDetectorMenu.menu(for: detector.matches(in: "$10"), application: nil)?.children)
        #expect(pounds.first?.title == "$10 ≈ £8.03 (rates of 2025-01-02)")
    }

    @MainActor
    @Test func appsSupplyTheirOwnRates() throws {
        defer { (CurrencyRateTable.current, DataDetectorMenu.locale, CurrencyRateTable.preferredCurrencyCode) = (.bundled, DataDetector.userLocale(for: .monetary), nil) }
        let json = Data(#"{"date": "2030-01-01", "ratesPerEuro": {"USD": 2, "GBP": 1}}"#.utf8)
        CurrencyRateTable.current = try CurrencyRateTable(json: json)
        DataDetectorMenu.locale = Locale(identifier: "en_US")
        CurrencyRateTable.preferredCurrencyCode = "USD"
        let elements = try #require(DataDetectorMenu.menu(for: detector.matches(in: "£3"), application: nil)?.children)
        #expect(elements.first?.title == "£3 ≈ $6.00 (rates of 2030-01-01)")
        #expect(DataDetectorMenu.menu(for: detector.matches(in: "100 ₹"), application: nil) == nil)
    }

    @Test func unreadableRateTablesSayWhatIsWrong() {
        #expect(throws: CurrencyRateTable.Error.invalidDate("1 Nov")) { try CurrencyRateTable(json: Data(#"{"date": "1 Nov", "ratesPerEuro": {}}"#.utf8)) }
        #expect(throws: CurrencyRateTable.Error.invalidRate(code: "USD", rate: -1)) {
            try CurrencyRateTable(json: Data(#"{"date": "2026-11-01", "ratesPerEuro": {"USD": -1}}"#.utf8))
        }
        do {
            _ = try CurrencyRateTable(json: Data("rates".utf8))
            Issue.record("text that is not JSON was read")
        } catch {
            #expect(error.description.contains("Write it as"))
        }
    }

    @Test func numbersInLocaleFormats() {
        let cases: [(String, Double)] = [("1,234.5 km", 1234.5), ("1.234,5 km", 1234.5), ("12,5 km", 12.5), ("1'234.5 km", 1234.5), ("1 234,5 km", 1234.5), ("1,234 km", 1234)]
        for (text, value) in cases {
            guard case .measurement(let detected, _) = only(text) else {
                Issue.record("no measurement in '\(text)'")
                continue
            }
            #expect(abs(detected - value) < 1e-9, "\(text)")
        }
    }

    @Test func megabytesOfTextStayBounded() {
        let line = "Call +44 20 7946 0958 or visit www.gnome.org before March 15, 2024 with $12.50 and 5 kg. "
        let text = String(repeating: line, count: 40_000)
        let matches = detector.matches(in: text)
        #expect(!matches.isEmpty)
        #expect(matches.allSatisfy { $0.range.location + $0.range.length <= DataDetector.maximumScanLength })
        let pathological = String(repeating: "1 1 1 1 1 ", count: 300_000) + String(repeating: "a@", count: 200_000)
        #expect(detector.matches(in: pathological).isEmpty)
    }
}
