import Foundation

/// Writes converted values the way menus show them: two decimals at most (four significant
/// digits below one), trailing zeros dropped, a point as decimal separator.
enum ConversionFormatting {
    static func format(_ value: Double, decimals: Int? = nil) -> String {
        guard value.isFinite else { return "–" }
        if let decimals { return trimmed(String(format: "%.\(decimals)f", value), keepDecimals: decimals == 2) }
        let magnitude = abs(value)
        if magnitude != 0 && magnitude < 1 {
            let digits = max(0, 3 - Int(floor(log10(magnitude))))
            return trimmed(String(format: "%.\(min(digits, 10))f", value), keepDecimals: false)
        }
        return trimmed(String(format: "%.2f", value), keepDecimals: false)
    }

    /// Drops trailing zeros and a dangling point; money keeps its two decimals.
    private static func trimmed(_ text: String, keepDecimals: Bool) -> String {
        guard !keepDecimals, text.contains(".") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result == "-0" ? "0" : result
    }
}
