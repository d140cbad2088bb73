/// A literal every match of a regular expression contains, found from the pattern, so a search
/// can look for the literal first and run the regular expression only on lines holding it.
///
/// The pattern is read with a small conservative parser: sequences, groups, alternation,
/// classes, the common escapes and quantifiers. Anything else (back-references, lookaround,
/// inline options, `\K`, `\Q…\E`, Unicode properties, hexadecimal escapes) gives no literal, and
/// so does a pattern that could match a line feed or is case-insensitive: the search then runs
/// PCRE2 alone. A literal is a run of plain characters in the pattern's top-level sequence, none
/// optional or repeated; every match holds those bytes, in that order, within one line.
struct _RegexLiteral: Sendable, Equatable {
    /// The bytes every match contains.
    let bytes: [UInt8]

    /// Whether no match of `pattern` can hold a line feed, as far as the parser can tell (false
    /// for patterns it refuses).
    static func staysWithinLines(_ pattern: String) -> Bool {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        return parser.parseAlternation() != nil && parser.index == parser.scalars.count && !parser.canMatchNewline
    }

    /// The literal to scan for in `pattern`, or nil when none is usable.
    init?(pattern: String, caseInsensitive: Bool) {
        guard !caseInsensitive else { return nil }
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        guard let branches = parser.parseAlternation(), parser.index == parser.scalars.count,
              branches.count == 1, !parser.canMatchNewline else { return nil }
        // The longest run of required literal characters; among equals, the one with the rarest byte.
        var best: [UInt8] = []
        var run: [UInt8] = []
        func close() {
            if run.count > best.count
                || run.count == best.count && !run.isEmpty && Self.rarity(run) < Self.rarity(best) {
                best = run
            }
            run = []
        }
        for item in branches[0] {
            if case let .literal(scalar) = item {
                run += Array(String(scalar).utf8)
            } else {
                close()
            }
        }
        close()
        guard best.count >= 2 || best.count == 1 && _ByteFrequency.rank(best[0]) < 120 else { return nil }
        bytes = best
    }

    /// The alternatives of a pattern that is nothing but plain strings in alternation, such as
    /// `colour|color|hue` (or one plain string), in the pattern's order; nil for anything else,
    /// for an empty alternative and for case-insensitive patterns.
    static func alternatives(in pattern: String, caseInsensitive: Bool) -> [[UInt8]]? {
        guard !caseInsensitive else { return nil }
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        guard let branches = parser.parseAlternation(), parser.index == parser.scalars.count else { return nil }
        var alternatives: [[UInt8]] = []
        for branch in branches {
            var bytes: [UInt8] = []
            for item in branch {
                guard case let .literal(scalar) = item else { return nil }
                bytes += Array(String(scalar).utf8)
            }
            guard !bytes.isEmpty else { return nil }
            alternatives.append(bytes)
        }
        return alternatives
    }

    private static func rarity(_ bytes: [UInt8]) -> Int {
        bytes.map { Int(_ByteFrequency.rank($0)) }.min() ?? Int.max
    }

    /// An element of a parsed sequence: a required plain character, or anything else.
    enum Item {
        case literal(Unicode.Scalar)
        case other
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Whether some part of the pattern can match a line break.
        var canMatchNewline = false

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// Branches separated by `|`, up to a `)` or the end; nil for what the parser refuses.
        mutating func parseAlternation() -> [[Item]]? {
            var branches: [[Item]] = []
            var sequence: [Item] = []
            while let scalar = current, scalar != ")" {
                if scalar == "|" {
                    branches.append(sequence)
                    sequence = []
                    index += 1
                    continue
                }
                guard let atom = parseAtom() else { return nil }
                guard let repeated = parseQuantifier() else { return nil }
                sequence.append(repeated ? .other : atom)
            }
            branches.append(sequence)
            return branches
        }

        /// One atom; nil for what the parser refuses.
        private mutating func parseAtom() -> Item? {
            guard let scalar = current else { return nil }
            index += 1
            switch scalar {
            case "\\":
                return parseEscape()
            case "[":
                return parseClass() ? .other : nil
            case "(":
                if current == "?" {
                    // Only non-capturing and named groups; lookaround and options are refused.
                    index += 1
                    if current == ":" {
                        index += 1
                    } else if current == "<" || current == "P" || current == "'" {
                        if current == "P" { index += 1 }
                        guard current == "<" || current == "'" else { return nil }
                        index += 1
                        guard let first = current, first.properties.isAlphabetic || first == "_" else { return nil }
                        while let next = current, next != ">", next != "'" { index += 1 }
                        guard current != nil else { return nil }
                        index += 1
                    } else {
                        return nil
                    }
                }
                guard parseAlternation() != nil, current == ")" else { return nil }
                index += 1
                return .other
            case ".", "^", "$":
                return .other
            case ")", "|", "*", "+", "?", "{":
                return nil
            case "\n":
                canMatchNewline = true
                return .other
            default:
                return .literal(scalar)
            }
        }

        private mutating func parseEscape() -> Item? {
            guard let escaped = current else { return nil }
            index += 1
            switch escaped {
            case "b", "B", "A", "w", "d", "S", "h", "N", "V", "t", "e", "a", "r", "f":
                return .other
            case "z", "Z", "G":
                // They depend on where the subject ends or the search starts, which a search
                // bounded to one line moves.
                return nil
            case "s", "W", "D", "H", "v", "R", "X", "n":
                canMatchNewline = true
                return .other
            default:
                // Escaped punctuation stands for itself; other escapes are refused.
                guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) else { return nil }
                return .literal(escaped)
            }
        }

        /// Skips a character class; false for what the parser refuses.
        private mutating func parseClass() -> Bool {
            if current == "^" {
                canMatchNewline = true
                index += 1
            }
            if current == "]" { index += 1 }
            while let scalar = current, scalar != "]" {
                index += 1
                if scalar == "[" {
                    // POSIX classes such as [:alpha:]; [:space:] and friends may hold a newline.
                    guard current == ":" else { continue }
                    guard let close = scalars[index...].firstIndex(of: "]") else { return false }
                    let name = String(String.UnicodeScalarView(scalars[index..<close]))
                    guard ["alpha", "digit", "alnum", "upper", "lower", "word", "punct", "xdigit"].contains(where: { name == ":\($0):" }) else {
                        return false
                    }
                    index = close + 1
                } else if scalar == "\\" {
                    guard let escaped = current else { return false }
                    index += 1
                    switch escaped {
                    case "w", "d", "S", "h", "t", "r", "f", "-", "]", "[", "\\", "^", ".", "/":
                        continue
                    case "s", "W", "D", "H", "v", "n":
                        canMatchNewline = true
                    default:
                        guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) else { return false }
                    }
                } else if scalar == "\n" {
                    canMatchNewline = true
                } else if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    // A range: refuse one that spans a line break.
                    let upper = scalars[index + 1]
                    guard upper != "\\", upper != "[" else { return false }
                    if scalar.value <= 0x0A && upper.value >= 0x0A { canMatchNewline = true }
                    index += 2
                }
            }
            guard current == "]" else { return false }
            index += 1
            return true
        }

        /// Reads a quantifier after an atom: true when one follows (the atom then is not a
        /// single required character), nil for a malformed one.
        private mutating func parseQuantifier() -> Bool? {
            guard let scalar = current else { return false }
            switch scalar {
            case "*", "+", "?":
                index += 1
            case "{":
                var end = index + 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "," { end += 1 }
                guard end < scalars.count, scalars[end] == "}", end > index + 1 else { return nil }
                index = end + 1
            default:
                return false
            }
            if current == "?" || current == "+" { index += 1 }
            return true
        }
    }
}
