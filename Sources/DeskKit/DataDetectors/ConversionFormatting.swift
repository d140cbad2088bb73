import Foundation

/// Writes converted values the way menus show them: two decimals at most (four significant
/// digits below one), trailing zeros dropped, in the locale's digits, decimal sign and grouping.
enum ConversionFormatting {
    static func format(_ value: Double, decimals: Int? = nil, locale: Locale) -> String {
        guard value.isFinite else { return "–" }
        var digits = decimals ?? 2
        let magnitude = abs(value)
        if decimals == nil, magnitude != 0, magnitude < 1 { digits = min(10, max(0, 3 - Int(floor(log10(magnitude))))) }
        // Rounded as printf rounds the binary value, then written the locale's way.
        let rounded = Double(String(format: "%.\(digits)f", value)) ?? value
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = digits
        formatter.minimumFractionDigits = decimals == 2 ? 2 : 0  // money keeps its cents
        // The C locale groups no digits (its thousands separator is empty).
        formatter.usesGroupingSeparator = locale.identifier != "en_US_POSIX"
        return formatter.string(from: NSNumber(value: rounded == 0 ? 0 : rounded)) ?? String(format: "%.\(digits)f", rounded)
    }
}
