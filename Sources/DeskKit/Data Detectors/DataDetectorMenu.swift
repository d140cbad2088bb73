import Foundation

/// The edit-menu section for detected data: conversions shown inline, and smart lookup actions
/// that hand URLs to the desktop through ``UIApplication/open(_:options:completionHandler:)``.
@preconcurrency @MainActor
public enum DataDetectorMenu {
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
                UIAction(title: "Open Link", image: UIImage(systemName: "link")) { _ in open(url) },
                UIAction(title: "Copy Link", image: UIImage(systemName: "doc.on.doc")) { _ in copy(url.absoluteString) },
            ]
        case .emailAddress(let address):
            return [
                UIAction(title: "Compose Email", image: UIImage(systemName: "envelope")) { _ in open(URL(string: "mailto:" + address)) },
                UIAction(title: "Copy Email Address", image: UIImage(systemName: "doc.on.doc")) { _ in copy(address) },
            ]
        case .phoneNumber(let number):
            let dialable = (number.hasPrefix("+") ? "+" : "") + number.filter(\.isNumber)
            return [
                UIAction(title: "Call \(number)", image: UIImage(systemName: "phone")) { _ in open(URL(string: "tel:" + dialable)) },
                UIAction(title: "Copy Phone Number", image: UIImage(systemName: "doc.on.doc")) { _ in copy(number) },
            ]
        case .address(let address):
            let query = address.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? ""
            return [
                UIAction(title: "Open in Maps", image: UIImage(systemName: "map")) { _ in open(URL(string: "geo:0,0?q=" + query)) },
                UIAction(title: "Get Directions", image: UIImage(systemName: "map")) { _ in
                    open(URL(string: "https://www.openstreetmap.org/directions?route=%3B" + query))
                },
            ]
        case .date(let components):
            return [
                UIAction(title: "Add to Calendar", image: UIImage(systemName: "calendar")) { _ in
                    let event = CalendarEvent(title: match.text, start: components)
                    do {
                        open(try event.writeICSFile())
                    } catch {
                        DeskKitLog.report("The event for '\(match.text)' could not be written: \(error.localizedDescription). Check that the temporary directory is writable.")
                    }
                },
            ]
        case .measurement(let value, let unit):
            guard let (converted, target) = unit.convert(value) else { return [] }
            let result = "\(ConversionFormatting.format(converted)) \(target.symbol)"
            return [UIAction(title: "\(match.text) = \(result)") { _ in copy(result) }]
        case .money(let amount, let code):
            let table = CurrencyRateTable.current
            var target = CurrencyRateTable.preferredCurrencyCode
            if target == code { target = code == "EUR" ? "USD" : "EUR" }
            guard let converted = table.convert(amount, from: code, to: target) else { return [] }
            let result = "\(ConversionFormatting.format(converted, decimals: 2)) \(target)"
            return [UIAction(title: "\(match.text) = \(result)", subtitle: "Rates of \(table.date)") { _ in copy(result) }]
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
