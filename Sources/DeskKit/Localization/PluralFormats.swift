import Foundation
import Synchronization

/// The plural entries `NSLocalizedString` has handed out, by the string it returned for them, so
/// `String.localizedStringWithFormat` can choose their forms: on iPadOS the returned string
/// carries its entry with it, which a Swift `String` cannot.
package enum PluralFormats {
    private static let entries = Mutex<[String: (entry: LocalizedEntry, language: String)]>([:])

    /// Notes that `format` stands for `entry` in `language`.
    package static func remember(_ entry: LocalizedEntry, language: String, as format: String) {
        entries.withLock { $0[format] = (entry, language) }
    }

    /// `format` filled with `arguments` by its plural entry; nil when no plural entry was handed
    /// out as `format`.
    package static func render(_ format: String, arguments: [LocalizedArgument]) -> String? {
        guard let remembered = entries.withLock({ $0[format] }) else { return nil }
        return remembered.entry.rendered(arguments: arguments, language: remembered.language, defaultFormat: format)
    }
}

extension String {
    /// `format` filled with `arguments` for the user's locale; a plural entry that
    /// `NSLocalizedString` read from a `.stringsdict` or String Catalog takes the form its number
    /// asks for. Shadows Foundation's, which reads no plural tables on Linux, where DeskKit is
    /// imported without Foundation (as with `NSLocalizedString`).
    public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        if let plural = PluralFormats.render(format, arguments: arguments.map(LocalizedArgument.init(formatArgument:))) {
            return plural
        }
        return String(format: format, locale: Locale.current, arguments: arguments)
    }
}

extension LocalizedArgument {
    /// A `String(format:)` argument as the localized formats read it.
    init(formatArgument value: any CVarArg) {
        switch value {
        case let number as any BinaryInteger: self = .integer(Int(truncatingIfNeeded: number))
        case let number as any BinaryFloatingPoint: self = .real(Double(number))
        case let number as NSNumber:
            let real = number.doubleValue
            self = Int(exactly: real).map(LocalizedArgument.integer) ?? .real(real)
        case let text as String: self = .text(text)
        default: self = .text(String(describing: value))
        }
    }
}
