import Foundation

/// Finds links, email addresses, phone numbers, street addresses, dates, measurements and
/// amounts of money in text, without Foundation's `NSDataDetector` (missing on Linux).
///
/// Matches never overlap: where two detectors claim the same text, the one starting first wins,
/// then the longer, then the more specific kind (an email address over the link inside it).
///
/// Dates depend on a locale and a moment: `12/03/2026` is 12 March in Germany and 3 December in
/// the US, and "tomorrow" or "3 March" (the next 3 March) count from the reference date.
public struct DataDetector: Sendable {
    /// Text beyond this many UTF-16 units is not scanned, so detection time stays bounded.
    public static let maximumScanLength = 10_000

    /// The kinds of data to look for; detectors for the others do not run.
    public let types: UIDataDetectorTypes
    /// Orders numeric dates, says which dollar "$" is and which national phone formats count; by default the user's time locale
    /// (see ``userLocale(for:environment:)``).
    public let locale: Locale
    /// The moment relative dates and dates without a year count from; nil for the time of each
    /// search, in the current time zone.
    public let referenceDate: Date?

    /// A detector for `types`; `locale` defaults to the user's time locale, and a nil
    /// `referenceDate` means the time of each search.
    public init(types: UIDataDetectorTypes = .all, locale: Locale? = nil, referenceDate: Date? = nil) {
        self.types = types
        self.locale = locale ?? Self.userLocale(for: .time)
        self.referenceDate = referenceDate
    }

    /// The matches in `text`, in order.
    ///
    /// - Complexity: Bounded by ``maximumScanLength``: a longer text costs no more than its start.
    public func matches(in text: String) -> [DataDetectorMatch] {
        let scanned = Self.prefix(of: text)
        var candidates: [DataDetectorMatch] = []
        if types.contains(.emailAddress) { candidates += _LinkDetector.emailMatches(in: scanned) }
        if types.contains(.link) { candidates += _LinkDetector.linkMatches(in: scanned) }
        if types.contains(.address) { candidates += _AddressDetector.matches(in: scanned) }
        if types.contains(.calendarEvent) {
            let context = _DateDetector.Context(monthFirst: Self.writesMonthFirst(locale), twelveHour: locale.language.languageCode?.identifier == "en",
                                                reference: referenceDate ?? Date())
            candidates += _DateDetector.matches(in: scanned, context: context)
        }
        let decimalComma = _NumberParsing.usesDecimalComma(locale)
        if types.contains(.money) { candidates += _MoneyDetector.matches(in: scanned, dollar: _MoneyDetector.dollar(in: locale), yenSign: _MoneyDetector.yenSign(in: locale), decimalComma: decimalComma) }
        if types.contains(.physicalValue) { candidates += _MeasurementDetector.matches(in: scanned, decimalComma: decimalComma) }
        if types.contains(.phoneNumber) { candidates += _PhoneNumberDetector.matches(in: scanned, region: locale.region?.identifier) }
        return Self.nonOverlapping(candidates.map(Self.withoutTrailingSpace))
    }

    /// The match without the spaces a pattern may have taken at its end.
    static func withoutTrailingSpace(_ match: DataDetectorMatch) -> DataDetectorMatch {
        let trimmed = match.text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        guard trimmed != match.text else { return match }
        let range = NSRange(location: match.range.location, length: (trimmed as NSString).length)
        return DataDetectorMatch(range: range, text: trimmed, kind: match.kind)
    }

    /// Keeps, from left to right, the first, longest, most specific candidate at each place.
    static func nonOverlapping(_ candidates: [DataDetectorMatch]) -> [DataDetectorMatch] {
        let ordered = candidates.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.range, rhs.element.range)
            if l.location != r.location { return l.location < r.location }
            if l.length != r.length { return l.length > r.length }
            return lhs.offset < rhs.offset
        }
        var kept: [DataDetectorMatch] = []
        var end = 0
        for (_, match) in ordered where match.range.location >= end {
            kept.append(match)
            end = match.range.location + match.range.length
        }
        return kept
    }

    private static func prefix(of text: String) -> String {
        let utf16 = text.utf16
        guard utf16.count > maximumScanLength else { return text }
        var index = utf16.index(utf16.startIndex, offsetBy: maximumScanLength)
        // Never cut a surrogate pair in half.
        while index > utf16.startIndex, String.Index(index, within: text) == nil { index = utf16.index(before: index) }
        return String(text[..<index])
    }
}
