/// Gives a replacement the letter case of the text it replaces.
///
/// All-capital matches ("FOO") get an all-capital replacement, all-lowercase matches a
/// lowercase one, and matches that start with a capital followed by lowercase ("Foo") a
/// replacement with its first letter capitalized. Other matches, and matches without cased
/// letters, keep the replacement as written.
enum _PreserveCase {
    enum Shape { case upper, lower, capitalized, asWritten }

    static func shape(of matched: Substring) -> Shape {
        var cased = 0, upper = 0, lower = 0
        var firstIsUpper = false
        var restLower = true
        for character in matched where character.isCased {
            cased += 1
            if character.isUppercase {
                upper += 1
                if cased == 1 { firstIsUpper = true } else { restLower = false }
            } else if character.isLowercase {
                lower += 1
            }
        }
        if cased == 0 { return .asWritten }
        if upper == cased { return cased == 1 ? .capitalized : .upper }
        if lower == cased { return .lower }
        if firstIsUpper, restLower { return .capitalized }
        return .asWritten
    }

    static func apply(_ shape: Shape, to replacement: String) -> String {
        switch shape {
        case .upper: return replacement.uppercased()
        case .lower: return replacement.lowercased()
        case .capitalized:
            guard let first = replacement.first else { return replacement }
            return first.uppercased() + replacement.dropFirst()
        case .asWritten: return replacement
        }
    }
}
