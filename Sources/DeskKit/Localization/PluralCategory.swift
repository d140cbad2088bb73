/// The CLDR plural category a count takes in a language ("one", "few", "many"…), which picks
/// the form of a `.stringsdict` or `.xcstrings` plural.
///
/// The rules are CLDR's for the languages DeskKit is translated into (and English); a language
/// without rules here uses "other" for every count, as Japanese and Chinese do.
package enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `count` in `language` (an `.lproj` name such as "ru" or "pt-BR").
    package init(count: Double, language: String?) {
        let code = (language ?? "en").split(separator: "-").first.map { $0.lowercased() } ?? "en"
        let isInteger = count.rounded() == count && abs(count) < 1e15
        let n = isInteger ? Int(abs(count)) : -1
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id":
            self = .other
        case "fr":
            // French: 0 and 1 (and 1.5) are singular.
            self = abs(count) < 2 ? .one : .other
        case "pt" where language?.lowercased() != "pt-pt":
            // Brazilian Portuguese counts 0 and 1 as singular, as French does.
            self = abs(count) < 2 ? .one : .other
        case "ru", "uk":
            guard isInteger else { self = .other; return }
            let (ones, tens) = (n % 10, n % 100)
            if ones == 1 && tens != 11 { self = .one }
            else if (2...4).contains(ones) && !(12...14).contains(tens) { self = .few }
            else { self = .many }
        case "ar":
            guard isInteger else { self = .other; return }
            switch (n, n % 100) {
            case (0, _): self = .zero
            case (1, _): self = .one
            case (2, _): self = .two
            case (_, 3...10): self = .few
            case (_, 11...99): self = .many
            default: self = .other
            }
        case "he":
            self = n == 1 ? .one : n == 2 ? .two : .other
        default:
            // English, German, Spanish, Italian, European Portuguese and most others.
            self = n == 1 ? .one : .other
        }
    }
}
