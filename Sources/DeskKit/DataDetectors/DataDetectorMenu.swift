import Foundation

/// The edit-menu section for detected data: conversions shown inline, and smart lookup actions
/// that hand URLs to the desktop through ``UIApplication/open(_:options:completionHandler:)``.
@preconcurrency @MainActor
public enum DataDetectorMenu {
    /// The identifier of the section in the edit menu, so `buildMenu(with:)` can find or remove it.
    public static let identifier = UIMenu.Identifier("org.deskkit.edit-menu.data-detectors")
    /// At most this many matches get actions, so a long selection does not flood the menu.
    public static let maximumMatches = 3

    /// The section for `matches`, or nil when none has actions.
    public static func menu(for matches: [DataDetectorMatch], application: UIApplication?) -> UIMenu? {
        let elements = matches.prefix(maximumMatches).flatMap { Self.elements(for: $0, application: application) }
        guard !elements.isEmpty else { return nil }
        return UIMenu(identifier: identifier, options: .displayInline, children: elements)
    }

    static func elements(for match: DataDetectorMatch, application: UIApplication?) -> [UIMenuElement] {
        func open(_ url: URL?) { if let url { application?.open(url) } }
        func copy(_ text: String) { UIPasteboard.general.string = text }
        switch match.kind {
        case .link(let url):
            return [
                UIAction(title: String(deskKit: "Open Link"), image: UIImage(systemName: "link")) { _ in open(url) },
                UIAction(title: String(deskKit: "Copy Link"), image: UIImage(systemName: "doc.on.doc")) { _ in copy(url.absoluteString) },
            ]
        case .emailAddress(let address):
            return [
                UIAction(title: String(deskKit: "Compose Email"), image: UIImage(systemName: "envelope")) { _ in open(URL(string: "mailto:" + address)) },
                UIAction(title: String(deskKit: "Copy Email Address"), image: UIImage(systemName: "doc.on.doc")) { _ in copy(address) },
            ]
        case .phoneNumber(let number):
            let dialable = (number.hasPrefix("+") ? "+" : "") + number.filter(\.isNumber)
            return [
                UIAction(title: String(deskKit: "Call %@", number), image: UIImage(systemName: "phone")) { _ in open(URL(string: "tel:" + dialable)) },
                UIAction(title: String(deskKit: "Copy Phone Number"), image: UIImage(systemName: "doc.on.doc")) { _ in copy(number) },
            ]
        case .address(let address):
            let query = address.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? ""
            return [
                UIAction(title: String(deskKit: "Open in Maps"), image: UIImage(systemName: "map")) { _ in open(URL(string: "geo:0,0?q=" + query)) },
                UIAction(title: String(deskKit: "Get Directions"), image: UIImage(systemName: "map")) { _ in
                    open(URL(string: "https://www.openstreetmap.org/directions?route=%3B" + query))
                },
            ]
        case .date(let components):
            return [calendarAction(CalendarEvent(title: match.text, start: components), written: match.text, open: open)]
        case .dateRange(let start, let end):
            return [calendarAction(CalendarEvent(title: match.text, start: start, end: end), written: match.text, open: open)]
        case .measurement(let value, let unit):
            guard let (converted, target) = unit.convert(value) else { return [] }
            let result = "\(ConversionFormatting.format(converted, locale: numberLocale)) \(target.symbol)"
            return [UIAction(title: "\(match.text) = \(result)") { _ in copy(result) }]
        case .dimensions(let values, let unit):
            guard let target = unit.counterpart else { return [] }
            let converted = values.compactMap { unit.convert($0, to: target) }.map { ConversionFormatting.format($0, locale: numberLocale) }
            let result = converted.joined(separator: " × ") + " " + target.symbol
            return [UIAction(title: "\(match.text) = \(result)") { _ in copy(result) }]
        case .money(let amount, let code):
            guard let (result, date) = convertedMoney(amount, from: code) else { return [] }
            return [UIAction(title: "\(match.text) ≈ \(result) " + String(deskKit: "(rates of %@)", date)) { _ in copy(result) }]
        }
    }

    /// The locale amounts are written in, and whose currency they convert to unless
    /// ``CurrencyRateTable/preferredCurrencyCode`` names another; the user's monetary locale.
    public static var locale = DataDetector.userLocale(for: .monetary)

    /// The locale converted measurements are written in ("12,5 km" in German, "12.5 km" in
    /// English): the user's numeric locale.
    public static var numberLocale = DataDetector.userLocale(for: .numeric)

    /// `amount` in the preferred currency, written the locale's way, and the date of the rates;
    /// amounts already in it convert to euros (or US dollars when it is the euro).
    static func convertedMoney(_ amount: Double, from code: String) -> (String, String)? {
        let table = CurrencyRateTable.current
        var target = CurrencyRateTable.preferredCurrencyCode ?? locale.currency?.identifier ?? "USD"
        if target == code { target = code == "EUR" ? "USD" : "EUR" }
        guard let converted = table.convert(amount, from: code, to: target) else { return nil }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = target
        // Cents of millions are noise: large amounts are written whole.
        if abs(converted) >= 1_000_000 { (formatter.minimumFractionDigits, formatter.maximumFractionDigits) = (0, 0) }
        return (formatter.string(from: NSNumber(value: converted)) ?? "\(ConversionFormatting.format(converted, decimals: 2, locale: locale)) \(target)", table.date)
    }

    private static func calendarAction(_ event: CalendarEvent, written: String, open: @escaping (URL?) -> Void) -> UIAction {
        UIAction(title: String(deskKit: "Add to Calendar"), image: UIImage(systemName: "calendar")) { _ in
            do {
                open(try event.writeICSFile())
            } catch {
                DeskKitLog.report("The event for '\(written)' could not be written: \(error.localizedDescription). Check that the temporary directory is writable.")
            }
        }
    }
}

extension CharacterSet {
    /// What may stand unescaped in a URL query value: "&", "=", "+" and "#" are escaped too.
    fileprivate static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.remove(charactersIn: "&=+#;")
        return set
    }()
}
