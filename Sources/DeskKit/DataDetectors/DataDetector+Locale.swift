import Foundation

extension DataDetector {
    /// The locale categories detectors and their menus take from the environment.
    public enum LocaleCategory: Sendable {
        /// Dates: day or month first in numeric dates. Read from `LC_ALL`, `LC_TIME`, `LANG`.
        case time
        /// Money: the currency amounts convert to and how they are written. Read from `LC_ALL`,
        /// `LC_MONETARY`, `LANG`.
        case monetary
        /// Numbers: the decimal sign and digit grouping of converted measurements. Read from
        /// `LC_ALL`, `LC_NUMERIC`, `LANG`.
        case numeric
    }

    /// The user's locale for `category`, found as POSIX programs find it: the first set and
    /// non-empty of `LC_ALL`, the category's own variable, then `LANG`.
    ///
    /// "de_DE.UTF-8@euro" reads as de_DE; "C", "POSIX" or nothing set reads as en_US_POSIX
    /// (month-first dates, US dollars, a decimal point).
    public static func userLocale(for category: LocaleCategory, environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
        let variable = switch category {
        case .time: "LC_TIME"
        case .monetary: "LC_MONETARY"
        case .numeric: "LC_NUMERIC"
        }
        let value = ["LC_ALL", variable, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = value.split(separator: ".").first.map(String.init) ?? ""
        let identifier = name.split(separator: "@").first.map(String.init) ?? ""
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return Locale(identifier: "en_US_POSIX") }
        return Locale(identifier: identifier)
    }

    /// Whether numeric dates in `locale` put the month first (3/12/2026 is 3 December in the US);
    /// a locale without a region does so only when it is English.
    static func writesMonthFirst(_ locale: Locale) -> Bool {
        guard let region = locale.region?.identifier else { return (locale.language.languageCode?.identifier ?? "en") == "en" }
        return ["US", "PH", "PR", "GU", "AS", "UM", "VI", "MH", "FM", "PW"].contains(region)
    }
}
