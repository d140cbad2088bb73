/// What replaces each match: literal text, or for regular expressions a template with groups.
///
/// In a regular-expression template `$0`…`$99` insert a numbered group (two digits are read
/// only when that group exists, so `$10` is group 1 then "0" in a pattern with one group),
/// `${name}` or `${12}` a group by name or number, `\n`, `\t` and `\r` a newline, tab or
/// carriage return, and a backslash before any other character that character (`\$`, `\\`).
/// For literal queries the template is inserted as written.
public struct ReplacementTemplate: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        case text([UInt8])
        case group(Int)
    }

    /// The template as the user wrote it.
    public let string: String
    let parts: [Part]

    /// A template inserted exactly as written.
    public init(literal string: String) {
        self.init(string: string, parts: string.isEmpty ? [] : [.text(Array(string.utf8))])
    }

    /// Parses `string` for `pattern`: as a template when it is a regular expression, as
    /// literal text otherwise.
    ///
    /// - Throws: ``TextSearchError/invalidReplacementTemplate(template:problem:offset:)`` when
    ///   a group reference names or numbers a group the pattern lacks, or `${` is unclosed.
    public init(_ string: String, for pattern: TextSearchPattern) throws(TextSearchError) {
        if case let .regex(matcher) = pattern.engine {
            self.init(string: string, parts: try ReplacementTemplate.parse(string, program: matcher.program))
        } else {
            self.init(literal: string)
        }
    }

    private init(string: String, parts: [Part]) {
        self.string = string
        self.parts = parts
    }

    /// Whether the template uses no groups, so every match gets the same bytes.
    var isConstant: Bool {
        !parts.contains { if case .group = $0 { return true } else { return false } }
    }

    /// Whether the template inserts a group other than the whole match (`$1`, `${name}`).
    var insertsGroups: Bool {
        parts.contains { if case let .group(number) = $0 { return number > 0 } else { return false } }
    }

    /// The bytes of a template with no groups.
    var constantBytes: [UInt8] {
        parts.flatMap { part -> [UInt8] in
            if case let .text(bytes) = part { return bytes }
            return []
        }
    }

    private static func parse(_ string: String, program: _RegexProgram) throws(TextSearchError) -> [Part] {
        let scalars = Array(string.unicodeScalars)
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { parts.append(.text(Array(String(literal).utf8))) }
            literal = String.UnicodeScalarView()
        }
        func fail(_ problem: TextSearchError.ReplacementTemplateProblem, _ offset: Int) -> TextSearchError {
            .invalidReplacementTemplate(template: string, problem: problem, offset: offset)
        }
        func digit(_ index: Int) -> Int? {
            guard index < scalars.count, let value = scalars[index].properties.numericType == .decimal
                ? Int(String(scalars[index])) : nil, scalars[index].isASCII else { return nil }
            return value
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                let escaped = scalars[index + 1]
                switch escaped {
                case "n": literal.append("\n")
                case "t": literal.append("\t")
                case "r": literal.append("\r")
                default: literal.append(escaped)
                }
                index += 2
            } else if scalar == "$", let first = digit(index + 1) {
                var number = first
                var length = 2
                if let second = digit(index + 2), first * 10 + second <= program.groupCount {
                    number = first * 10 + second
                    length = 3
                }
                guard number <= program.groupCount else {
                    throw fail(.groupOutOfRange(number: number, groupCount: program.groupCount), index)
                }
                flush()
                parts.append(.group(number))
                index += length
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                guard let close = scalars[(index + 2)...].firstIndex(of: "}") else {
                    throw fail(.unterminatedGroupName, scalars.count)
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                let number: Int
                if let value = Int(name), name.allSatisfy(\.isASCII) {
                    guard value <= program.groupCount else {
                        throw fail(.groupOutOfRange(number: value, groupCount: program.groupCount), index)
                    }
                    number = value
                } else {
                    guard let named = program.groupNumber(named: name) else {
                        throw fail(.unknownGroupName(name), index)
                    }
                    number = named
                }
                flush()
                parts.append(.group(number))
                index = close + 1
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return parts
    }

    /// Appends the replacement for one match to `output`.
    /// The bytes of the template's literal parts, a lower bound of each expansion's length.
    var estimatedLength: Int {
        parts.reduce(0) { total, part in
            if case let .text(bytes) = part { return total + bytes.count }
            return total
        }
    }

    func expand(
        match: Range<Int>, groups: _RegexGroups?, in text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
    ) {
        for part in parts {
            switch part {
            case let .text(bytes):
                output.append(contentsOf: bytes)
            case let .group(number):
                let range = number == 0 ? match : groups?[number]
                if let range { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[range])) }
            }
        }
    }
}
