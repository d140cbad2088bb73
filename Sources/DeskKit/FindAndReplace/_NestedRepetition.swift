/// Rewrites repetition that can match one run of a character in exponentially many ways into a
/// linear form finding the same matches with the same captures, so such a pattern no longer
/// backtracks without end and the user gets every match instead of a "too complex" message:
/// `(a+)+` and `(a+)*` become `(a+)` and `(a+)?`; `(a|aa)+` and `(a|aa)*` become `(?:a*(a))`
/// and `(?:a*(a))?` (lazy: `(?:a*?(a))`, `(?:a*?(a))??`); `(\w|\d)+` becomes
/// `(?:[\w\d]*([\w\d]))`.
///
/// Let A be an atom that matches exactly one character (a literal, an escaped character, `.`, a
/// class, `\w`, `\d`, `\s`, their negations, `\p{…}`), and say the text from the group's start
/// holds a run of n characters A accepts. Whatever comes after the group (the rest of the
/// pattern) either succeeds or fails from a given position, the same every time it is tried
/// there, since nothing in a rewritten pattern reads captures (no back-references,
/// conditionals, recursion, callouts or verbs; see below). So both forms find the first match
/// at the same end, with the same captures, when they try the rest at the same positions in
/// the same order with the same captures the first time at each position; later tries at a
/// position already tried fail as the first did.
///
/// `(A+)+`: its first iteration takes k = n characters, then k = n−1, and so on. For each k, the
/// further iterations can only reach lengths above k, and the greedy loop tries all of those
/// before ending at k, with the capture being that first iteration of k characters. So the rest
/// is first tried after t characters with one iteration of t, in the order n, n−1, …, 1, as
/// `(A+)` does. `(A+)*` does the same and finally tries zero iterations, leaving the group
/// unset, as `(A+)?` does last.
///
/// `(A|AA|…)+`, every alternative k ≥ 1 copies of A, the first one copy: an alternative matches
/// where k more characters of the run remain, so the loop's tries form a tree, each node a
/// position, its children tried in the alternatives' order. The first node at position t is
/// reached by taking the first alternative every time (any other path there takes a later
/// alternative at the first place they differ), and, with `+` greedy, the rest is tried at a
/// node after all of its children, which hold every position from t + 1 to n: so the rest is
/// first tried at n, n−1, …, 1 in turn, each time with the capture being the last of t single
/// characters, as `(?:A*(A))` does. Lazy, the rest is tried at a node before its children, so
/// at 1, 2, …, n, as `(?:A*?(A))` does. `*` adds a try with no iteration, last (greedy) or first
/// (lazy), as `(…)?` and `(…)??` do.
///
/// With the one-character alternative not first (`(aa|a)+`), greedy, the same argument gives
/// the same order of ends (the subtree of a node at t still holds every position after it, by
/// its one-character child), so every match has the same extent, and the captures of every
/// other group are the same, since nothing in the pattern reads captures: only the group's own
/// capture differs (`(aa|a)+` on "aa" captures "aa", `(?:a*(a))` the last "a"). So such a group
/// is rewritten when it captures nothing (`(?:aa|a)+`), or when the caller needs only the
/// matches' ranges (`keepingCaptures` false: a search, a replacement whose template inserts no
/// group). Lazy, its ends come in another order (`(aa|a)+?` tries 2 before 1), so it is left
/// alone.
///
/// `(A|B|…)+`, every alternative one single-character atom (not all the same), becomes
/// `(?:[AB…]*([AB…]))`, the atoms joined in one class: an alternative matches where the next
/// character is one it accepts, so every node at t has children only at t + 1 and the rest is
/// tried at n, n−1, …, 1 (greedy) or 1, 2, …, n (lazy), n being the length of the run of
/// characters the class accepts, each time with the last character as the capture, as in the
/// linear form. Atoms that cannot go into a class as written (`.`, a negated class) are left
/// alone.
///
/// The forms differ only in how much PCRE2 backtracks before a failure: up to 2ⁿ paths for
/// the nested form, n for the linear one. Group numbers and names stay the same (the group's
/// own parentheses are kept around its one capture), so replacement templates such as `$1` give
/// the same text.
///
/// Only greedy `+` inside `(A+)`, under a greedy `+` or `*`, a greedy or lazy `+` or `*`
/// after `(A|AA|…)` or `(A|B|…)`, and a greedy one after `(…|A|…)` as above, are rewritten
/// (not possessive or counted quantifiers), and only when ``_RegexLiteral/Parser`` reads the
/// whole pattern. It refuses back-references (`\1`, `\g`, `\k<…>`, `(?P=…)`), recursion and
/// subroutine calls, conditionals, callouts, `(*VERB)`s, lookaround, branch reset `(?|` and
/// inline options, so those patterns go to PCRE2 unchanged.
enum _NestedRepetition {
    /// `pattern` with each such group made linear; nil when there is none or the parser refuses
    /// the pattern. With `keepingCaptures` false, groups whose own capture would change are
    /// rewritten too (the matches' ranges and the other groups' captures stay the same).
    static func linearized(_ pattern: String, keepingCaptures: Bool = true) -> String? {
        var parser = _RegexLiteral.Parser(scalars: Array(pattern.unicodeScalars))
        guard parser.parseAlternation() != nil, parser.index == parser.scalars.count else { return nil }
        let alternations = parser.repeatedRunAlternations.filter { group in
            group.keepsCapture || !group.isLazy && (!keepingCaptures || !group.isCapturing(in: parser.scalars))
        }
        guard !parser.repeatedRunGroups.isEmpty || !alternations.isEmpty else { return nil }
        var scalars = parser.scalars
        // `+` after `(A+)` is dropped and `*` becomes `?`; `(A|AA)+` is written out anew.
        var edits: [(range: Range<Int>, replacement: [Unicode.Scalar])] = parser.repeatedRunGroups.map { position in
            (position..<position + 1, scalars[position] == "+" ? [] : ["?"])
        }
        for group in alternations {
            let atom = group.atom
            let lazy: [Unicode.Scalar] = group.isLazy ? ["?"] : []
            var replacement: [Unicode.Scalar] = ["(", "?", ":"] + atom + ["*"] + lazy
            replacement += Array(scalars[group.group..<group.body]) + atom + [")", ")"]
            if group.allowsNone { replacement += ["?"] + lazy }
            edits.append((group.group..<group.quantifier.upperBound, replacement))
        }
        // From the end, so earlier indexes stay put; the edits never overlap, as neither kind
        // of group holds a group.
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(edit.range, with: edit.replacement)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// One class matching the characters any of `atoms` (single-character atoms) matches,
    /// as in `[\w\d]` for `\w` and `\d`; nil when one cannot go into a class as written
    /// (`.`, a negated class, or a class whose `-` or `]` could join its neighbours).
    static func characterClass(_ atoms: [[Unicode.Scalar]]) -> [Unicode.Scalar]? {
        var members: [Unicode.Scalar] = []
        for atom in atoms {
            switch atom.first {
            case "\\":
                // Escapes read as one character mean the same inside a class.
                members += atom
            case "[":
                let inner = atom.dropFirst().dropLast()
                guard atom.last == "]", let first = inner.first, let last = inner.last,
                      first != "^", first != "]", first != "-", last != "-" else { return nil }
                members += inner
            case ".":
                return nil
            case let scalar?:
                if "\\]^-[".unicodeScalars.contains(scalar) { members.append("\\") }
                members.append(scalar)
            case nil:
                return nil
            }
        }
        return ["["] + members + ["]"]
    }
}
