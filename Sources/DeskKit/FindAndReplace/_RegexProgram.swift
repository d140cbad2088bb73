import CPCRE2
import Foundation

/// A compiled PCRE2 pattern (UTF, Unicode properties, multiline, JIT-compiled when possible).
///
/// Immutable once made, so it is shared between threads; each search makes its own match data.
/// Case insensitivity is PCRE2's: each character matches its simple case variants, so "ß"
/// does not match "SS" in a regular expression although it does in a literal search.
/// `\C` (any single byte) is refused: it could end a match inside a character.
final class _RegexProgram: @unchecked Sendable {
    let code: OpaquePointer
    /// The same pattern without the offset limit, JIT-compiled, when no match can hold a line
    /// feed: searched over chunks of whole lines, its subject ending after a line feed.
    let lineBoundedCode: OpaquePointer?
    /// The line-bounded code without Unicode properties, for an all-ASCII pattern with classes
    /// that depend on them (``usesUnicodeClasses(_:)``): on lines of
    /// ASCII text `\w`, `\b`, `\d`, `\s` and POSIX classes mean the same either way, and
    /// PCRE2's JIT tests them with a table instead of a property look-up, several times faster.
    let asciiLineCode: OpaquePointer?
    /// The line-bounded options with `PCRE2_ANCHORED`, JIT-compiled, when the pattern's
    /// required literal (or pair of classes, ``_ClassPair``) tells where matches can start
    /// (``_RegexLiteral/Start``): tried at each such start alone.
    let anchoredCode: OpaquePointer?
    /// The pattern as a ``_ClassSequence``, followed from each start the search tries before
    /// PCRE2 is asked; nil when it is not one, or for the offset-limited code alone.
    let sequence: _ClassSequence?
    let groupCount: Int
    let isJITCompiled: Bool
    /// The pattern as compiled (nested repetition made linear, see ``_NestedRepetition``) and
    /// the line-bounded code's options, for ``_FailureLocator``.
    let pattern: String
    let lineBoundedOptions: UInt32
    /// Whether a start that backtracking finds too costly may be decided by PCRE2's DFA matcher
    /// (``_DFADecider``): the pattern stays within lines and means the same to both matchers.
    let allowsDFA: Bool
    /// Whether the offset-limited search names a start PCRE2 gives up on with the failure
    /// locator (``_FailureLocator``), as the line-bounded search does: for patterns that get no
    /// line-bounded code (a back-reference, a match across lines), unless the caller asked
    /// for the one offset-limited code alone.
    let locatesFailuresInWindows: Bool

    /// Compiles `pattern`; `allowsLineBoundedCode` false keeps to the one offset-limited code,
    /// and `linearizesNestedRepetition` false to the pattern as typed, as tests comparing them
    /// with PCRE2 alone need. With `keepsCaptures` false the program finds the same matches,
    /// but a group made linear may capture other text than PCRE2 alone would: for callers that
    /// need only the matches' ranges (see ``_NestedRepetition``). `allowsDFA` false leaves
    /// every start to backtracking, for tests of the failure locator alone.
    init(
        pattern typed: String, caseInsensitive: Bool, allowsLineBoundedCode: Bool = true, linearizesNestedRepetition: Bool = true,
        keepsCaptures: Bool = true, allowsDFA: Bool = true
    ) throws(TextSearchError) {
        var options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE | PCRE2_USE_OFFSET_LIMIT | PCRE2_NEVER_BACKSLASH_C)
        if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
        lineBoundedOptions = options & ~UInt32(PCRE2_USE_OFFSET_LIMIT)
        // A rewritten pattern PCRE2 refuses (a property name it does not know) is compiled as
        // typed, so the error names the user's pattern and offset.
        let linear = linearizesNestedRepetition ? _NestedRepetition.linearized(typed, keepingCaptures: keepsCaptures) : nil
        let compiled = linear.flatMap { _RegexProgram.compiled($0, options: options) }
        let pattern = compiled != nil ? linear! : typed
        self.pattern = pattern
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard let compiled = compiled ?? _RegexProgram.compiled(pattern, options: options, errorCode: &errorCode, errorOffset: &errorOffset) else {
            throw .invalidRegularExpression(
                pattern: pattern, reason: _RegexProgram.message(for: errorCode),
                offset: _RegexProgram.scalarOffset(ofByte: errorOffset, in: pattern))
        }
        code = compiled
        isJITCompiled = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
        // PCRE2's offset limit costs its JIT code up to a third of its speed, so a pattern whose
        // matches stay within lines gets a second compile without it, run over whole lines.
        let staysWithinLines = _RegexLiteral.staysWithinLines(pattern)
        self.allowsDFA = allowsDFA && staysWithinLines && _DFADecider.accepts(pattern)
        let lineBounded = allowsLineBoundedCode && isJITCompiled && staysWithinLines
            ? _RegexProgram.jitCompiled(pattern, options: lineBoundedOptions) : nil
        lineBoundedCode = lineBounded
        locatesFailuresInWindows = allowsLineBoundedCode && isJITCompiled && lineBounded == nil
        asciiLineCode = lineBounded != nil && pattern.utf8.allSatisfy({ $0 < 0x80 }) && _RegexProgram.usesUnicodeClasses(pattern)
            ? _RegexProgram.jitCompiled(pattern, options: lineBoundedOptions & ~UInt32(PCRE2_UCP)) : nil
        let sequence = allowsLineBoundedCode && isJITCompiled ? _ClassSequence(pattern: pattern, caseInsensitive: caseInsensitive) : nil
        self.sequence = sequence
        anchoredCode = isJITCompiled && (_RegexLiteral(pattern: pattern, caseInsensitive: caseInsensitive)?.start != nil || sequence?.pair != nil)
            ? _RegexProgram.jitCompiled(pattern, options: lineBoundedOptions | UInt32(PCRE2_ANCHORED)) : nil
        var captures: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &captures)
        groupCount = Int(captures)
    }

    /// `pattern` compiled with `options`, or nil with PCRE2's error code and byte offset.
    static func compiled(_ pattern: String, options: UInt32, errorCode: inout Int32, errorOffset: inout Int) -> OpaquePointer? {
        Array(pattern.utf8).withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options, &errorCode, &errorOffset, nil)
        }
    }

    /// `pattern` compiled with `options`, or nil when PCRE2 refuses it.
    static func compiled(_ pattern: String, options: UInt32) -> OpaquePointer? {
        var errorCode: Int32 = 0
        var errorOffset = 0
        return compiled(pattern, options: options, errorCode: &errorCode, errorOffset: &errorOffset)
    }

    /// `pattern` compiled and JIT-compiled with `options` (another way to run a pattern already
    /// known to be valid), or nil when PCRE2 cannot; the plain program is used then.
    static func jitCompiled(_ pattern: String, options: UInt32) -> OpaquePointer? {
        guard let compiled = compiled(pattern, options: options) else { return nil }
        guard pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0 else {
            pcre2_code_free_8(compiled)
            return nil
        }
        return compiled
    }

    deinit {
        pcre2_code_free_8(code)
        if let lineBoundedCode { pcre2_code_free_8(lineBoundedCode) }
        if let asciiLineCode { pcre2_code_free_8(asciiLineCode) }
        if let anchoredCode { pcre2_code_free_8(anchoredCode) }
    }

    /// Whether `pattern` has `\w`, `\d`, `\s` (or their negations) or a POSIX class, which
    /// PCRE2 tests with a Unicode property look-up per character under UCP. Only such patterns
    /// gain from the ASCII code; for the rest (`\b` alone is tested only at a match's ends)
    /// splitting the text at its non-ASCII lines would cost more than it saves.
    static func usesUnicodeClasses(_ pattern: String) -> Bool {
        var escaped = false
        var previous: UInt8 = 0
        for byte in pattern.utf8 {
            if escaped {
                if Array("wWdDsS".utf8).contains(byte) { return true }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: ":"), previous == UInt8(ascii: "[") {
                return true
            }
            previous = escaped ? 0 : byte
        }
        return false
    }

    /// The number of the group called `name`, if the pattern has one.
    func groupNumber(named name: String) -> Int? {
        let number = name.withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) {
                pcre2_substring_number_from_name_8(code, $0)
            }
        }
        return number > 0 ? Int(number) : nil
    }

    /// PCRE2's wording for an error code, e.g. "missing closing parenthesis".
    static func message(for errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        guard length > 0 else { return "error \(errorCode)" }
        return String(decoding: buffer[..<Int(length)], as: UTF8.self)
    }

    private static func scalarOffset(ofByte offset: Int, in pattern: String) -> Int {
        let utf8 = pattern.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return pattern.unicodeScalars[..<index].count
    }
}
