import Foundation

/// Finds calendar dates, with a time when one follows, in ISO, English, French, German,
/// Spanish, Japanese and numeric formats. Impossible dates (31 April, 30 February) are not dates.
///
/// Numeric dates with slashes read month first (US) unless the first number cannot be a month;
/// with dots they read day first, as in German.
enum _DateDetector {
    private static let monthNames: [String: Int] = {
        var names: [String: Int] = [:]
        let languages = [
            ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
            ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
            ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
            ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
        ]
        for language in languages {
            for (index, name) in language.enumerated() { names[name] = index + 1 }
        }
        for (index, name) in languages[0].enumerated() { names[String(name.prefix(3))] = index + 1 }
        names["sept"] = 9
        names["fevrier"] = 2
        names["aout"] = 8
        names["decembre"] = 12
        names["jänner"] = 1
        names["maerz"] = 3
        return names
    }()

    private static var monthPattern: String {
        "(" + monthNames.keys.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
    }

    private static let weekday = "(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?"

    /// Each pattern with the capture groups of its year, month and day.
    private static let forms: [(NSRegularExpression, year: Int, month: Int, day: Int)] = [
        (_Patterns.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})(?=T|\\b)"), 1, 2, 3),
        (_Patterns.compile("\\b(\\d{4})年(\\d{1,2})月(\\d{1,2})日"), 1, 2, 3),
        (_Patterns.compile("\\b" + weekday + monthPattern + "\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b"), 3, 1, 2),
        (_Patterns.compile("\\b" + weekday + "(\\d{1,2})(?:st|nd|rd|th|er)?\\.?\\s+(?:of\\s+|de\\s+)?" + monthPattern + "\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b"), 3, 2, 1),
        (_Patterns.compile("\\b(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b"), 3, 1, 2),
        (_Patterns.compile("\\b(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})\\b"), 3, 2, 1),
    ]

    /// A time right after a date: "at 3pm", "14:30", "um 14 Uhr", "à 14h30", ", 9:15 a.m.".
    private static let time = _Patterns.compile(
        "\\s*(?:,|at|um|à|a las|T)?\\s*(\\d{1,2})(?:[h:](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?|uhr|h)?(?![\\w:])")

    static func matches(in text: String) -> [DataDetectorMatch] {
        let ns = text as NSString
        var found: [DataDetectorMatch] = []
        for (index, form) in forms.enumerated() {
            for result in _Patterns.matches(form.0, in: text) {
                guard let yearText = _Patterns.group(result, form.year, in: text), let year = Int(yearText),
                      let monthText = _Patterns.group(result, form.month, in: text),
                      let dayText = _Patterns.group(result, form.day, in: text), var day = Int(dayText) else { continue }
                guard var month = Int(monthText) ?? monthNames[monthText.lowercased()] else { continue }
                if index == 4, month > 12, day <= 12 { swap(&month, &day) }
                guard (1900...2199).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day) else { continue }
                var components = DateComponents(year: year, month: month, day: day)
                var range = result.range
                if let (hour, minute, length) = timeAfter(range.location + range.length, in: text) {
                    components.hour = hour
                    components.minute = minute
                    range.length += length
                }
                found.append(DataDetectorMatch(range: range, text: ns.substring(with: range), kind: .date(components)))
            }
        }
        return found
    }

    /// The valid time starting at `location`, if one is written there, and its length.
    private static func timeAfter(_ location: Int, in text: String) -> (hour: Int, minute: Int, length: Int)? {
        let length = (text as NSString).length - location
        guard length > 0, let result = time.firstMatch(in: text, options: [.anchored], range: NSRange(location: location, length: length)),
              let hour = _Patterns.group(result, 1, in: text).flatMap({ Int($0) }) else { return nil }
        let minuteText = _Patterns.group(result, 2, in: text)
        let suffix = _Patterns.group(result, 3, in: text)?.lowercased().replacingOccurrences(of: ".", with: "")
        // A bare number after a date ("March 5, 2024 3 people") is not a time.
        guard minuteText != nil || suffix != nil else { return nil }
        var hour24 = hour
        if suffix == "pm" || suffix == "am" {
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (suffix == "pm" ? 12 : 0)
        }
        let minute = minuteText.flatMap { Int($0) } ?? 0
        guard (0...23).contains(hour24), (0...59).contains(minute) else { return nil }
        return (hour24, minute, result.range.length)
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
