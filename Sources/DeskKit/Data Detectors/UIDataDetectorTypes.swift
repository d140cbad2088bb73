/// The kinds of data DeskKit's detectors find in text.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements with units: lengths, masses, temperatures, volumes, speeds, areas.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Email addresses; UIKit counts them as links.
    public static let emailAddress = UIDataDetectorTypes(rawValue: 1 << 16)

    public static let all: UIDataDetectorTypes = [.phoneNumber, .link, .address, .calendarEvent, .money, .physicalValue, .emailAddress]
}
