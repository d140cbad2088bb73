import Foundation

extension String {
    /// A localizable string written with interpolations: its key is the text with `%@`,
    /// `%lld` and `%lf` where the values go, as in the app's strings tables.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
        /// The key looked up in the table ("%lld shapes").
        package var key: String
        /// The interpolated values, in order.
        package var arguments: [LocalizedArgument]

        /// A value with no interpolations.
        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        /// A value built from a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Builds the key and the argument list of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [LocalizedArgument] = []

            /// Starts an empty key.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Literal text, with `%` doubled so it stays text.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// Text, shown as `%@`.
            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                arguments.append(.text(value))
            }

            /// A whole number, shown as `%lld`; it picks plural forms.
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                arguments.append(.integer(Int(value)))
            }

            /// A number with a fraction, shown as `%lf`.
            public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
                key += "%lf"
                arguments.append(.real(Double(value)))
            }

            /// Any other value, by its description, as `%@`.
            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                key += "%@"
                arguments.append(.text(value.description))
            }
        }
    }

    /// The app's string for `keyAndValue` in the user's language, read from `table` (by
    /// default `Localizable`) in `bundle` (by default the main bundle).
    ///
    /// Looks in `<lang>.lproj/<table>.strings` and `.stringsdict`, then `<table>.xcstrings`;
    /// the language is the one DeskKit chose at launch from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`. `locale` is accepted for source compatibility.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringTable(bundle: bundle, table: table).localized(keyAndValue.key, default: keyAndValue.key, arguments: keyAndValue.arguments)
    }

    /// The app's string for `key`, or `defaultValue` where no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringTable(bundle: bundle, table: table).localized("\(key)", default: defaultValue.key, arguments: defaultValue.arguments)
    }
}

extension LocalizedStringTable {
    /// The table `table` (default `Localizable`) of `bundle` (default the main bundle). For an
    /// app ported with its Xcode resources, the main bundle is the folder those were copied to,
    /// where its `.lproj` folders are.
    package init(bundle: Bundle?, table: String?) {
        var url = (bundle ?? .main).bundleURL
        if url == Bundle.main.bundleURL, let resources = _UIApplicationResources.folderOfRunningApp { url = resources }
        self.init(bundleURL: url, name: table ?? "Localizable")
    }

    /// `key`'s entry in the language in use (English's own entries when none is chosen, so
    /// English plurals apply), filled with `arguments`; `defaultFormat` where there is none.
    package func localized(_ key: String, default defaultFormat: String, arguments: [LocalizedArgument]) -> String {
        let language = LocalizationLanguage.current ?? "en"
        guard let entry = entries(language: language)[key] else {
            return LocalizedFormat.render(defaultFormat, arguments: arguments, language: language)
        }
        return entry.rendered(arguments: arguments, language: language, defaultFormat: defaultFormat)
    }
}
