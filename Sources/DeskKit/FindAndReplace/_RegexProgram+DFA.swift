import CPCRE2
import Foundation

/// Decides a start position that backtracking finds too costly with PCRE2's other matcher,
/// `pcre2_dfa_match`, which follows every path at once and so never backtracks.
///
/// Anchored at one start, the DFA matcher returns every end a match from there can have, longest
/// first. Backtracking explores the same paths and stops at the first that succeeds, so it ends
/// at one of those same ends, chosen by the pattern's priorities: with no end there is no match
/// at that start, and with exactly one end that end is the match backtracking would report
/// (its range only: the DFA matcher keeps no captures). With several ends only backtracking
/// knows which comes first, so the start is left to it. This holds only where both matchers
/// give the pattern's items the same meaning, which ``accepts(_:)`` checks, conservatively.
///
/// PCRE2's auto-possessification (`a\d+` run as `a\d++`) is in the compiled code both matchers
/// run, and PCRE2 applies it only where it leaves backtracking's result unchanged; a possessive
/// repeat of one character locks in its longest run in both matchers, so the ends it leaves are
/// ends backtracking can reach too.
final class _DFADecider {
    /// What the DFA matcher found from a start.
    enum Decision: Equatable {
        /// No match starts there.
        case noMatch
        /// Every match from there ends at `end`.
        case match(end: Int)
    }

    /// The compiled pattern, owned by the program.
    private let code: OpaquePointer
    /// Room for two matches: one means exactly one end, two or more (PCRE2 says 0) several.
    private let matchData: OpaquePointer
    /// Its own limits, so the DFA matcher cannot run away where backtracking already did.
    private let context: OpaquePointer
    /// The DFA matcher's working space, grown once when PCRE2 says it is too small.
    private var workspace: [Int32]

    /// Workspace for about fifty simultaneous paths, and the most it grows to (about five hundred).
    static let workspaceSize = 300
    static let largestWorkspaceSize = 3_000
    /// The longest stretch from the start to the end of its line the DFA matcher is asked to
    /// read: its cost grows with the stretch times the paths, so beyond this the start is left
    /// to backtracking, as before.
    static let longestLine = 8_192

    /// A decider for `program`, whose patterns stay within lines; nil when the DFA matcher may
    /// not take the pattern.
    init?(_ program: _RegexProgram) {
        guard program.allowsDFA, let data = pcre2_match_data_create_8(2, nil) else { return nil }
        code = program.code
        matchData = data
        context = pcre2_match_context_create_8(nil)
        // Nothing the line-bounded parser accepts recurses or looks around, so one call and a
        // little heap are all a start needs; the limits only stop what should not happen.
        pcre2_set_match_limit_8(context, 1_000)
        pcre2_set_depth_limit_8(context, 100)
        pcre2_set_heap_limit_8(context, 1_024)
        workspace = [Int32](repeating: 0, count: _DFADecider.workspaceSize)
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
    }

    /// The ovector of the last decision's match: its start and end, for ``_RegexGroups``.
    var ovector: UnsafeMutablePointer<Int> { pcre2_get_ovector_pointer_8(matchData)! }

    /// Decides `start` in `subject` (ending at `end`) with the match `options` backtracking uses;
    /// nil when the DFA matcher cannot (several ends, a limit, a line too long), and the start
    /// is to be left to backtracking. The subject must be valid UTF-8.
    func decide(_ subject: UnsafePointer<UInt8>, end: Int, at start: Int, options: UInt32) -> Decision? {
        let reach = min(end - start, _DFADecider.longestLine + 1)
        guard reach > 0, reach <= _DFADecider.longestLine || memchr(subject + start, 0x0A, reach) != nil else { return nil }
        let dfaOptions = options | UInt32(PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK)
        var result = run(subject, end: end, at: start, options: dfaOptions)
        if result == PCRE2_ERROR_DFA_WSSIZE, workspace.count < _DFADecider.largestWorkspaceSize {
            workspace = [Int32](repeating: 0, count: _DFADecider.largestWorkspaceSize)
            result = run(subject, end: end, at: start, options: dfaOptions)
        }
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        guard result == 1, ovector[0] == start, ovector[1] > start else { return nil }
        return .match(end: ovector[1])
    }

    private func run(_ subject: UnsafePointer<UInt8>, end: Int, at start: Int, options: UInt32) -> Int32 {
        workspace.withUnsafeMutableBufferPointer { space in
            pcre2_dfa_match_8(code, subject, end, start, options, matchData, context, space.baseAddress, space.count)
        }
    }

    /// Whether the DFA matcher gives every item of `pattern` the meaning backtracking gives it,
    /// read from its text: false for back-references (`\1`, `\g`, `\k`, `(?P=`), atomic groups,
    /// possessive quantifiers, `(*…)` verbs and settings, `\K`, `\C`, conditionals, recursion
    /// and subroutine calls, callouts and non-atomic assertions, and `\G` (the search's start,
    /// not the start decided). Anything that merely looks like one (inside a class or a
    /// `\Q…\E` quote) is refused too.
    static func accepts(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        for index in bytes.indices {
            let next = byte(index + 1)
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(next) || Array("gkKCG".utf8).contains(next) { return false }
            case UInt8(ascii: "("):
                if next == UInt8(ascii: "*") { return false }
                guard next == UInt8(ascii: "?") else { continue }
                let kind = byte(index + 2)
                if Array(">(R&PC+*".utf8).contains(kind) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(kind) { return false }
                if kind == UInt8(ascii: "-"), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(index + 3)) { return false }
                if kind == UInt8(ascii: "<"), byte(index + 3) == UInt8(ascii: "*") { return false }
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "}"):
                if next == UInt8(ascii: "+") { return false }
            default:
                continue
            }
        }
        return true
    }
}
