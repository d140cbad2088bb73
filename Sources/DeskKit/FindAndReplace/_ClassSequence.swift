/// A regular expression that is a sequence of ASCII characters and classes, each repeated
/// greedily or not at all, with `\b` and `^` between them (`#define\s+[A-Z_]{12,}`,
/// `"[a-z_]+": "`, `\b[A-Z]{3,}[0-9]+\b`), where no repeat can give back a character and let
/// the rest match: PCRE2's backtracking then has one way through from a start, which a loop
/// over the bytes follows without calling PCRE2.
///
/// Giving back never helps when the character after a repeat's run (or after the `\b`s that
/// follow it) must come from a class disjoint from the repeat's, or the pattern ends there: a
/// shorter run leaves one of the repeat's own characters where the rest needs another, or a
/// `\b` between two characters of the run, both word characters or both not. The loop reads
/// only ASCII: at a non-ASCII byte, whose meaning under Unicode properties it does not know,
/// it leaves the start to PCRE2.
struct _ClassSequence: Sendable {
    /// One step of the sequence.
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            /// ``literal`` exactly (ASCII, so a non-ASCII byte never equals it).
            case literal
            /// Between ``minimum`` and ``maximum`` bytes of ``set``, as many as there are.
            case characters
            /// `\b` under Unicode properties, ASCII neighbours only.
            case wordBoundary
            /// `^` with multiline on: the text's start or just after a line feed.
            case lineStart
        }
        var kind: Kind
        var set = _ByteSet()
        var minimum = 0
        var maximum = 0
        var literal: [UInt8] = []
        /// Whether every character the step matches is ASCII (no `\\w`, `\\d`, `\\s`, negation),
        /// so ``set`` holds every byte of its matches.
        var matchesOnlyASCII = true
    }

    /// What following the sequence from a start found.
    enum Decision: Equatable {
        case noMatch
        case match(end: Int)
        /// A non-ASCII byte, or a case PCRE2 alone knows: the start is left to it.
        case undecided
    }

    let steps: [Step]
    /// The rarest pair of classes side by side in every match, for patterns without a literal.
    let pair: _ClassPair?

    /// The sequence `pattern` is, or nil when it is something else, or a repeat could give back.
    init?(pattern: String, caseInsensitive: Bool) {
        guard !caseInsensitive, let steps = Self.parse(Array(pattern.utf8)), Self.neverGivesBack(steps),
              steps.contains(where: { $0.kind == .literal || $0.kind == .characters && $0.minimum > 0 }) else { return nil }
        // Single characters in a row compare as one literal.
        var merged: [Step] = []
        for step in steps {
            if step.kind == .characters, step.minimum == 1, step.maximum == 1, step.matchesOnlyASCII, let byte = step.set.onlyMember {
                if let last = merged.last, last.kind == .literal {
                    merged[merged.count - 1].literal.append(byte)
                } else {
                    merged.append(Step(kind: .literal, literal: [byte]))
                }
            } else {
                merged.append(step)
            }
        }
        self.steps = merged
        pair = _ClassPair(steps: merged)
    }

    /// Follows the sequence from `start` in `base[..<end]` (reading the byte before `start` for
    /// `\b` and `^`), as PCRE2 anchored there with the subject ending at `end` does.
    func decide(_ base: UnsafePointer<UInt8>, end: Int, at start: Int) -> Decision {
        var position = start
        for step in steps {
            switch step.kind {
            case .literal:
                guard position + step.literal.count <= end else { return .noMatch }
                for byte in step.literal {
                    guard base[position] == byte else { return .noMatch }
                    position += 1
                }
            case .characters:
                var count = 0
                while count < step.maximum, position < end {
                    let byte = base[position]
                    if byte >= 0x80 { return .undecided }
                    guard step.set.contains(byte) else { break }
                    position += 1
                    count += 1
                }
                guard count >= step.minimum else { return .noMatch }
            case .wordBoundary:
                let before = position > 0 ? base[position - 1] : 0x20
                let after = position < end ? base[position] : 0x20
                if before >= 0x80 || after >= 0x80 { return .undecided }
                guard Self.isWord(before) != Self.isWord(after) else { return .noMatch }
            case .lineStart:
                // After a line feed ending the subject `^` does not match in PCRE2: left to it.
                if position == end, position > 0 { return .undecided }
                guard position == 0 || base[position - 1] == 0x0A else { return .noMatch }
            }
        }
        return position > start ? .match(end: position) : .undecided
    }

    @inline(__always)
    static func isWord(_ byte: UInt8) -> Bool { asciiWord.contains(byte) }

    /// ASCII letters, digits and `_`: `\w` under Unicode properties, within ASCII.
    static let asciiWord: _ByteSet = {
        var set = _ByteSet()
        set.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
        set.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        set.insert(UInt8(ascii: "_"))
        return set
    }()

    /// Whether no repeat in `steps` can give back a character and let the rest match (see the
    /// type's comment).
    static func neverGivesBack(_ steps: [Step]) -> Bool {
        for (index, step) in steps.enumerated() where step.kind == .characters && step.minimum < step.maximum {
            var next = index + 1
            var boundaries = false
            while next < steps.count, steps[next].kind == .wordBoundary {
                boundaries = true
                next += 1
            }
            if boundaries {
                let inWord = (0..<128).filter { step.set.contains(UInt8($0)) }.map { asciiWord.contains(UInt8($0)) }
                guard step.minimum >= 1, Set(inWord).count <= 1 else { return false }
            }
            guard next < steps.count else { continue }
            let following = steps[next]
            guard following.kind == .characters, following.minimum >= 1,
                  !(0..<128).contains(where: { step.set.contains(UInt8($0)) && following.set.contains(UInt8($0)) }) else { return false }
        }
        return true
    }
}

extension _ByteSet {
    /// The one byte in the set, if it holds exactly one.
    var onlyMember: UInt8? {
        var found: UInt8?
        for byte in 0...255 where contains(UInt8(byte)) {
            guard found == nil else { return nil }
            found = UInt8(byte)
        }
        return found
    }
}
