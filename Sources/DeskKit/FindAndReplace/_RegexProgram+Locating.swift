import CPCRE2

/// Runs the line-bounded code so that a start position PCRE2 gives up on costs about one
/// backtracking budget, and is named.
///
/// PCRE2's budget (its match limit) holds for each start position on its own, but when a search
/// gives up PCRE2 does not say at which start. So the line-bounded code first runs with a small
/// share of the budget (``firstPassContext``), which nearly every start stays far below. When
/// some start does not, the pattern runs again over the same stretch with the same share and a
/// callout before each attempt that records its start: the starts before finish as they did, so
/// it stops at the same start and names it. PCRE2's DFA matcher decides that start when it can
/// (``_DFADecider``): no match there, or the one end every match from there has. Otherwise the
/// start is tried alone with the whole budget (the pattern compiled anchored), where it finishes
/// or gives up exactly as it does for PCRE2 alone. (The callout is not
/// in the first pass: it keeps PCRE2's JIT from optimising capturing groups, costing it about
/// a third of its backtracking speed.) A start that proves only slow doubles the share, so
/// patterns with many slow starts are not located over and over.
final class _FailureLocator {
    private let program: _RegexProgram
    /// For the plain line-bounded codes: match limit ``firstPassLimit``.
    let firstPassContext: OpaquePointer
    /// For the pattern with the callout: match limit ``firstPassLimit``, the callout.
    private let calloutContext: OpaquePointer
    /// The pattern with the callout, and the pattern anchored, compiled when first needed; nil
    /// before that, or when the pattern cannot carry the callout (``unavailable``).
    private var calloutCode: OpaquePointer?
    private var anchoredCode: OpaquePointer?
    /// Whether the callout code could not be made; the search then runs with the whole budget.
    private(set) var unavailable = false
    /// Where the callout writes each attempt's start.
    private let attemptStart = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// PCRE2's whole budget for one start.
    static let budget: UInt32 = {
        var limit: UInt32 = 0
        pcre2_config_8(UInt32(PCRE2_CONFIG_MATCHLIMIT), &limit)
        return limit > 0 ? limit : 10_000_000
    }()
    /// The first pass's share of the budget: a few tens of microseconds of backtracking.
    private(set) var firstPassLimit = max(1, budget / 256)

    /// Whether the caller needs only the matches' ranges, so a start the DFA matcher finds
    /// one end for may be reported without its captures.
    let rangesOnly: Bool
    /// Whether the program is searched with PCRE2's offset limit (it has no line-bounded code):
    /// the pass that names a start then stops at the same limit as the search.
    private let usesOffsetLimit: Bool
    /// Decides the starts located, made when first needed; nil when the pattern is not for it.
    private lazy var decider: _DFADecider? = _DFADecider(program)

    init(_ program: _RegexProgram, rangesOnly: Bool) {
        self.program = program
        self.rangesOnly = rangesOnly
        usesOffsetLimit = program.lineBoundedCode == nil
        firstPassContext = pcre2_match_context_create_8(nil)
        calloutContext = pcre2_match_context_create_8(nil)
        pcre2_set_match_limit_8(firstPassContext, firstPassLimit)
        pcre2_set_match_limit_8(calloutContext, firstPassLimit)
        attemptStart.initialize(to: -1)
        pcre2_set_callout_8(calloutContext, { block, data in
            if let block, let data { data.assumingMemoryBound(to: Int.self).pointee = block.pointee.start_match }
            return 0
        }, UnsafeMutableRawPointer(attemptStart))
    }

    deinit {
        if let calloutCode { pcre2_code_free_8(calloutCode) }
        if let anchoredCode { pcre2_code_free_8(anchoredCode) }
        pcre2_match_context_free_8(firstPassContext)
        pcre2_match_context_free_8(calloutContext)
        attemptStart.deallocate()
    }

    /// Whether `result` says PCRE2 gave up (a resource limit), not that it matched or did not.
    static func gaveUp(_ result: Int32) -> Bool {
        result < 0 && result != PCRE2_ERROR_NOMATCH && result != PCRE2_ERROR_PARTIAL
    }

    /// What searching a stretch again after the first pass gave up on it came to.
    enum Outcome {
        /// PCRE2's result over the stretch: a match (in the match data), or no match to its end.
        case searched(Int32)
        /// The start that was slow finished without a match there; the search goes on after it.
        case noMatch(at: Int)
        /// PCRE2 alone gives up at this start, with this result.
        case gaveUp(at: Int, result: Int32)
        /// The DFA matcher found this match, the only one from its start; its groups are in
        /// ``dfaOvector`` (the whole match only).
        case matched(Range<Int>)
    }

    /// The ovector of the last ``Outcome/matched(_:)``, valid until the next decision.
    var dfaOvector: UnsafeMutablePointer<Int>? { decider?.ovector }

    /// What the DFA matcher makes of `start`: `.noMatch(at:)`, `.matched` when the caller needs
    /// only ranges, or nil when it cannot say and the start is left to backtracking.
    func decided(_ subject: UnsafePointer<UInt8>, end: Int, at start: Int, options: UInt32) -> Outcome? {
        switch decider?.decide(subject, end: end, at: start, options: options) {
        case .noMatch?:
            return .noMatch(at: start)
        case let .match(matchEnd)? where rangesOnly:
            return .matched(start..<matchEnd)
        default:
            return nil
        }
    }

    /// After the first pass gave up searching from `position` to `end`: searches that stretch
    /// again as PCRE2 alone does, up to the first start that needed more than the first pass's
    /// share. Nil when the locator is ``unavailable`` or could not name the start: the stretch
    /// is then to be searched with the whole budget.
    func match(
        _ subject: UnsafePointer<UInt8>, end: Int, from position: Int, options: UInt32, offsetLimit: Int? = nil, _ matchData: OpaquePointer?
    ) -> Outcome? {
        guard let (code, anchored) = compiledCodes() else { return nil }
        attemptStart.pointee = -1
        if usesOffsetLimit, let offsetLimit { pcre2_set_offset_limit_8(calloutContext, offsetLimit) }
        let result = pcre2_jit_match_8(code, subject, end, position, options, matchData, calloutContext)
        guard _FailureLocator.gaveUp(result) else { return .searched(result) }
        let start = attemptStart.pointee
        guard start >= position, start < end else { return nil }
        if let outcome = decided(subject, end: end, at: start, options: options) { return outcome }
        // That start alone, with the whole budget.
        let alone = pcre2_jit_match_8(anchored, subject, end, start, options, matchData, nil)
        if _FailureLocator.gaveUp(alone) { return .gaveUp(at: start, result: alone) }
        // Only slow: later starts get more before being located.
        firstPassLimit = min(_FailureLocator.budget / 8, firstPassLimit * 2)
        pcre2_set_match_limit_8(firstPassContext, firstPassLimit)
        pcre2_set_match_limit_8(calloutContext, firstPassLimit)
        return alone == PCRE2_ERROR_NOMATCH ? .noMatch(at: start) : .searched(alone)
    }

    private func compiledCodes() -> (callout: OpaquePointer, anchored: OpaquePointer)? {
        if let calloutCode, let anchoredCode { return (calloutCode, anchoredCode) }
        guard !unavailable, let pattern = _FailureLocator.patternWithCallout(program.pattern),
              let callout = _RegexProgram.jitCompiled(
                pattern, options: program.lineBoundedOptions | (usesOffsetLimit ? UInt32(PCRE2_USE_OFFSET_LIMIT) : 0)) else {
            unavailable = true
            return nil
        }
        guard let anchored = _RegexProgram.jitCompiled(program.pattern, options: program.lineBoundedOptions | UInt32(PCRE2_ANCHORED)) else {
            pcre2_code_free_8(callout)
            unavailable = true
            return nil
        }
        calloutCode = callout
        anchoredCode = anchored
        return (callout, anchored)
    }

    /// `pattern` with a callout at the start of every match attempt: `(?C1)(?:pattern)`, after
    /// any leading `(*VERB)` settings, which must stay first. Nil when the closing parenthesis
    /// could be swallowed: by a trailing comment in extended mode (any `x` option) or by an
    /// unterminated `\Q` quote.
    static func patternWithCallout(_ pattern: String) -> String? {
        let bytes = Array(pattern.utf8)
        if bytes.count >= 2, zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "\\") && $1 == UInt8(ascii: "Q") }) {
            return nil
        }
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: "?") else { index += 1; continue }
            var letter = index + 2
            while letter < bytes.count, bytes[letter] == UInt8(ascii: "-") || bytes[letter] == UInt8(ascii: "^")
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[letter]) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[letter]) {
                if bytes[letter] == UInt8(ascii: "x") { return nil }
                letter += 1
            }
            index += 2
        }
        var prefixEnd = 0
        while prefixEnd + 1 < bytes.count, bytes[prefixEnd] == UInt8(ascii: "("), bytes[prefixEnd + 1] == UInt8(ascii: "*"),
              let close = bytes[prefixEnd...].firstIndex(of: UInt8(ascii: ")")) {
            prefixEnd = close + 1
        }
        let prefix = String(decoding: bytes[..<prefixEnd], as: UTF8.self)
        let rest = String(decoding: bytes[prefixEnd...], as: UTF8.self)
        return prefix + "(?C1)(?:" + rest + ")"
    }
}
