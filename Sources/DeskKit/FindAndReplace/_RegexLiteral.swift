/// A literal every match of a regular expression contains, found from the pattern, so a search
/// can look for the literal first and run the regular expression only on lines holding it, or,
/// when the part before it is a sequence of character sets (``Start``), only at the starts that
/// part allows before each occurrence.
///
/// The pattern is read with a small conservative parser: sequences, groups, alternation,
/// classes, the common escapes and quantifiers. Anything else (back-references, lookaround,
/// inline options, `\K`, `\Q…\E`, hexadecimal escapes) gives no literal, and
/// so does a case-insensitive pattern: the search then runs PCRE2 alone. A literal is a run of
/// plain characters in the pattern's top-level sequence, none optional or repeated; every match
/// holds those bytes, in that order, within one line. A pattern that could match a line feed
/// gets only a literal that starts every match (`#define\s+[A-Z_]{12,}`), with
/// ``crossesLines`` set: its search tries PCRE2 anchored at each occurrence.
struct _RegexLiteral: Sendable, Equatable {
    /// The bytes every match contains.
    let bytes: [UInt8]
    /// Where a match can start before the literal; nil when the parser cannot tell.
    let start: Start?
    /// Whether a match may run on past the literal's line: the literal then starts every match
    /// (after zero-width assertions alone), and ``start`` says so.
    let crossesLines: Bool

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
              branches.count == 1 else { return nil }
        let items = branches[0]
        if parser.canMatchNewline {
            // Only a literal leading every match helps: where it is, a match starts.
            var lead: [UInt8] = []
            var index = 0
            while index < items.count, case .assertion = items[index] { index += 1 }
            let assertions = index
            while index < items.count, case let .literal(scalar) = items[index] {
                lead += Array(String(scalar).utf8)
                index += 1
            }
            guard lead.count >= 2 || lead.count == 1 && _ByteFrequency.rank(lead[0]) < 120,
                  let start = Start(before: lead, items: items[..<assertions]) else { return nil }
            bytes = lead
            self.start = start
            crossesLines = true
            return
        }
        // The longest run of required literal characters; among equals, the one with the rarest byte.
        var best: [UInt8] = []
        var bestStart = 0
        var run: [UInt8] = []
        var runStart = 0
        func close(at index: Int) {
            if run.count > best.count
                || run.count == best.count && !run.isEmpty && Self.rarity(run) < Self.rarity(best) {
                best = run
                bestStart = runStart
            }
            run = []
            runStart = index + 1
        }
        for (index, item) in items.enumerated() {
            if case let .literal(scalar) = item {
                run += Array(String(scalar).utf8)
            } else {
                close(at: index)
            }
        }
        close(at: items.count)
        guard best.count >= 2 || best.count == 1 && _ByteFrequency.rank(best[0]) < 120 else { return nil }
        bytes = best
        start = Start(before: best, items: items[..<bestStart])
        crossesLines = false
    }

    /// What the part of a pattern before its literal can match, when that part is a sequence of
    /// characters from sets, each repeated or not, and zero-width assertions (as in
    /// `[A-Z][a-z]+ing`): a match then starts within a run of ``bytes`` that ends right before an
    /// occurrence of the literal, at least ``minimumLength`` bytes before it, on a byte of
    /// ``first``. A search can find each occurrence and try only those starts.
    struct Start: Sendable, Equatable {
        /// Every byte of that part of a match lies in this set.
        let bytes: _ByteSet
        /// A match's first byte lies in this set.
        let first: _ByteSet
        /// That part of a match has at least this many bytes.
        let minimumLength: Int
        /// For each byte value: 1 when it is in ``bytes``, plus 2 when it is in ``first``; one
        /// load per byte in the search's backward walk.
        let table: [UInt8]

        /// The start for the items before `literal`; nil when one of them is not a set of
        /// characters or an assertion.
        init?(before literal: [UInt8], items: ArraySlice<Item>) {
            var bytes = _ByteSet()
            var first = _ByteSet()
            var minimumLength = 0
            var firstIsKnown = false
            for item in items {
                let itemBytes: _ByteSet, itemFirst: _ByteSet, itemMinimum: Int
                switch item {
                case let .literal(scalar):
                    let encoded = Array(String(scalar).utf8)
                    var set = _ByteSet()
                    for byte in encoded { set.insert(byte) }
                    var lead = _ByteSet()
                    lead.insert(encoded[0])
                    (itemBytes, itemFirst, itemMinimum) = (set, lead, encoded.count)
                case let .characters(set, minimum):
                    (itemBytes, itemFirst, itemMinimum) = (set, set, minimum)
                case .assertion:
                    continue
                case .other:
                    return nil
                }
                bytes.formUnion(itemBytes)
                minimumLength += itemMinimum
                if !firstIsKnown {
                    first.formUnion(itemFirst)
                    firstIsKnown = itemMinimum > 0
                }
            }
            // When every item may match nothing, a match may start with the literal itself.
            if !firstIsKnown { first.insert(literal[0]) }
            self.bytes = bytes
            self.first = first
            self.minimumLength = minimumLength
            table = (0...255).map { byte in (bytes.contains(UInt8(byte)) ? 1 : 0) | (first.contains(UInt8(byte)) ? 2 : 0) }
        }
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

    /// An element of a parsed sequence.
    enum Item {
        /// A required plain character.
        case literal(Unicode.Scalar)
        /// Characters whose bytes all lie in the set (an overestimate), at least `minimum` bytes
        /// of them: a class, an escape such as `\w`, or a repeated plain character.
        case characters(_ByteSet, minimum: Int)
        /// A zero-width assertion: `^`, `$`, `\b`, `\B`, `\A`.
        case assertion
        /// Anything else (a group, a repeated assertion).
        case other
    }

    /// Reads a pattern the way PCRE2 does, as far as it goes, refusing (nil) what it does not
    /// know; also used by ``_NestedRepetition``.
    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Whether some part of the pattern can match a line break.
        var canMatchNewline = false
        /// Where a group whose body is one single-character atom under a greedy `+` (as in
        /// `(a+)`) is itself repeated by a greedy `+` or `*`: the index of that outer quantifier.
        private(set) var repeatedRunGroups: [Int] = []
        /// Where a group whose alternatives are all runs of one single-character atom, one of
        /// them that atom alone (as in `(a|aa)` or `(aa|a)`), or are all single-character atoms
        /// (as in `(\w|\d)`), is repeated by a greedy or lazy `+` or `*`.
        private(set) var repeatedRunAlternations: [RunAlternation] = []
        /// Whether the last atom read stands for exactly one character.
        private var atomIsOneCharacter = false
        /// Whether the last atom read is a group like `(a+)` (see ``repeatedRunGroups``).
        private var atomIsRunGroup = false
        /// Where the last atom's group opens and its body starts, with the body's atom and
        /// whether the linear form keeps its capture, when that group is like `(a|aa)`,
        /// `(aa|a)` or `(\w|\d)`; nil otherwise.
        private var atomRunAlternation: (group: Int, body: Int, atom: [Unicode.Scalar], keepsCapture: Bool)?
        /// Whether the last sequence read was one single-character atom under a greedy `+`.
        private var sequenceIsRun = false
        /// The atom of the last alternation read, when there are at least two alternatives,
        /// without quantifiers, and either all are runs of that one single-character atom, one
        /// being the atom alone, or all are single-character atoms, the atom then being a
        /// class of them all; with whether the linear form keeps the group's capture (the atom
        /// alone is first, or all are single characters).
        private var alternationRunAtom: (atom: [Unicode.Scalar], keepsCapture: Bool)?
        /// The last quantifier read (`*`, `+`, `?` or `{`) and whether it was greedy (no `?` or
        /// `+` after it); nil when the atom had none.
        private var quantifier: (symbol: Unicode.Scalar, isGreedy: Bool)?

        /// A group like `(a|aa)` under a repeating quantifier (see ``repeatedRunAlternations``).
        struct RunAlternation {
            /// The index of the group's `(`.
            let group: Int
            /// The index of its first alternative, after `(`, `(?:` or `(?<name>`.
            let body: Int
            /// The one atom (of `(a|aa)`), or a class of the alternatives' atoms (of `(\w|\d)`).
            let atom: [Unicode.Scalar]
            /// Whether the linear form keeps the group's capture: the atom alone is the first
            /// alternative (`(a|aa)`, not `(aa|a)`), or every alternative is one character.
            let keepsCapture: Bool
            /// The quantifier after the group's `)`, from its first character to its end.
            let quantifier: Range<Int>
            /// Whether the quantifier is `*` or `*?` rather than `+` or `+?`.
            let allowsNone: Bool
            /// Whether it is lazy (`+?`, `*?`).
            let isLazy: Bool

            /// Whether the group captures (`(` or `(?<name>`, not `(?:`).
            func isCapturing(in scalars: [Unicode.Scalar]) -> Bool {
                !(body == group + 3 && scalars[group + 1] == "?" && scalars[group + 2] == ":")
            }
        }

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// Branches separated by `|`, up to a `)` or the end; nil for what the parser refuses.
        mutating func parseAlternation() -> [[Item]]? {
            var branches: [[Item]] = []
            var sequence: [Item] = []
            // Whether the sequence so far is one single-character atom under a greedy `+`.
            var isRun = false
            // The atom every alternative so far repeats (nil once one does not), how many
            // times the current alternative has it, and whether an alternative (the first) is
            // the atom alone.
            var runAtom: Range<Int>? = nil
            var runAtomCount = 0
            var isRunAlternation = true
            var hasSingle = false
            var singleIsFirst = false
            // Whether every alternative so far is one single-character atom, and those atoms.
            var isAtomAlternation = true
            var atoms: [Range<Int>] = []
            func closeAlternative() {
                // None is empty.
                if runAtomCount == 0 { isRunAlternation = false }
                if runAtomCount == 1 {
                    hasSingle = true
                    if branches.isEmpty { singleIsFirst = true }
                }
                if atoms.count != branches.count + 1 { isAtomAlternation = false }
            }
            while let scalar = current, scalar != ")" {
                if scalar == "|" {
                    closeAlternative()
                    runAtomCount = 0
                    branches.append(sequence)
                    sequence = []
                    index += 1
                    continue
                }
                let atomStart = index
                guard let atom = parseAtom() else { return nil }
                let (isOneCharacter, isRunGroup, runAlternation) = (atomIsOneCharacter, atomIsRunGroup, atomRunAlternation)
                let atomRange = atomStart..<index
                let quantifierIndex = index
                guard let quantifier = parseQuantifier() else { return nil }
                isRun = sequence.isEmpty && isOneCharacter && self.quantifier.map { $0.symbol == "+" && $0.isGreedy } == true
                if isRunGroup, let outer = self.quantifier, outer.isGreedy, outer.symbol == "+" || outer.symbol == "*" {
                    repeatedRunGroups.append(quantifierIndex)
                }
                if let runAlternation, let outer = self.quantifier, outer.symbol == "+" || outer.symbol == "*",
                   index == quantifierIndex + 1 || index == quantifierIndex + 2 && scalars[quantifierIndex + 1] == "?" {
                    repeatedRunAlternations.append(RunAlternation(
                        group: runAlternation.group, body: runAlternation.body, atom: runAlternation.atom,
                        keepsCapture: runAlternation.keepsCapture, quantifier: quantifierIndex..<index, allowsNone: outer.symbol == "*", isLazy: index == quantifierIndex + 2))
                }
                if isRunAlternation {
                    if quantifier != nil || !isOneCharacter {
                        isRunAlternation = false
                    } else if let runAtom {
                        if scalars[runAtom] != scalars[atomRange] { isRunAlternation = false }
                    } else {
                        runAtom = atomRange
                    }
                    runAtomCount += 1
                }
                if isAtomAlternation {
                    if quantifier != nil || !isOneCharacter || atoms.count != branches.count {
                        isAtomAlternation = false
                    } else {
                        atoms.append(atomRange)
                    }
                }
                guard let minimum = quantifier else {
                    sequence.append(atom)
                    continue
                }
                switch atom {
                case let .literal(scalar):
                    var set = _ByteSet()
                    for byte in String(scalar).utf8 { set.insert(byte) }
                    sequence.append(.characters(set, minimum: minimum * String(scalar).utf8.count))
                case let .characters(set, minimum: one):
                    sequence.append(.characters(set, minimum: minimum * one))
                case .assertion, .other:
                    sequence.append(.other)
                }
            }
            closeAlternative()
            branches.append(sequence)
            sequenceIsRun = branches.count == 1 && isRun
            alternationRunAtom = nil
            if branches.count >= 2 {
                if isRunAlternation, hasSingle, let runAtom {
                    alternationRunAtom = (Array(scalars[runAtom]), singleIsFirst)
                } else if isAtomAlternation, let set = _NestedRepetition.characterClass(atoms.map { Array(scalars[$0]) }) {
                    alternationRunAtom = (set, true)
                }
            }
            return branches
        }

        /// One atom; nil for what the parser refuses.
        private mutating func parseAtom() -> Item? {
            guard let scalar = current else { return nil }
            index += 1
            // Every atom but a group, an assertion and the escapes below is one character.
            atomIsOneCharacter = true
            atomIsRunGroup = false
            atomRunAlternation = nil
            switch scalar {
            case "\\":
                // `\R` can match two characters, `\X` several; `\h`, `\v`, `\N` are left out
                // only to keep the rewrite's class small.
                atomIsOneCharacter = current.map { !"bBARXhvHVN".unicodeScalars.contains($0) } ?? false
                return parseEscape()
            case "[":
                return parseClass().map { .characters($0, minimum: 1) }
            case "(":
                let group = index - 1
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
                let body = index
                guard parseAlternation() != nil, current == ")" else { return nil }
                index += 1
                atomIsOneCharacter = false
                atomIsRunGroup = sequenceIsRun
                atomRunAlternation = alternationRunAtom.map { (group, body, $0.atom, $0.keepsCapture) }
                return .other
            case ".":
                return .characters(.all, minimum: 1)
            case "^", "$":
                atomIsOneCharacter = false
                return .assertion
            case ")", "|", "*", "+", "?", "{":
                return nil
            case "\n":
                canMatchNewline = true
                return .characters(Self.byteSet(0x0A), minimum: 1)
            default:
                return .literal(scalar)
            }
        }

        private mutating func parseEscape() -> Item? {
            guard let escaped = current else { return nil }
            index += 1
            switch escaped {
            case "b", "B", "A":
                return .assertion
            case "w":
                return .characters(.word, minimum: 1)
            case "d":
                return .characters(.digit, minimum: 1)
            case "S", "h", "N", "V":
                return .characters(.all, minimum: 1)
            case "t", "e", "a", "r", "f":
                return .characters(Self.byteSet(UInt8(Self.controlCharacter(escaped).value)), minimum: 1)
            case "z", "Z", "G":
                // They depend on where the subject ends or the search starts, which a search
                // bounded to one line moves.
                return nil
            case "s", "W", "D", "H", "v", "R", "X", "n":
                canMatchNewline = true
                return .characters(.all, minimum: 1)
            case "p", "P":
                // A Unicode property, `\pL` or `\p{Lu}`: one character, any bytes, perhaps a
                // line feed. PCRE2 checks the name.
                canMatchNewline = true
                return skipPropertyName() ? .characters(.all, minimum: 1) : nil
            default:
                // Escaped punctuation stands for itself; other escapes are refused.
                guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) else { return nil }
                return .literal(escaped)
            }
        }

        /// Reads the name after `\p` or `\P`, a letter or letters, `_`, `&`, `-`, `^` and spaces in
        /// braces; false for anything else.
        private mutating func skipPropertyName() -> Bool {
            guard current == "{" else {
                guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else { return false }
                index += 1
                return true
            }
            guard let close = scalars[index...].firstIndex(of: "}"), close > index + 1,
                  scalars[(index + 1)..<close].allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "_&-^ ".unicodeScalars.contains($0)) })
            else { return false }
            index = close + 1
            return true
        }

        private static func byteSet(_ byte: UInt8) -> _ByteSet {
            var set = _ByteSet()
            set.insert(byte)
            return set
        }

        /// The character `\t`, `\e`, `\a`, `\r` or `\f` stands for.
        private static func controlCharacter(_ letter: Unicode.Scalar) -> Unicode.Scalar {
            switch letter {
            case "t": return "\t"
            case "e": return "\u{1B}"
            case "a": return "\u{07}"
            case "r": return "\r"
            default: return "\u{0C}"
            }
        }

        /// Reads a character class after its `[`: the bytes its characters can hold, an
        /// overestimate; nil for what the parser refuses.
        ///
        /// A negated class holds every non-ASCII byte and the ASCII bytes outside its members,
        /// so its members' ASCII bytes must be known exactly; where they are not (`\S`, POSIX
        /// classes), the negated class holds every byte.
        private mutating func parseClass() -> _ByteSet? {
            var negated = false
            if current == "^" {
                negated = true
                index += 1
            }
            var members = _ByteSet()
            var exact = true
            func add(_ scalar: Unicode.Scalar) {
                if scalar.isASCII { members.insert(UInt8(scalar.value)) } else { members.formUnion(.nonASCII) }
            }
            // A `]` right after the opening is a member.
            var atOpening = true
            while let scalar = current, scalar != "]" || atOpening {
                atOpening = false
                index += 1
                var single: Unicode.Scalar? = scalar
                if scalar == "[" {
                    // POSIX classes such as [:alpha:]; [:space:] and friends are refused.
                    if current == ":" {
                        guard let close = scalars[index...].firstIndex(of: "]") else { return nil }
                        let name = String(String.UnicodeScalarView(scalars[index..<close]))
                        guard ["alpha", "digit", "alnum", "upper", "lower", "word", "punct", "xdigit"].contains(where: { name == ":\($0):" }) else {
                            return nil
                        }
                        // Each of these holds only visible characters: overestimated as all
                        // of them.
                        index = close + 1
                        members.insert(0x21...0x7E)
                        members.formUnion(.nonASCII)
                        exact = false
                        single = nil
                    }
                } else if scalar == "\\" {
                    guard let escaped = current else { return nil }
                    index += 1
                    single = nil
                    switch escaped {
                    case "w":
                        members.formUnion(.word)
                    case "d":
                        members.formUnion(.digit)
                    case "s":
                        for byte: UInt8 in [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20] { members.insert(byte) }
                        members.formUnion(.nonASCII)
                    case "h":
                        members.insert(0x09)
                        members.insert(0x20)
                        members.formUnion(.nonASCII)
                    case "S", "W", "D", "H", "v":
                        members = .all
                        exact = false
                    case "p", "P":
                        guard skipPropertyName() else { return nil }
                        members = .all
                        exact = false
                    case "n":
                        members.insert(0x0A)
                    case "t", "r", "f":
                        single = Self.controlCharacter(escaped)
                    default:
                        guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) else { return nil }
                        single = escaped
                    }
                    // A range starting at an escape: refused, rather than read.
                    if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" { return nil }
                }
                guard let lower = single else { continue }
                if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    // A range: refuse one whose end is an escape or a class.
                    let upper = scalars[index + 1]
                    guard upper != "\\", upper != "[", lower.value <= upper.value else { return nil }
                    if lower.value < 0x80 { members.insert(UInt8(lower.value)...UInt8(min(upper.value, 0x7F))) }
                    if upper.value >= 0x80 { members.formUnion(.nonASCII) }
                    index += 2
                } else {
                    add(lower)
                }
            }
            guard current == "]" else { return nil }
            index += 1
            // A class can match a line feed when it holds one, or is negated without one.
            guard negated else {
                if members.contains(0x0A) { canMatchNewline = true }
                return members
            }
            guard exact else {
                canMatchNewline = true
                return .all
            }
            if !members.contains(0x0A) { canMatchNewline = true }
            var outside = members.inverted()
            outside.formUnion(.nonASCII)
            return outside
        }

        /// Reads a quantifier after an atom: nil when none follows, else the fewest times it
        /// lets the atom repeat; the outer nil for what the parser refuses. PCRE2 reads a `{`
        /// that starts no `{n}`, `{n,}` or `{n,m}` as a plain character; the parser refuses it.
        private mutating func parseQuantifier() -> Int?? {
            quantifier = nil
            guard let scalar = current else { return .some(nil) }
            let minimum: Int
            switch scalar {
            case "*", "?":
                minimum = 0
                index += 1
            case "+":
                minimum = 1
                index += 1
            case "{":
                var end = index + 1
                var digits = ""
                while end < scalars.count, ("0"..."9").contains(scalars[end]) {
                    digits.unicodeScalars.append(scalars[end])
                    end += 1
                }
                guard !digits.isEmpty, let count = Int(digits), end < scalars.count else { return nil }
                if scalars[end] == "," {
                    end += 1
                    while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                }
                guard end < scalars.count, scalars[end] == "}" else { return nil }
                minimum = count
                index = end + 1
            default:
                return .some(nil)
            }
            quantifier = (scalar, !(current == "?" || current == "+"))
            if current == "?" || current == "+" { index += 1 }
            return .some(minimum)
        }
    }
}
