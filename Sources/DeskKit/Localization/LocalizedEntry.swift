/// A string of a table: plain text, or a format whose `%#@name@` parts take a plural form.
package enum LocalizedEntry: Sendable, Equatable {
    /// Text, possibly with format specifiers (`%@`, `%lld`).
    case text(String)
    /// A format (`NSStringLocalizedFormatKey`) and, for each `%#@name@` in it, the forms by
    /// plural category ("one", "other"…).
    case plural(format: String, variables: [String: [String: String]])
    /// A String Catalog's plural variations: the form for the first number among the arguments.
    case variations([String: String])
}

extension LocalizedEntry {
    /// The entry filled with `arguments` in `language`: a plural entry takes the form its number
    /// asks for; `defaultFormat` stands in for a catalog entry lacking the form.
    package func rendered(arguments: [LocalizedArgument], language: String, defaultFormat: String) -> String {
        switch self {
        case .text(let format):
            return LocalizedFormat.render(format, arguments: arguments, language: language)
        case .plural(let format, let variables):
            return LocalizedFormat.render(format, arguments: arguments, variables: variables, language: language)
        case .variations(let forms):
            let count = arguments.lazy.compactMap { argument -> Double? in
                if case .text = argument { return nil }
                return argument.number
            }.first ?? 0
            let form = forms[PluralCategory(count: count, language: language).rawValue] ?? forms["other"] ?? defaultFormat
            return LocalizedFormat.render(form, arguments: arguments, language: language)
        }
    }
}
