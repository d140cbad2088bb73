import DeskKit
import Foundation
import Testing

/// Values as people write them in notes: compound and sized measurements, magnitudes of money,
/// dates without a year or relative to today, day/month order by locale, and lookalikes.
@Suite
struct DataDetectorWrittenFormTests {
    /// Tuesday 1 December 2026, 10:00 in the current time zone.
    static let reference: Date = {
        var components = DateComponents(year: 2026, month: 12, day: 1, hour: 10)
        components.calendar = Calendar(identifier: .gregorian)
        return components.date!
    }()

    private func matches(_ text: String, locale: String = "en_US") -> [DataDetectorMatch] {
        DataDetector(locale: Locale(identifier: locale), referenceDate: Self.reference).matches(in: text)
    }

    private func only(_ text: String, locale: String = "en_US") -> DataDetectorMatch? {
        let found = matches(text, locale: locale)
        return found.count == 1 ? found[0] : nil
    }

    /// The first conversion offered for `text`, its numbers written as in `numbers` (the user's
    /// numeric locale is set back afterwards).
    @MainActor
    private func menuTitle(_ text: String, numbers: String = "en_US") -> String? {
        let userLocale = DataDetectorMenu.numberLocale
        defer { DataDetectorMenu.numberLocale = userLocale }
        DataDetectorMenu.numberLocale = Locale(identifier: numbers)
        return DataDetectorMenu.menu(for: DataDetector(locale: Locale(identifier: "en_US")).matches(in: text), application: nil)?.children.first?.title
    }

    // MARK: - Wrong values reported from everyday notes

    @Test func magnitudeWordsCount() throws {
        let cases: [(String, String, Double, String)] = [
            ("raised $3.2 million", "$3.2 million", 3_200_000, "USD"), ("$145k base", "$145k", 145_000, "USD"),
            ("€85m fee", "€85m", 85_000_000, "EUR"), ("USD 1.2 billion", "USD 1.2 billion", 1_200_000_000, "USD"),
            ("rund 2,5 Mio. Euro", "2,5 Mio. Euro", 2_500_000, "EUR"), ("1,2 Mrd. Euro Volumen", "1,2 Mrd. Euro", 1_200_000_000, "EUR"),
        ]
        for (text, written, amount, code) in cases {
            let match = try #require(only(text, locale: text.contains("Euro") ? "de_DE" : "en_US"), "\(text)")
            #expect(match.text == written)
            #expect(match.kind == .money(amount: amount, currencyCode: code), "\(text)")
        }
        #expect(matches("Sold 3 million copies").isEmpty)
    }

    @MainActor
    @Test func magnitudesConvertWhole() {
        defer { (DataDetectorMenu.locale, CurrencyRateTable.current) = (DataDetector.userLocale(for: .monetary), .bundled) }
        CurrencyRateTable.current = .bundled
        DataDetectorMenu.locale = Locale(identifier: "de_DE")
        let title = DataDetectorMenu.menu(for: matches("raised $3.2 million"), application: nil)?.children.first?.title
        #expect(title == "$3.2 million ≈ 3.100.475\u{00A0}€ (rates of 2025-01-02)")
    }

    @MainActor
    @Test func compoundMeasurementsAreOneItemWithOneConversion() throws {
        let cases: [(String, Double, String, String)] = [
            ("5'7\"", 5 + 7.0 / 12, "ft", "5'7\" = 1.7 m"), ("10 ft 6 in", 10.5, "ft", "10 ft 6 in = 3.2 m"),
            ("7 lb 8 oz", 7.5, "lb", "7 lb 8 oz = 3.4 kg"), ("11 st 4 lb", 11 + 4.0 / 14, "st", "11 st 4 lb = 71.67 kg"),
        ]
        for (text, value, symbol, title) in cases {
            let match = try #require(only("She is \(text)"), "\(text)")
            #expect(match.text == text)
            guard case .measurement(let detected, let unit) = match.kind else {
                Issue.record("\(text) is not one measurement")
                continue
            }
            #expect(abs(detected - value) < 1e-9 && unit.symbol == symbol, "\(text)")
            #expect(menuTitle(text) == title)
        }
    }

    @MainActor
    @Test func dimensionsAreOneItemInOneUnit() throws {
        let table = try #require(only("Tisch 160 x 80 cm, Eiche", locale: "de_DE"))
        #expect(table.text == "160 x 80 cm")
        #expect(table.kind == .dimensions(values: [160, 80], unit: try #require(MeasurementUnit.unit(symbol: "cm"))))
        #expect(menuTitle("160 x 80 cm") == "160 x 80 cm = 62.99 × 31.5 in")
        let box = try #require(only("Box: 24 x 18 x 12 in"))
        #expect(box.kind == .dimensions(values: [24, 18, 12], unit: try #require(MeasurementUnit.unit(symbol: "in"))))
        #expect(only("Paket 40×30×20 cm")?.text == "40×30×20 cm")
    }

    @Test func fractionsAndNetworks() throws {
        #expect(only("Mix 1/2 cup sugar")?.kind == .measurement(value: 0.5, unit: try #require(MeasurementUnit.unit(symbol: "cup"))))
        #expect(only("add 1 1/2 cups flour")?.text == "1 1/2 cups")
        #expect(matches("5G coverage is bad here").isEmpty)
    }

    @Test func groupingFollowsTheLocale() {
        #expect(only("Die Küche kostet 8.450 €", locale: "de_DE")?.kind == .money(amount: 8450, currencyCode: "EUR"))
        #expect(only("Tea costs 8.450 €", locale: "en_US")?.kind == .money(amount: 8.45, currencyCode: "EUR"))
        #expect(matches("A$12 and $5", locale: "en_AU").map(\.kind) == [.money(amount: 12, currencyCode: "AUD"), .money(amount: 5, currencyCode: "AUD")])
    }

    // MARK: - Dates

    private func date(_ text: String, locale: String = "en_US") -> (String, DateComponents)? {
        guard let match = only(text, locale: locale), case .date(let components) = match.kind else { return nil }
        return (match.text, components)
    }

    @Test func datesWithoutAYearAreTheirNextOccurrence() throws {
        let cases: [(String, String, String, Int, Int, Int)] = [
            ("Mum's birthday is 3 March", "en_GB", "3 March", 2027, 3, 3), ("Dentist on June 30th", "en_US", "June 30th", 2027, 6, 30),
            ("Christmas Eve is December 24", "en_US", "December 24", 2026, 12, 24), ("Kurs ab 1. Dezember", "de_DE", "1. Dezember", 2026, 12, 1),
            ("Feier am 18.12.", "de_DE", "18.12.", 2026, 12, 18),
        ]
        for (text, locale, written, year, month, day) in cases {
            let (found, components) = try #require(date(text, locale: locale), "\(text)")
            #expect(found == written)
            #expect(components == DateComponents(year: year, month: month, day: day), "\(text)")
        }
    }

    @Test func weekdaysAndRelativeDaysWithTimes() throws {
        let cases: [(String, String, String, Int, Int, Int?, Int?)] = [
            ("Lunch next Tuesday at 3pm, ok?", "en_US", "next Tuesday at 3pm", 12, 8, 15, 0),
            ("can we do tomorrow 9:30 instead", "en_US", "tomorrow 9:30", 12, 2, 9, 30),
            ("Dinner tonight at 8", "en_GB", "tonight at 8", 12, 1, 20, 0),
            ("Party is this Saturday", "en_US", "this Saturday", 12, 5, nil, nil),
            ("Treffen morgen um 10 Uhr", "de_DE", "morgen um 10 Uhr", 12, 2, 10, 0),
            ("Doors open 6pm Saturday", "en_US", "6pm Saturday", 12, 5, 18, 0),
            ("Noon tomorrow works", "en_US", "Noon tomorrow", 12, 2, 12, 0),
            ("Back on Monday 7th", "en_GB", "Monday 7th", 12, 7, nil, nil),
        ]
        for (text, locale, written, month, day, hour, minute) in cases {
            let (found, components) = try #require(date(text, locale: locale), "\(text)")
            #expect(found == written)
            var expected = DateComponents(year: 2026, month: month, day: day)
            (expected.hour, expected.minute) = (hour, minute)
            #expect(components == expected, "\(text)")
        }
        #expect(matches("Guten Morgen!", locale: "de_DE").isEmpty)
    }

    @Test func numericDayAndMonthOrderFollowTheLocale() throws {
        #expect(date("Invoice of 12/03/2026", locale: "en_GB")?.1 == DateComponents(year: 2026, month: 3, day: 12))
        #expect(date("Rechnung vom 12/03/2026", locale: "de_DE")?.1 == DateComponents(year: 2026, month: 3, day: 12))
        #expect(date("Form due 12/03/2026", locale: "en_US")?.1 == DateComponents(year: 2026, month: 12, day: 3))
        // Only one order makes a date.
        #expect(date("Sent 23/11/2026", locale: "en_US")?.1 == DateComponents(year: 2026, month: 11, day: 23))
        #expect(date("Renewal 3/15/27", locale: "en_US")?.1 == DateComponents(year: 2027, month: 3, day: 15))
        #expect(date("Termin am 15.03.27", locale: "de_DE")?.1 == DateComponents(year: 2027, month: 3, day: 15))
        #expect(date("born 07.04.88", locale: "de_DE")?.1 == DateComponents(year: 1988, month: 4, day: 7))
        #expect(date("Rechnung vom 12/03/2026", locale: "de")?.1 == DateComponents(year: 2026, month: 3, day: 12))
        #expect(date("Invoice of 12/03/2026", locale: "en")?.1 == DateComponents(year: 2026, month: 12, day: 3))
    }

    @Test func rangesAreOneItem() throws {
        let cases: [(String, String, String, DateComponents, DateComponents)] = [
            ("Urlaub 3. August bis 21. August, super", "de_DE", "3. August bis 21. August", .init(year: 2027, month: 8, day: 3), .init(year: 2027, month: 8, day: 21)),
            ("Booth March 3–5, then", "en_US", "March 3–5", .init(year: 2027, month: 3, day: 3), .init(year: 2027, month: 3, day: 5)),
            ("Out Dec 22 - Jan 2", "en_US", "Dec 22 - Jan 2", .init(year: 2026, month: 12, day: 22), .init(year: 2027, month: 1, day: 2)),
            ("Conference 14-16 May 2027 in Leeds", "en_GB", "14-16 May 2027", .init(year: 2027, month: 5, day: 14), .init(year: 2027, month: 5, day: 16)),
        ]
        for (text, locale, written, start, end) in cases {
            let match = try #require(only(text, locale: locale), "\(text)")
            #expect(match.text == written)
            #expect(match.kind == .dateRange(start: start, end: end), "\(text)")
        }
        let event = CalendarEvent(title: "Urlaub", start: .init(year: 2027, month: 8, day: 3), end: .init(year: 2027, month: 8, day: 21))
        #expect(event.icsText(stamp: Self.reference).contains("DTEND;VALUE=DATE:20270822\r\n"))
    }

    @Test func lookalikesAreNotDates() {
        for text in ["Upgrade to version 2.10.12", "Chapter 12.3.4", "score was 3-1", "24/7 support", "Python 3.12.1 is out", "Im Jahr 2024"] {
            #expect(matches(text).filter { $0.kind.type == .calendarEvent }.isEmpty, "\(text)")
        }
    }

    // MARK: - Addresses, links, phone numbers

    @Test func streetsOfMoreForms() {
        let cases: [(String, String)] = [
            ("Meet me at 350 W 34th St, New York, NY 10001", "350 W 34th St, New York, NY 10001"),
            ("Wir treffen uns in der Karl-Marx-Allee 90", "Karl-Marx-Allee 90"),
            ("Die Botschaft ist Unter den Linden 6, 10117 Berlin", "Unter den Linden 6, 10117 Berlin"),
            ("Pick up from 4 Church Mews", "4 Church Mews"), ("Viewing at 56 Elm Grove, Brighton BN2 3DA", "56 Elm Grove, Brighton BN2 3DA"),
            ("Büro: Willy-Brandt-Platz 1, 60311 Frankfurt am Main", "Willy-Brandt-Platz 1, 60311 Frankfurt am Main"),
            ("Our theater is at 1585 Broadway, New York, NY 10036", "1585 Broadway, New York, NY 10036"),
        ]
        for (text, written) in cases {
            #expect(matches(text, locale: "de_DE").map(\.text) == [written], "\(text)")
        }
        #expect(matches("Am Ende 3 Punkte für uns", locale: "de_DE").isEmpty)
    }

    @Test func linksUnderAnyDelegatedTopLevelDomain() {
        for link in ["mybakery.shop", "janedoe.design", "stadt-koeln.nrw", "talkshow.fm", "quantum.computer", "notes.md/today"] {
            #expect(matches("see \(link) now").map(\.text) == [link])
        }
        for text in ["Notes are in notes.md and setup.py", "the file report.pdf", "e.g. this", "Mr.Smith said", "done.Next time"] {
            #expect(matches(text).isEmpty, "\(text)")
        }
    }

    @Test func anISBNIsNotAPhoneNumber() {
        for text in ["ISBN 978-3-16-148410-0", "The book's ISBN is 9780306406157", "ISBN-10: 0-306-40615-2", "see 978-0-14-044913-6"] {
            #expect(matches(text).filter { $0.kind.type == .phoneNumber }.isEmpty, "\(text)")
        }
        #expect(only("my cell is 415-555-0132")?.kind == .phoneNumber("415-555-0132"))
        #expect(only("Tel. 0221 / 4567890", locale: "de_DE")?.text == "0221 / 4567890")
    }

    // MARK: - Numbers in the user's locale

    /// Conversions of the corpus' measurements read with the decimal sign and grouping of the
    /// user's numeric locale: a comma in German, a point in American English, no grouping in C.
    @MainActor
    @Test func conversionsWriteNumbersTheLocalesWay() {
        #expect(menuTitle("26.2 miles", numbers: "de_DE") == "26.2 miles = 42,16 km")
        #expect(menuTitle("26.2 miles", numbers: "en_US") == "26.2 miles = 42.16 km")
        #expect(menuTitle("8848 meters", numbers: "de_DE") == "8848 meters = 29.028,87 ft")
        #expect(menuTitle("8848 meters", numbers: "en_US") == "8848 meters = 29,028.87 ft")
        #expect(menuTitle("8848 meters", numbers: "en_US_POSIX") == "8848 meters = 29028.87 ft")
        #expect(menuTitle("12 in", numbers: "fr_FR") == "12 in = 30,48 cm")
        #expect(menuTitle("100 mm", numbers: "ru_RU") == "100 mm = 3,94 in")
        #expect(menuTitle("1 lb", numbers: "pt_BR") == "1 lb = 0,4536 kg")
        #expect(menuTitle("160 x 80 cm", numbers: "de_DE") == "160 x 80 cm = 62,99 × 31,5 in")
        #expect(menuTitle("-40 °C", numbers: "de_DE") == "-40 °C = -40 °F")
        #expect(menuTitle("1 mm", numbers: "it_IT") == "1 mm = 0,03937 in")
    }

    // MARK: - Locale from the environment

    @Test func theLocaleComesFromTheEnvironmentAsOnLinux() {
        #expect(DataDetector.userLocale(for: .time, environment: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(DataDetector.userLocale(for: .time, environment: ["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]).identifier == "en_GB")
        #expect(DataDetector.userLocale(for: .monetary, environment: ["LC_ALL": "fr_FR.UTF-8@euro", "LC_MONETARY": "en_GB.UTF-8"]).identifier == "fr_FR")
        #expect(DataDetector.userLocale(for: .monetary, environment: ["LC_TIME": "de_DE", "LANG": "en_GB"]).identifier == "en_GB")
        #expect(DataDetector.userLocale(for: .time, environment: ["LC_ALL": "", "LANG": "C.UTF-8"]).identifier == "en_US_POSIX")
        #expect(DataDetector.userLocale(for: .time, environment: [:]).identifier == "en_US_POSIX")
        #expect(DataDetector.userLocale(for: .numeric, environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(DataDetector.userLocale(for: .numeric, environment: ["LC_ALL": "it_IT.UTF-8", "LC_NUMERIC": "en_US.UTF-8"]).identifier == "it_IT")
    }
}
