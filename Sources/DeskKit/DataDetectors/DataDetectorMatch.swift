import Foundation

/// One piece of data found in text: where it is and what it means.
public struct DataDetectorMatch: Hashable, Sendable {
    /// What was found, with its value.
    public enum Kind: Hashable, Sendable {
        /// A web link; written without a scheme ("example.com/a") it gets `https://`.
        case link(URL)
        /// An email address as written, without `mailto:`.
        case emailAddress(String)
        /// The number as written.
        case phoneNumber(String)
        /// The address as written, line breaks turned into commas.
        case address(String)
        /// A calendar date, with hour and minute when a time was given; no time zone (local).
        case date(DateComponents)
        /// Days from `start` to `end` inclusive ("3. August bis 21. August", "March 3–5").
        case dateRange(start: DateComponents, end: DateComponents)
        /// One quantity; compound ones ("5'7\"", "7 lb 8 oz") are given in their larger unit.
        case measurement(value: Double, unit: MeasurementUnit)
        /// Sizes in one unit written as "160 x 80 cm" or "20 × 30 × 5 in".
        case dimensions(values: [Double], unit: MeasurementUnit)
        /// An amount of money and its ISO 4217 currency code.
        case money(amount: Double, currencyCode: String)

        /// The detector type that finds this kind.
        public var type: UIDataDetectorTypes {
            switch self {
            case .link: .link
            case .emailAddress: .emailAddress
            case .phoneNumber: .phoneNumber
            case .address: .address
            case .date, .dateRange: .calendarEvent
            case .measurement, .dimensions: .physicalValue
            case .money: .money
            }
        }
    }

    /// The matched text's range, in UTF-16 units of the searched string.
    public let range: NSRange
    /// The matched text.
    public let text: String
    /// What the text means, which decides the edit menu's actions for it.
    public let kind: Kind

    /// A match as given; ``DataDetector/matches(in:)`` makes them from text.
    public init(range: NSRange, text: String, kind: Kind) {
        self.range = range
        self.text = text
        self.kind = kind
    }
}
