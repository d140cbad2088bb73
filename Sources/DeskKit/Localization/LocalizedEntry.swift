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
