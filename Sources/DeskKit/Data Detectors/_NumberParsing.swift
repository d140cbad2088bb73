/// Reads numbers as people write them in different locales: `1,234.5`, `1.234,5`, `12,5`,
/// `1 234,5`, `1'234.50`.
enum _NumberParsing {
    /// The pattern of such a number, for embedding in detector patterns.
    static let pattern = #"[-−]?(?:\d{1,3}(?:[,.'\u00A0\u202F ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"#

    /// The value of a number matched by ``pattern``; nil when it is not a number.
    static func parse(_ written: String) -> Double? {
        var text = written.replacingOccurrences(of: "−", with: "-")
        for separator in ["'", " ", "\u{00A0}", "\u{202F}"] { text = text.replacingOccurrences(of: separator, with: "") }
        let commas = text.filter { $0 == "," }.count
        let dots = text.filter { $0 == "." }.count
        if commas > 0 && dots > 0 {
            // The separator written last is the decimal one.
            let lastComma = text.lastIndex(of: ",")!
            let lastDot = text.lastIndex(of: ".")!
            if lastComma > lastDot {
                text = text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
            } else {
                text = text.replacingOccurrences(of: ",", with: "")
            }
        } else if commas > 1 {
            text = text.replacingOccurrences(of: ",", with: "")
        } else if dots > 1 {
            text = text.replacingOccurrences(of: ".", with: "")
        } else if commas == 1 {
            // "1,234" groups thousands; "12,5" and "1,25" use a decimal comma.
            let after = text.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            text = after.count == 3 ? text.replacingOccurrences(of: ",", with: "") : text.replacingOccurrences(of: ",", with: ".")
        }
        return Double(text)
    }
}
