import Foundation

/// Finds telephone numbers in international (`+44 20 7946 0958`) and national formats
/// (`(555) 123-4567`, `030 12345678`, `089 / 12 34 56 78`, `01 23 45 67 89`, `03-1234-5678`,
/// `11 3456-7890`, and in Spain and Portugal `612 34 56 78`, `912 345 678`, in China the mobile
/// `138 0013 8000`). Japanese and Chinese write them with no space before or after
/// ("電話は03-1234-5678です"), so letters of those scripts may touch them.
///
/// Digit runs alone are too often something else, so a candidate must look like a number
/// someone dials: an international prefix, an area code in parentheses, a trunk "0" with enough
/// digits, the North American 3-3-4 grouping, the Brazilian area code before a hyphenated
/// number, or, where the writer is in Spain or Portugal, nine digits grouped as those countries
/// write them and starting as their numbers do.
enum _PhoneNumberDetector {
    static let expression = _Patterns.compile(
        "(?<![[\\w.,/+-]&&[^\\p{Han}\\p{Hiragana}\\p{Katakana}]])(?:\\+\\d{1,3}[\\s.-]?)?(?:\\(\\d{1,5}\\)[\\s.-]?)?(?:1[3-9]\\d{9}|\\d{1,5}(?:\\s?/\\s?\\d{1,8})?(?:[\\s.-]\\d{1,8}){0,5})"
        + "(?![[\\w/]&&[^\\p{Han}\\p{Hiragana}\\p{Katakana}]]|[.,-]\\d)")

    /// "ISBN", "ISBN-13:" and the like just before a number.
    private static let isbnLabel = _Patterns.compile("isbn(?:-1[03])?:?\\s*$")

    /// Regions whose numbers have nine digits and no trunk "0", with the digits they start with
    /// (in Italy, the freephone and shared-cost numbers, "800 123 456").
    private static let nineDigitRegions: [String: Set<Character>] = ["ES": ["6", "7", "8", "9"], "PT": ["2", "3", "9"], "IT": ["8"]]

    /// The numbers in `text`; `region` (an ISO 3166 code such as "ES") allows its own national formats.
    static func matches(in text: String, region: String? = nil) -> [DataDetectorMatch] {
        _Patterns.matches(expression, in: text).compactMap { result in
            let written = _Patterns.substring(result.range, in: text)
            guard looksDialable(written) || looksNational(written, region: region), !isBook(written, before: (text as NSString).substring(to: result.range.location)) else { return nil }
            return DataDetectorMatch(range: result.range, text: written, kind: .phoneNumber(written))
        }
    }

    /// Whether the number is an ISBN: labelled so, or 13 digits from 978 or 979 whose check
    /// digit is right.
    static func isBook(_ written: String, before: String) -> Bool {
        if !_Patterns.matches(isbnLabel, in: String(before.suffix(10))).isEmpty { return true }
        let digits = written.compactMap(\.wholeNumberValue)
        guard digits.count == 13, digits.starts(with: [9, 7, 8]) || digits.starts(with: [9, 7, 9]) else { return false }
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        return sum % 10 == 0
    }

    /// Whether `written` is a number of `region`'s own national format ("912 345 678" in Spain).
    static func looksNational(_ written: String, region: String?) -> Bool {
        if region == "CN" { return looksChineseMobile(written) }
        guard let region, let starts = nineDigitRegions[region], let first = written.first, starts.contains(first) else { return false }
        let groups = written.split(whereSeparator: { !$0.isASCIIDigit }).map(\.count)
        guard written.allSatisfy({ $0.isASCIIDigit || $0 == " " }) else { return false }
        return groups == [3, 3, 3] || groups == [3, 2, 2, 2] || groups == [9]
    }

    /// A Chinese mobile number: eleven digits from 13 to 19, together or grouped 3-4-4.
    static func looksChineseMobile(_ written: String) -> Bool {
        let groups = written.split(whereSeparator: { !$0.isASCIIDigit }).map(\.count)
        guard groups == [11] || groups == [3, 4, 4], written.allSatisfy({ $0.isASCIIDigit || $0 == " " || $0 == "-" }) else { return false }
        let digits = Array(written.filter(\.isASCIIDigit))
        return digits[0] == "1" && ("3"..."9").contains(digits[1])
    }

    static func looksDialable(_ written: String) -> Bool {
        let digits = written.filter(\.isASCIIDigit)
        guard (7...15).contains(digits.count) else { return false }
        let groups = written.split(whereSeparator: { !$0.isASCIIDigit }).map(\.count)
        if written.hasPrefix("+") { return digits.count >= 8 }
        // "089 / 12 34 56 78": a slash only after a German-style area code.
        if written.contains("/") { return written.hasPrefix("0") && digits.count >= 9 }
        if written.hasPrefix("(") { return digits.count >= 10 }
        // Dates (2024-03-15, 15.03.2024) and grouped thousands (1.234.567) are not phone numbers.
        if groups.count == 3, groups == [4, 2, 2] || groups.last == 4 && groups[0] <= 2 && groups[1] <= 2 { return false }
        if groups.count > 1, groups.dropFirst().allSatisfy({ $0 == 3 }), groups[0] <= 3, !written.hasPrefix("0") { return false }
        if written.hasPrefix("0") { return digits.count >= 9 }
        if groups == [3, 3, 4] || groups == [1, 3, 3, 4] { return true }
        if groups == [3, 4], written.contains("-") { return true }
        // Brazil: a two-digit area code, then four or five digits, a hyphen and four ("11 3456-7890").
        // Two years ("12 1999-2004") are a span of years, not a number.
        if groups == [2, 4, 4] || groups == [2, 5, 4], written.range(of: #"^\d{2} \d{4,5}-\d{4}$"#, options: .regularExpression) != nil {
            let years = written.split(whereSeparator: { !$0.isASCIIDigit }).dropFirst().compactMap { Int($0) }
            return !years.allSatisfy { (1000...2999).contains($0) }
        }
        return false
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
