/// Rewrites nested repetition of one character, `(a+)+` and `(a+)*`, into the linear `(a+)`
/// and `(a+)?`, so such a pattern no longer backtracks exponentially and the user gets every
/// match instead of a "too complex" message.
///
/// Why the two forms find the same matches with the same captures. Let A be an atom that
/// matches exactly one character (a literal, an escaped character, `.`, a class, `\w`, `\d`,
/// `\s`, their negations, `\p{…}`), and say the text from the group's start holds a run of
/// n characters A accepts. Whatever comes after the group (the rest of the pattern) either
/// succeeds or fails from a given position, the same every time it is tried there, since
/// nothing in a rewritten pattern reads captures (no back-references, conditionals,
/// recursion, callouts or verbs; see below).
/// - `(A+)` tries the rest after n, n−1, …, 1 characters, capturing all of them each time.
/// - `(A+)+` first lets its first iteration take k = n characters, then k = n−1, and so on.
///   For each k, the further iterations can only reach lengths above k, and the greedy loop
///   tries all of those before ending at k, with the capture being that first iteration of
///   k characters. So the first time the rest is tried after t characters, it is with one
///   iteration of t, in the order n, n−1, …, 1; later tries at a length already tried fail
///   as the first did. The first success is therefore at the same length, with the same
///   capture, as for `(A+)`.
/// - `(A+)*` does the same and finally tries zero iterations, leaving the group unset, as
///   `(A+)?` does last.
/// The two differ only in how much PCRE2 backtracks before a failure: up to 2ⁿ paths for the
/// nested form, n for the linear one. Group numbers stay the same (only the outer quantifier
/// changes), so replacement templates such as `$1` give the same text.
///
/// Only greedy `+` at both levels, or greedy `+` inside and greedy `*` outside, is rewritten,
/// and only when ``_RegexLiteral/Parser`` reads the whole pattern. It refuses back-references
/// (`\1`, `\g`, `\k<…>`, `(?P=…)`), recursion and subroutine calls, conditionals, callouts,
/// `(*VERB)`s, lookaround and inline options, so those patterns go to PCRE2 unchanged.
enum _NestedRepetition {
    /// `pattern` with each such group made linear; nil when there is none or the parser refuses
    /// the pattern.
    static func linearized(_ pattern: String) -> String? {
        var parser = _RegexLiteral.Parser(scalars: Array(pattern.unicodeScalars))
        guard parser.parseAlternation() != nil, parser.index == parser.scalars.count,
              !parser.repeatedRunGroups.isEmpty else { return nil }
        var scalars = parser.scalars
        // From the end, so earlier indexes stay put: `+` is dropped, `*` becomes `?`.
        for position in parser.repeatedRunGroups.sorted(by: >) {
            if scalars[position] == "+" {
                scalars.remove(at: position)
            } else {
                scalars[position] = "?"
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
