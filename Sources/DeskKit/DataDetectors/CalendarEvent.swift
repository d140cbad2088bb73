import Foundation

/// An event made from a detected date, written as an iCalendar (.ics) file that the desktop's
/// calendar opens.
public struct CalendarEvent: Hashable, Sendable {
    /// The event's SUMMARY; Add to Calendar uses the matched text, e.g. "3 March at 10:00".
    public var title: String
    /// The start; without an hour the event lasts the whole day.
    public var start: DateComponents
    /// The last day of an event over several days, or nil.
    public var end: DateComponents?

    /// An event on `start`, lasting one hour when it has an hour, else whole days through `end`.
    public init(title: String, start: DateComponents, end: DateComponents? = nil) {
        self.title = title
        self.start = start
        self.end = end
    }

    /// The event as iCalendar text (RFC 5545) with a floating local time: one hour long, or
    /// whole days (through ``end``) when no time was given.
    public func icsText(stamp: Date) -> String {
        let (y, m, d) = (start.year ?? 1970, start.month ?? 1, start.day ?? 1)
        let day = String(format: "%04d%02d%02d", y, m, d)
        let startLine: String
        let endLine: String
        if let hour = start.hour {
            let minute = start.minute ?? 0
            startLine = "DTSTART:\(day)T" + String(format: "%02d%02d00", hour, minute)
            let (endDay, endHour) = hour == 23 ? (Self.dayAfter(y, m, d), 0) : (day, hour + 1)
            endLine = "DTEND:\(endDay)T" + String(format: "%02d%02d00", endHour, minute)
        } else {
            startLine = "DTSTART;VALUE=DATE:\(day)"
            let last = (end?.year ?? y, end?.month ?? m, end?.day ?? d)
            endLine = "DTEND;VALUE=DATE:\(Self.dayAfter(last.0, last.1, last.2))"
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let stampText = formatter.string(from: stamp).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        let lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//DeskKit//Data Detectors//EN", "BEGIN:VEVENT",
            "UID:\(day)-\(abs(title.hashValue))@deskkit", "DTSTAMP:\(stampText)", startLine, endLine,
            "SUMMARY:\(Self.escaped(title))", "END:VEVENT", "END:VCALENDAR",
        ]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Writes the event to a new file in the temporary directory and returns its URL.
    public func writeICSFile(in directory: URL = FileManager.default.temporaryDirectory) throws -> URL {
        let name = "event-\(String(format: "%04d%02d%02d", start.year ?? 0, start.month ?? 0, start.day ?? 0))-\(UUID().uuidString.prefix(8)).ics"
        let url = directory.appendingPathComponent(name)
        try Data(icsText(stamp: Date()).utf8).write(to: url, options: .atomic)
        return url
    }

    private static func dayAfter(_ year: Int, _ month: Int, _ day: Int) -> String {
        var (y, m, d) = (year, month, day + 1)
        if d > _DateDetector.daysIn(m, of: y) { (m, d) = (m + 1, 1) }
        if m > 12 { (y, m) = (y + 1, 1) }
        return String(format: "%04d%02d%02d", y, m, d)
    }

    /// Escapes text values as iCalendar requires.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\n", with: "\\n")
    }
}
