import Foundation

/// A value put into a localized format: what `%@`, `%lld` and `%lf` stand for.
package enum LocalizedArgument: Sendable, Equatable {
    case text(String)
    case integer(Int)
    case real(Double)

    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        case .text(let text): Double(text)
        }
    }
}

/// Fills a localized format with its arguments, choosing plural forms for `%#@name@`.
///
/// Reads the specifiers Foundation's strings files use: `%@`, `%d`/`%ld`/`%lld`, `%f`/`%lf`
/// (with a precision), `%%`, and positions (`%2$@`), so translations may reorder arguments.
package enum LocalizedFormat {
    package static func render(_ format: String, arguments: [LocalizedArgument],
                               variables: [String: [String: String]] = [:], language: String?) -> String {
        var output = ""
        var next = 0
        var index = format.startIndex
        func argument(_ position: Int) -> LocalizedArgument? { arguments.indices.contains(position) ? arguments[position] : nil }
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else { output.append(character); index = format.index(after: index); continue }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else { output.append("%"); break }
            if format[cursor] == "%" { output.append("%"); index = format.index(after: cursor); continue }
            // An optional position, "2$".
            var position: Int?
            let digits = format[cursor...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, format.index(cursor, offsetBy: digits.count) < format.endIndex,
               format[format.index(cursor, offsetBy: digits.count)] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = format.index(cursor, offsetBy: digits.count + 1)
            }
            let rest = format[cursor...]
            if rest.hasPrefix("#@"), let close = rest.dropFirst(2).firstIndex(of: "@") {
                let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
                let used = position ?? next
                if position == nil { next += 1 }
                let count = argument(used)?.number ?? 0
                let forms = variables[name] ?? [:]
                let category = PluralCategory(count: count, language: language).rawValue
                let form = forms[category] ?? forms["other"] ?? ""
                output += render(form, arguments: argument(used).map { [$0] } ?? [], variables: variables, language: language)
                index = format.index(after: close)
                continue
            }
            // Flags, width and precision, length modifiers, then the conversion.
            let spec = rest.prefix { "0123456789.-+ #lhqzjt".contains($0) }
            let conversionIndex = format.index(cursor, offsetBy: spec.count)
            guard conversionIndex < format.endIndex else { output += format[index...]; break }
            let conversion = format[conversionIndex]
            guard "@dDiuUxXfFeEgGs".contains(conversion) else {
                output += format[index...conversionIndex]
                index = format.index(after: conversionIndex)
                continue
            }
            let used = position ?? next
            if position == nil { next += 1 }
            output += formatted(argument(used), conversion: conversion, spec: String(spec))
            index = format.index(after: conversionIndex)
        }
        return output
    }

    private static func formatted(_ argument: LocalizedArgument?, conversion: Character, spec: String) -> String {
        guard let argument else { return "" }
        let precision = spec.firstIndex(of: ".").flatMap { Int(spec[spec.index(after: $0)...].prefix { $0.isNumber }) }
        switch (argument, conversion) {
        case (.text(let text), _): return text
        case (.integer(let value), "f"), (.integer(let value), "F"), (.integer(let value), "g"):
            return formatted(.real(Double(value)), conversion: conversion, spec: spec)
        case (.integer(let value), _): return String(value)
        case (.real(let value), "f"), (.real(let value), "F"):
            return String(format: "%.\(precision ?? 6)f", value)
        case (.real(let value), "d"), (.real(let value), "i"), (.real(let value), "u"):
            return String(Int(value))
        case (.real(let value), _):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}
