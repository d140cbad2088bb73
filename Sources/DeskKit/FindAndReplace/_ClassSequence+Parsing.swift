extension _ClassSequence {
    /// The steps of `pattern` (UTF-8), each character or class a step of its own; nil for
    /// anything but ASCII characters, classes, the escapes `\d \w \s \D \W \S \t \n \r \f`
    /// and escaped punctuation, greedy quantifiers, `\b` and `^`. What PCRE2 reads otherwise
    /// than it looks (a `{` starting no quantifier, `]` or `}` alone) is refused too.
    static func parse(_ pattern: [UInt8]) -> [Step]? {
        guard pattern.allSatisfy({ $0 < 0x80 }) else { return nil }
        var steps: [Step] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            index += 1
            var set = _ByteSet()
            var onlyASCII = true
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < pattern.count else { return nil }
                let escaped = pattern[index]
                index += 1
                if escaped == UInt8(ascii: "b") {
                    steps.append(Step(kind: .wordBoundary))
                    if index < pattern.count, isQuantifier(pattern[index]) { return nil }
                    continue
                }
                onlyASCII = escapeClass(escaped) == nil
                guard let escapeSet = escapeClass(escaped) ?? character(escaped).map(single) else { return nil }
                set = escapeSet
            case UInt8(ascii: "["):
                guard let parsed = parseClass(pattern, &index) else { return nil }
                (set, onlyASCII) = parsed
            case UInt8(ascii: "^"):
                steps.append(Step(kind: .lineStart))
                if index < pattern.count, isQuantifier(pattern[index]) { return nil }
                continue
            case UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: "."),
                 UInt8(ascii: "]"), UInt8(ascii: "}"):
                return nil
            default:
                guard !isQuantifier(byte) else { return nil }
                set.insert(byte)
            }
            var minimum = 1
            var maximum = 1
            if index < pattern.count, isQuantifier(pattern[index]) {
                switch pattern[index] {
                case UInt8(ascii: "*"): (minimum, maximum) = (0, Int.max)
                case UInt8(ascii: "+"): (minimum, maximum) = (1, Int.max)
                case UInt8(ascii: "?"): (minimum, maximum) = (0, 1)
                default:
                    guard let (low, high, after) = counted(pattern, from: index) else { return nil }
                    (minimum, maximum) = (low, high)
                    index = after - 1
                }
                index += 1
                // Lazy and possessive repeats are PCRE2's.
                if index < pattern.count, pattern[index] == UInt8(ascii: "?") || pattern[index] == UInt8(ascii: "+") { return nil }
            }
            steps.append(Step(kind: .characters, set: set, minimum: minimum, maximum: maximum, matchesOnlyASCII: onlyASCII))
        }
        return steps
    }

    private static func isQuantifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "{")
    }

    /// `{n}`, `{n,}` or `{n,m}` at `start`: its bounds and the index after it; nil for anything
    /// else (which PCRE2 reads as plain characters, or refuses).
    private static func counted(_ pattern: [UInt8], from start: Int) -> (Int, Int, Int)? {
        var index = start + 1
        func number() -> Int? {
            var value: Int?
            while index < pattern.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pattern[index]) {
                value = (value ?? 0) * 10 + Int(pattern[index] - UInt8(ascii: "0"))
                guard value! <= 65_535 else { return nil }
                index += 1
            }
            return value
        }
        guard let low = number(), index < pattern.count else { return nil }
        var high = low
        if pattern[index] == UInt8(ascii: ",") {
            index += 1
            high = number() ?? Int.max
        }
        guard index < pattern.count, pattern[index] == UInt8(ascii: "}"), low <= high else { return nil }
        return (low, high, index + 1)
    }

    /// The ASCII members of `\d \w \s` and their negations, under Unicode properties.
    private static func escapeClass(_ letter: UInt8) -> _ByteSet? {
        var set = _ByteSet()
        switch letter | 0x20 {
        case UInt8(ascii: "d"): set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        case UInt8(ascii: "w"): set = asciiWord
        case UInt8(ascii: "s"): for byte: UInt8 in [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20] { set.insert(byte) }
        default: return nil
        }
        return letter & 0x20 == 0 ? asciiComplement(set) : set
    }

    /// The character an escape other than a class stands for: `\t \n \r \f`, or punctuation.
    private static func character(_ escaped: UInt8) -> UInt8? {
        switch escaped {
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "f"): return 0x0C
        default:
            let isAlphanumeric = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(escaped | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(escaped)
            return escaped > 0x20 && escaped < 0x7F && !isAlphanumeric ? escaped : nil
        }
    }

    private static func single(_ byte: UInt8) -> _ByteSet {
        var set = _ByteSet()
        set.insert(byte)
        return set
    }

    private static func asciiComplement(_ set: _ByteSet) -> _ByteSet {
        var complement = _ByteSet()
        for byte in 0..<UInt8(128) where !set.contains(byte) { complement.insert(byte) }
        return complement
    }

    /// A class after its `[`: its ASCII members (a negated class's non-ASCII members are left
    /// to PCRE2, the loop stopping at non-ASCII bytes), and whether it has no others; nil for
    /// POSIX classes and ranges from or to an escape.
    private static func parseClass(_ pattern: [UInt8], _ index: inout Int) -> (_ByteSet, onlyASCII: Bool)? {
        var negated = false
        if index < pattern.count, pattern[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var members = _ByteSet()
        var onlyASCII = !negated
        var atOpening = true
        while index < pattern.count {
            let byte = pattern[index]
            if byte == UInt8(ascii: "]"), !atOpening {
                index += 1
                return (negated ? asciiComplement(members) : members, onlyASCII)
            }
            atOpening = false
            index += 1
            var lower = byte
            if byte == UInt8(ascii: "[") {
                guard index >= pattern.count || ![UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "=")].contains(pattern[index]) else { return nil }
            } else if byte == UInt8(ascii: "\\") {
                guard index < pattern.count else { return nil }
                let escaped = pattern[index]
                index += 1
                if let set = escapeClass(escaped) {
                    guard index >= pattern.count || pattern[index] != UInt8(ascii: "-") else { return nil }
                    members.formUnion(set)
                    onlyASCII = false
                    continue
                }
                guard escaped != UInt8(ascii: "b"), let character = character(escaped) else { return nil }
                lower = character
            }
            if index + 1 < pattern.count, pattern[index] == UInt8(ascii: "-"), pattern[index + 1] != UInt8(ascii: "]") {
                let upper = pattern[index + 1]
                guard upper != UInt8(ascii: "\\"), upper != UInt8(ascii: "["), lower <= upper else { return nil }
                members.insert(lower...upper)
                index += 2
            } else {
                members.insert(lower)
            }
        }
        return nil
    }
}
