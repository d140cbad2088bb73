@testable import DeskKit
import Foundation
import Testing

/// Every path that finds or replaces agrees: the engine, a text view's search, a find session,
/// Replace and Replace All; and each failure is worded for the user.
@MainActor
@Suite struct FindConsistencyTests {
    private func textView(_ text: String, caret: Int) -> UITextView {
        let view = UITextView(frame: .zero)
        view.text = text
        view.select(caret..<caret)
        return view
    }

    private func search(_ view: UITextView, _ query: String, _ options: UITextSearchOptions = UITextSearchOptions()) async -> UITextSearchingFindSession {
        let session = UITextSearchingFindSession(searchableObject: view)
        session.performSearch(query: query, options: options)
        await session.waitUntilSearchFinished()
        return session
    }

    private func byteRanges(_ session: UITextSearchingFindSession) -> [Range<Int>] {
        session.foundRanges.map { ($0.range as! TextRange).byteRange }
    }

    // MARK: - The caret picks the current result, not the results

    @Test(arguments: 0...4) func resultsDoNotDependOnTheCaret(caret: Int) async throws {
        let view = textView("xxxx", caret: caret)
        let engine = try TextSearchPattern("xx").matches(in: Array("xxxx".utf8))
        #expect(engine == [0..<2, 2..<4])
        let session = await search(view, "xx")
        #expect(byteRanges(session) == engine)
        // The current result is the first at or after the caret, wrapping to the first.
        let current = try #require(session.highlightedRange?.range as? TextRange)
        #expect(current.byteRange == (caret == 0 ? 0..<2 : caret <= 2 ? 2..<4 : 0..<2))
        session.replaceAll(searchQuery: "xx", replacementString: "y", options: nil)
        #expect(view.text == "yy")
    }

    @Test(arguments: ["aa", "a a", "a\\s?a", "(?:a|b)a", "b?a+"])
    func overlappingCandidatesInLongerTextFollowTheDocument(query: String) async throws {
        let text = "aaaaaaa baaab\naaaa a\naaa\n\naaaaa"
        let bytes = Array(text.utf8)
        let options = UITextSearchOptions(
            wordMatchMethod: .contains, stringCompareOptions: query.contains("\\") || query.contains("(") || query.contains("+") ? .regularExpression : [])
        let engine = try TextSearchPattern(query, options: options).matches(in: bytes)
        #expect(!engine.isEmpty)
        for caret in 0...bytes.count {
            let session = await search(textView(text, caret: caret), query, options)
            #expect(byteRanges(session) == engine, "caret \(caret)")
        }
    }

    // MARK: - Regular expressions that give up part-way

    /// Where PCRE2 alone gives up, a start the DFA matcher decides costs no message: the run of
    /// `a` has no match, and every path gives "fox" alone.
    @Test func overlappingAlternativesAreSearchedCompletely() async throws {
        let text = "xa\n" + String(repeating: "a", count: 36) + "b fox\nya"
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let pattern = try TextSearchPattern("(a|a?)+$|fox", options: options)
        var found: [Range<Int>] = []
        let shortfall = try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try pattern.forEachMatch(in: bytes) { found.append($0); return true }
        }
        #expect(found == [1..<2, 41..<44, 46..<47])
        #expect(shortfall.isEmpty)
        let view = textView(text, caret: 0)
        let session = await search(view, "(a|a?)+$|fox", options)
        #expect(byteRanges(session) == found)
        #expect(session.lastError == nil)
        session.replaceAll(searchQuery: "(a|a?)+$|fox", replacementString: "Z", options: options)
        #expect(view.text == "xZ\n" + String(repeating: "a", count: 36) + "b Z\nyZ")
        #expect(session.lastError == nil)
    }

    /// A pattern the DFA matcher cannot take (a back-reference) skips only the starts PCRE2
    /// gives up on, and says so.
    @Test func backtrackingLimitSkipsOnlyTheFailingStartsAndIsReported() async throws {
        let text = String(repeating: "a", count: 36) + "b fox"
        let pattern = try TextSearchPattern("(a|a?)+\\1$|fox", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        var found: [Range<Int>] = []
        let shortfall = try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try pattern.forEachMatch(in: bytes) { found.append($0); return true }
        }
        #expect(found == [38..<41], "fox is found after the positions PCRE2 gave up on")
        #expect(!shortfall.isEmpty)
        #expect(shortfall.firstPosition == 0)

        let view = textView(text, caret: 0)
        let session = await search(view, "(a|a?)+\\1$|fox", UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        #expect(byteRanges(session) == [38..<41])
        guard let error = session.lastError, case let .searchIncomplete(_, skipped, line, column) = error else {
            Issue.record("no incomplete-search error: \(String(describing: session.lastError))")
            return
        }
        #expect(skipped == shortfall.count)
        #expect(line == 1 && column == 1)
        #expect(error.message.hasPrefix("Part of the text could not be searched with '(a|a?)+\\1$|fox'"))
    }

    @Test func aFailureDeepInTheTextIsNarrowedDownToItsPosition() throws {
        let prefix = String(repeating: "word fox ", count: 20_000)
        let text = prefix + "\n" + String(repeating: "a", count: 36) + "b fox"
        let pattern = try TextSearchPattern("(a|a?)+\\1$|fox", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        let bytes = Array(text.utf8)
        var count = 0
        let shortfall = try bytes.withUnsafeBufferPointer { text in
            try pattern.forEachMatch(in: text) { _ in count += 1; return true }
        }
        #expect(count == 20_001)
        #expect(shortfall.firstPosition == prefix.utf8.count + 1)
        guard let error = pattern.error(for: shortfall, in: bytes), case let .searchIncomplete(_, _, line, column) = error else {
            Issue.record("no incomplete-search error")
            return
        }
        #expect(line == 2 && column == 1)
    }

    /// Replace All where the pattern gives up somewhere replaces every match it found and says
    /// which part it left, on the text view's own method and in the find navigator (with a
    /// back-reference, which keeps the DFA matcher out).
    @Test func replaceAllSaysWhereItGaveUpAndReplacesTheRest() async throws {
        let run = String(repeating: "a", count: 36)
        let text = "xa\n" + run + "b\nya\n"
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let view = textView(text, caret: 0)
        view.replaceAll(queryString: "(a|a?)+\\1$", options: options, withText: "Z")
        #expect(view.text == "xZ\n" + run + "b\nyZ\n", "the matches around the place given up on are replaced")
        guard let error = view.lastReplacementError, case let .searchIncomplete(_, skipped, line, column) = error else {
            Issue.record("no incomplete-search error: \(String(describing: view.lastReplacementError))")
            return
        }
        #expect(skipped > 0 && line == 2 && column == 1)
        view.undoManager?.undo()
        #expect(view.text == text)

        // The find navigator says so after its Replace All.
        let session = await search(view, "(a|a?)+\\1$", options)
        session.replaceAll(searchQuery: "(a|a?)+\\1$", replacementString: "Z", options: options)
        #expect(view.text == "xZ\n" + run + "b\nyZ\n")
        guard let navigatorError = session.lastError, case .searchIncomplete = navigatorError else {
            Issue.record("Replace All left text unsearched without a word: \(String(describing: session.lastError))")
            return
        }
        #expect(navigatorError.message.hasPrefix("Part of the text could not be searched with '(a|a?)+\\1$'"))
    }

    // MARK: - One template check for every replace path

    @Test func everyReplacePathRefusesABadTemplate() async throws {
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        let view = textView("the fox", caret: 0)
        let session = await search(view, "(fox)", options)
        session.performSingleReplacement(query: "(fox)", replacementString: "$9", options: options)
        #expect(view.text == "the fox")
        guard let singleError = session.lastError else {
            Issue.record("Replace accepted a template naming a missing group")
            return
        }
        session.replaceAll(searchQuery: "(fox)", replacementString: "$9", options: options)
        #expect(view.text == "the fox")
        #expect(session.lastError == singleError)
        #expect(singleError.message.contains("group 9 does not exist"))

        // The text view's own methods check the same way and say why.
        view.replaceAll(queryString: "(fox)", options: options, withText: "$9")
        #expect(view.text == "the fox")
        #expect(view.lastReplacementError == singleError)
        #expect(throws: singleError) {
            try view.replaceAllMatches(queryString: "(fox)", options: options, withText: "$9")
        }
        let found = try #require(session.highlightedRange?.range)
        view.replace(foundTextRange: found, document: nil, withText: "$9")
        #expect(view.text == "the fox")
        #expect(view.lastReplacementError == singleError)

        // A good template goes through on every path.
        view.replace(foundTextRange: found, document: nil, withText: "[$1]")
        #expect(view.text == "the [fox]")
        #expect(view.lastReplacementError == nil)
        #expect(try view.replaceAllMatches(queryString: "(fox)", options: options, withText: "$1!") == 1)
        #expect(view.text == "the [fox!]")
    }

    // MARK: - Canonical equivalence

    @Test func canonicallyEquivalentTextMatches() throws {
        let text = "cafe\u{301} café CAFÉ cafe"
        let bytes = Array(text.utf8)
        for query in ["café", "cafe\u{301}"] {
            let found = try TextSearchPattern(query).matches(in: bytes)
            #expect(found == [0..<6, 7..<12], "query \(query.unicodeScalars.map { $0.value })")
            #expect(found.allSatisfy { text.utf8Slice($0).compare(query) == .orderedSame }, "as Foundation compares")
        }
        #expect(try TextSearchPattern("cafe").matches(in: bytes) == [19..<23], "an accent is part of the character")
        // The three non-ASCII characters that decompose to ASCII are found by it.
        #expect(try TextSearchPattern("1K").matches(in: Array("1\u{212A} 1K".utf8)) == [0..<4, 5..<7])
        #expect(try TextSearchPattern("a;").matches(in: Array("a\u{37E}".utf8)) == [0..<3])
    }

    @Test func onlyThreeNonASCIIScalarsDecomposeToASCII() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            if decomposed.utf8.allSatisfy({ $0 < 0x80 }) { found.append(value) }
        }
        #expect(found == _TextFolding.asciiDecomposables.map(\.scalar.value))
    }

    // MARK: - Error messages stay short

    @Test func messagesQuoteOneLineAroundTheOffset() throws {
        let long = String(repeating: "abc", count: 40_000) + "[z-a]" + "\nnext line"
        let error = try #require(throws: TextSearchError.self) {
            try TextSearchPattern(long, options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        }
        let message = error.message
        #expect(message.count < 250, "\(message.count) characters")
        #expect(message.contains("…"))
        #expect(!message.contains("next line"))
        #expect(message.contains("abc[z-a]"), "the excerpt shows where the problem is")
        #expect(message.contains("offset"))

        let template = String(repeating: "x", count: 50_000) + "$7" + String(repeating: "y", count: 50_000)
        let pattern = try TextSearchPattern("(a)", options: UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression))
        let templateError = try #require(throws: TextSearchError.self) { try pattern.replacementTemplate(template) }
        #expect(templateError.message.count < 300)
        #expect(templateError.message.contains("$7"), "the excerpt is centred on the offset")
        #expect(templateError.message.contains("offset 50000"))

        // Short values are quoted whole.
        #expect(TextSearchError.excerpt(of: "(fox", around: 4) == "(fox")
        #expect(TextSearchError.excerpt(of: "one\ntwo(\nthree", around: 7) == "…two(…")
    }
}

private extension String {
    /// The text of a byte range of this string's UTF-8.
    func utf8Slice(_ range: Range<Int>) -> String {
        String(decoding: Array(utf8)[range], as: UTF8.self)
    }
}

@Suite struct LineStartScanTests {
    @Test(arguments: 0..<20) func lastIndexFindsTheLastByteBeforeTheEnd(seed: UInt64) {
        var generator = SeededGenerator(seed: 0x11E + seed)
        let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
            Int.random(in: 0..<20, using: &generator) == 0 ? UInt8(0x0A) : UInt8.random(in: 0x20...0xFF, using: &generator)
        }
        let end = Int.random(in: 0...bytes.count, using: &generator)
        let start = Int.random(in: 0...end, using: &generator)
        let expected = bytes[start..<end].lastIndex(of: 0x0A)
        #expect(bytes.withUnsafeBufferPointer { _ASCIIScan.lastIndex(of: 0x0A, in: $0, from: start, to: end) } == expected)
    }
}
