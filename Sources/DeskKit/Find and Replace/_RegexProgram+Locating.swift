import CPCRE2

/// Finds the start position at which PCRE2 gave up, for the line-bounded code.
///
/// PCRE2's backtracking budget holds for each start position on its own, so when a search over
/// many positions gives up, one start alone needed more than the whole budget; but PCRE2 does
/// not say which. The locator runs the same pattern with a callout before each match attempt,
/// which records the attempt's start: run again over the same stretch, it gives up at the same
/// start, and the last recorded start is that one. This costs one more budget, where narrowing
/// the stretch down by line and by start cost two.
final class _FailureLocator {
    private let code: OpaquePointer
    private let context: OpaquePointer
    /// Where the callout writes each attempt's start.
    private let attemptStart = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    /// A locator for `program`, or nil when its pattern cannot carry the callout (see
    /// ``patternWithCallout(_:)``) or PCRE2 cannot JIT-compile it.
    init?(_ program: _RegexProgram) {
        guard let pattern = _FailureLocator.patternWithCallout(program.pattern) else { return nil }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = Array(pattern.utf8).withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, program.lineBoundedOptions, &errorCode, &errorOffset, nil)
        }
        guard let compiled else { return nil }
        guard pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0,
              let context = pcre2_match_context_create_8(nil) else {
            pcre2_code_free_8(compiled)
            return nil
        }
        code = compiled
        self.context = context
        attemptStart.initialize(to: -1)
        pcre2_set_callout_8(context, { block, data in
            if let block, let data { data.assumingMemoryBound(to: Int.self).pointee = block.pointee.start_match }
            return 0
        }, UnsafeMutableRawPointer(attemptStart))
    }

    deinit {
        pcre2_code_free_8(code)
        pcre2_match_context_free_8(context)
        attemptStart.deallocate()
    }

    /// Searches from `position` to `end` as the line-bounded code does; on a resource limit,
    /// also the start position that gave up.
    func match(
        _ subject: UnsafePointer<UInt8>, end: Int, from position: Int, options: UInt32, _ matchData: OpaquePointer?
    ) -> (result: Int32, failedStart: Int?) {
        attemptStart.pointee = -1
        let result = pcre2_jit_match_8(code, subject, end, position, options, matchData, context)
        guard result < 0, result != PCRE2_ERROR_NOMATCH, result != PCRE2_ERROR_PARTIAL else { return (result, nil) }
        let start = attemptStart.pointee
        return (result, start >= position && start < end ? start : nil)
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
