@testable import DeskKit
import Foundation

/// Regular expressions and replacement templates as a user might type them, over any text.
///
/// Input: one flag byte, then pattern, template and text separated by zero bytes. A pattern or
/// template either compiles or fails with its own error; matches are ordered, non-empty, in
/// bounds and apart, and the same as PCRE2 alone finds; replace-all agrees with replacing match
/// by match and undoes exactly.
@MainActor
enum RegexReplaceFuzzer {
    static func run(_ input: FuzzInput) {
        var input = input
        let flags = input.byte()
        let pattern = input.string()
        let templateString = input.string()
        let text = Array(input.string().utf8)
        var compare: NSString.CompareOptions = [.regularExpression]
        if flags & 1 != 0 { compare.insert(.caseInsensitive) }
        let methods: [UITextSearchOptions.WordMatchMethod] = [.contains, .startsWith, .fullWord]
        let options = UITextSearchOptions(wordMatchMethod: methods[Int(flags >> 1) % 3], stringCompareOptions: compare)
        let preservesCase = flags & 0x10 != 0

        let compiled: TextSearchPattern
        do {
            compiled = try TextSearchPattern(pattern, options: options)
        } catch {
            guard case let .invalidRegularExpression(failed, reason, offset) = error else {
                fuzzFailure("pattern \(pattern.debugDescription) failed with \(error)")
            }
            guard failed == pattern, !reason.isEmpty, (0...pattern.unicodeScalars.count).contains(offset) else {
                fuzzFailure("bad regex error \(error) for \(pattern.debugDescription)")
            }
            _ = error.message
            return
        }
        let template: ReplacementTemplate
        do {
            template = try compiled.replacementTemplate(templateString)
        } catch {
            guard case let .invalidReplacementTemplate(failed, _, offset) = error, failed == templateString,
                  (0...templateString.unicodeScalars.count).contains(offset) else {
                fuzzFailure("template \(templateString.debugDescription) failed with \(error)")
            }
            _ = error.message
            return
        }
        text.withUnsafeBufferPointer { buffer in
            check(compiled, template: template, preservesCase: preservesCase, text: buffer)
        }
    }

    private static func check(
        _ pattern: TextSearchPattern, template: ReplacementTemplate, preservesCase: Bool, text: UnsafeBufferPointer<UInt8>
    ) {
        var matches: [Range<Int>] = []
        do {
            try pattern.forEachMatch(in: text) { matches.append($0); return true }
        } catch {
            fuzzFailure("cancelled without a cancellation")
        }
        // The literal-first and line-bounded ways, and nested repetition made linear, find
        // exactly what PCRE2 alone finds with the pattern as typed, wherever PCRE2 alone
        // finishes (made linear, a pattern may finish where PCRE2 alone gives up).
        if case let .regex(matcher) = pattern.engine,
           let alone = try? _RegexProgram(pattern: pattern.query, caseInsensitive: pattern.options.stringCompareOptions.contains(.caseInsensitive),
                                         allowsLineBoundedCode: false, linearizesNestedRepetition: false) {
            var plain: [Range<Int>] = []
            let shortfall = try? _RegexMatcher(program: alone, rules: matcher.rules, literal: nil).forEachMatch(in: text, range: 0..<text.count) { match, _ in
                plain.append(match)
                return true
            }
            guard plain == matches || shortfall?.isEmpty == false else {
                fuzzFailure("matches \(matches) differ from PCRE2 alone \(plain) for \(pattern.query.debugDescription)")
            }
        }
        var end = 0
        for match in matches {
            guard !match.isEmpty, match.lowerBound >= end, match.upperBound <= text.count else {
                fuzzFailure("match \(match) after \(end) in \(text.count) bytes for \(pattern.query.debugDescription)")
            }
            end = match.upperBound
        }
        guard let result = try? pattern.replaceAll(in: text, with: template, preservesCase: preservesCase) else {
            fuzzFailure("replace-all was cancelled")
        }
        // A start the search decided with PCRE2's DFA matcher (its range only) is given up on by
        // a replacement that needs the match's groups, and reported as a shortfall.
        let complete = result.shortfall.isEmpty
        guard result.inverse.count == matches.count || (!complete && result.inverse.count < matches.count) else {
            fuzzFailure("replace-all made \(result.inverse.count) edits for \(matches.count) matches")
        }
        let restored = result.text.withUnsafeBufferPointer { result.inverse.apply(to: $0).text }
        guard restored.elementsEqual(text) else {
            fuzzFailure("undoing replace-all does not give back the text for \(pattern.query.debugDescription)")
        }
        // Replacing the first match alone gives the same bytes as replace-all put there.
        if complete, let first = matches.first {
            guard let single = try? pattern.replacement(for: first, in: text, template: template, preservesCase: preservesCase) else {
                fuzzFailure("the first match \(first) no longer matches for \(pattern.query.debugDescription)")
            }
            let placed = result.inverse.ranges[0]
            guard single.elementsEqual(result.text[placed]) else {
                fuzzFailure("single and replace-all replacements differ for \(pattern.query.debugDescription)")
            }
        }
    }
}
