import CPCRE2
import Foundation

/// The in-process peer: PCRE2 with JIT and Unicode properties, counting every match over the
/// same bytes in memory, as a C program calling the library directly would.
extension FindBenchmark {
    /// The PCRE2 pattern doing the query's work: literals escaped, whole words in `\b`.
    static func pcre2Pattern(for query: Query, wordsAsUAX29: Bool = false) -> String? {
        if query.compare.contains(.diacriticInsensitive) { return nil }
        var pattern = query.compare.contains(.regularExpression) ? query.text : query.text.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? String(scalar) : "\\x{\(String(scalar.value, radix: 16))}"
        }.joined()
        if query.words == .fullWord {
            pattern = wordsAsUAX29 ? uax29WordPrefix + "(?:" + pattern + ")" + uax29WordSuffix : "\\b(?:" + pattern + ")\\b"
        }
        return pattern
    }

    /// Unicode's word boundaries (UAX #29) around a query that starts and ends with a letter,
    /// as lookarounds: DeskKit's whole-word rule, which NSString's word enumeration also
    /// follows. Unlike `\b`, an apostrophe or a full stop between letters joins them
    /// ("License's", "e.g" are one word), a digit after a letter stays in its word, and a
    /// combining mark stays with the letter before it.
    static let uax29WordPrefix = "(?<![\\p{L}\\p{N}\\p{Pc}\\p{M}])(?<!\\p{L}" + uax29Joiners + ")"
    static let uax29WordSuffix = "(?![\\p{L}\\p{N}\\p{Pc}\\p{M}])(?!" + uax29Joiners + "\\p{L})"
    /// MidLetter, MidNumLet and Single_Quote: what joins two letters into one word.
    static let uax29Joiners = "[.:'\\x{B7}\\x{387}\\x{5F4}\\x{2018}\\x{2019}\\x{2024}\\x{2027}\\x{FE13}\\x{FE52}\\x{FE55}\\x{FF07}\\x{FF0E}\\x{FF1A}]"

    /// Counts the matches of `query` with PCRE2 JIT, compiling it first; nil when PCRE2 cannot
    /// express the query. With `keep`, the compiled code is handed to it instead of freed
    /// (``freePCRE2Code(_:)`` frees it).
    static func countWithPCRE2(
        _ query: Query, in corpus: [UInt8], wordsAsUAX29: Bool = false, keep: ((OpaquePointer) -> Void)? = nil
    ) -> Int? {
        guard let pattern = pcre2Pattern(for: query, wordsAsUAX29: wordsAsUAX29) else { return nil }
        var options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE)
        if query.compare.contains(.caseInsensitive) { options |= UInt32(PCRE2_CASELESS) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        guard let code = pcre2_compile_8(bytes, bytes.count, options, &errorCode, &errorOffset, nil) else { return nil }
        defer { if let keep { keep(code) } else { pcre2_code_free_8(code) } }
        guard pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0 else { return nil }
        let matchData = pcre2_match_data_create_from_pattern_8(code, nil)
        defer { pcre2_match_data_free_8(matchData) }
        return corpus.withUnsafeBufferPointer { text -> Int? in
            var count = 0
            var position = 0
            while position < text.count {
                let result = pcre2_jit_match_8(code, text.baseAddress, text.count, position, UInt32(PCRE2_NOTEMPTY), matchData, nil)
                if result == PCRE2_ERROR_NOMATCH { break }
                if result < 0 { return nil }
                count += 1
                position = pcre2_get_ovector_pointer_8(matchData)![1]
            }
            return count
        }
    }

    /// Frees code kept by ``countWithPCRE2(_:in:keep:)``.
    static func freePCRE2Code(_ codes: [OpaquePointer]) {
        for code in codes { pcre2_code_free_8(code) }
    }

    /// How long PCRE2 alone takes to give up on `pattern` over `text`, and its error. With
    /// `keep`, the compiled code is handed to it instead of freed.
    static func pcre2Failure(_ pattern: String, in text: [UInt8], keep: ((OpaquePointer) -> Void)? = nil) -> (milliseconds: Double, message: String) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        let code = pcre2_compile_8(bytes, bytes.count, UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE), &errorCode, &errorOffset, nil)!
        defer { if let keep { keep(code) } else { pcre2_code_free_8(code) } }
        _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
        let matchData = pcre2_match_data_create_from_pattern_8(code, nil)
        defer { pcre2_match_data_free_8(matchData) }
        let start = DispatchTime.now().uptimeNanoseconds
        var result: Int32 = 0
        text.withUnsafeBufferPointer { text in
            var position = 0
            while position < text.count {
                result = pcre2_jit_match_8(code, text.baseAddress, text.count, position, UInt32(PCRE2_NOTEMPTY), matchData, nil)
                if result < 0 { break }
                position = pcre2_get_ovector_pointer_8(matchData)![1]
            }
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(result, &buffer, buffer.count)
        return (milliseconds, result < 0 ? String(decoding: buffer[..<max(0, Int(length))], as: UTF8.self) : "no error")
    }
}

/// PCRE2's version string, e.g. "10.42 2022-12-11".
func pcre2LibraryVersion() -> String {
    var buffer = [UInt8](repeating: 0, count: 64)
    let length = buffer.withUnsafeMutableBytes { pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), $0.baseAddress) }
    guard length > 1 else { return "" }
    return String(decoding: buffer[..<Int(length - 1)], as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}
