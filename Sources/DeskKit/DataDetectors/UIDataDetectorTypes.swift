/// The kinds of data DeskKit's detectors find in text.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers; the edit menu offers Call (a `tel:` URL) and Copy.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web links, with or without a scheme; the edit menu offers Open Link and Copy Link.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses; the edit menu opens them in the desktop's maps app with a `geo:` URL.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and date ranges; the edit menu offers Add to Calendar, which opens an .ics file.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Amounts of money; the edit menu converts them with ``CurrencyRateTable/current``.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements with units: lengths, masses, temperatures, volumes, speeds, areas.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Email addresses; UIKit counts them as links.
    public static let emailAddress = UIDataDetectorTypes(rawValue: 1 << 16)

    /// Every kind DeskKit detects, email addresses and measurements included.
    public static let all: UIDataDetectorTypes = [.phoneNumber, .link, .address, .calendarEvent, .money, .physicalValue, .emailAddress]
}
