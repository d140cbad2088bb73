import DeskKit
import Foundation

/// Find and replace on a generated 100 MB text: throughput per query kind beside PCRE2 JIT in
/// this process, ripgrep and Foundation, every peer counting the same matches; replace-all as
/// one undo step, time to the first incremental result, memory.
@MainActor
enum FindBenchmark {
    struct Query {
        let name: String
        let text: String
        var words: UITextSearchOptions.WordMatchMethod = .contains
        var compare: NSString.CompareOptions = []
        var options: UITextSearchOptions { UITextSearchOptions(wordMatchMethod: words, stringCompareOptions: compare) }
    }

    static let queries = [
        Query(name: "rare literal", text: "xylophonist"),
        Query(name: "common literal", text: "the"),
        Query(name: "case-insensitive", text: "THE", compare: .caseInsensitive),
        Query(name: "whole word", text: "the", words: .fullWord),
        Query(name: "regex", text: "[A-Z][a-z]+ing\\b", compare: .regularExpression),
        Query(name: "alternation of literals", text: "colour|color|hue", compare: .regularExpression),
        Query(name: "non-ASCII case-insensitive", text: "ÉCOLE", compare: .caseInsensitive),
        Query(name: "diacritic-insensitive", text: "ecole", compare: .diacriticInsensitive),
        Query(name: "regex with an inner literal", text: "\\b\\w+tion\\b", compare: .regularExpression),
        Query(name: "regex without a literal", text: "\\b\\w{11,}\\b", compare: .regularExpression),
    ]

    static let corpusSize = 100 << 20
    /// Foundation is searched on a slice this big; its speed does not depend on the size.
    static let foundationSliceSize = 8 << 20

    static func run() -> String {
        let corpus = makeCorpus(size: corpusSize)
        let megabytes = Double(corpus.count) / 1_048_576
        let rssAfterCorpus = residentMegabytes()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-find-corpus.txt").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(corpus))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let slice = String(decoding: corpus[..<foundationSliceSize], as: UTF8.self)
        let sliceMegabytes = Double(foundationSliceSize) / 1_048_576

        let sliceBytes = Array(corpus[..<foundationSliceSize])
        var report = """
        ## Find: \(String(format: "%.0f", megabytes)) MB generated prose (\(unicodeWords.count) Unicode words mixed in)

        Throughput (median of 9 runs after a warm-up, DeskKit and PCRE2 taking turns run by run, each side \
        compiling its pattern afresh every run while the earlier runs' programs are kept, so each run's JIT code \
        lands at a new place in memory: the same JIT code runs up to 1.6× slower in some places than in others on \
        this machine, which otherwise decided the `[A-Z][a-z]+ing\\b` row by luck). Peers do \
        the same work over the same bytes and count every \
        match: PCRE2 \(pcre2Version) with JIT and Unicode properties, called in this process over the text in \
        memory; ripgrep's `rg --count-matches` over the file (median of 3 process runs); Foundation's \
        `String` and `NSString` search loops and `NSRegularExpression` on the first \(Int(sliceMegabytes)) MB \
        (1 run; their counts are checked against DeskKit's on that slice). A row whose counts differ fails \
        the benchmark. The last column divides DeskKit's rate by the best peer's; – marks a query the peer \
        cannot express (ripgrep and PCRE2 have no diacritic folding).

        | query | matches | DeskKit | PCRE2 JIT | ripgrep | String | NSString | NSRegularExpression | DeskKit / best |
        |---|---|---|---|---|---|---|---|---|

        """
        var mismatches: [String] = []
        // DeskKit's rate on the rare literal, set against `memchr`'s below.
        var rareLiteralRate = 0.0
        for query in queries {
            // DeskKit and PCRE2 take turns, run by run, so a busy spell of the shared machine
            // slows both alike instead of whichever happened to run then. Each compiles afresh
            // every run and nothing is freed until the row is done, so PCRE2's JIT places each
            // run's code after the last: the medians are over many placements (see above).
            var keptPatterns: [TextSearchPattern] = []
            var keptPeerCode: [OpaquePointer] = []
            defer { freePCRE2Code(keptPeerCode) }
            var count = 0
            var pcre2Count: Int?
            var deskKitSamples: [Double] = []
            var pcre2Samples: [Double] = []
            for run in 0..<10 {
                // Made outside DeskKit's time, as before; PCRE2's compile is inside its own.
                let pattern = try! TextSearchPattern(query.text, options: query.options)
                let start = DispatchTime.now().uptimeNanoseconds
                count = 0
                corpus.withUnsafeBufferPointer { text in
                    _ = try? pattern.forEachMatch(in: text) { _ in count += 1; return true }
                }
                keptPatterns.append(pattern)
                let middle = DispatchTime.now().uptimeNanoseconds
                pcre2Count = countWithPCRE2(query, in: corpus) { keptPeerCode.append($0) }
                let end = DispatchTime.now().uptimeNanoseconds
                // The first run of each warms up.
                if run > 0 {
                    deskKitSamples.append(Double(middle - start) / 1_000_000)
                    pcre2Samples.append(Double(end - middle) / 1_000_000)
                }
            }
            let deskKitMedian = deskKitSamples.sorted()[deskKitSamples.count / 2]
            let pcre2Median = pcre2Samples.sorted()[pcre2Samples.count / 2]
            let deskKitRate = megabytes / (deskKitMedian / 1000)
            if query.text == "xylophonist" { rareLiteralRate = deskKitRate }
            var peerRates: [Double] = []
            func check(_ peer: String, _ peerCount: Int, expected: Int) -> String {
                guard peerCount == expected else {
                    mismatches.append("\(query.name): \(peer) counted \(peerCount), DeskKit \(expected)")
                    return " (counted \(peerCount) ≠ \(expected))"
                }
                return ""
            }
            // PCRE2 in this process, timed above.
            var pcre2Cell = "–"
            if let pcre2Count {
                peerRates.append(megabytes / (pcre2Median / 1000))
                pcre2Cell = rate(megabytes, pcre2Median) + check("PCRE2", pcre2Count, expected: count)
            }
            // ripgrep over the file.
            var ripgrepCell = "not installed"
            if query.compare.contains(.diacriticInsensitive) {
                ripgrepCell = "–"
            } else if let run = timeTool("rg", ripgrepArguments(query, file: file)) {
                peerRates.append(megabytes / (run.milliseconds / 1000))
                // With no match ripgrep prints nothing (and exits with status 1).
                ripgrepCell = rate(megabytes, run.milliseconds) + check("ripgrep", run.output.isEmpty ? 0 : Int(run.output) ?? -1, expected: count)
            }
            // Foundation on the slice, against DeskKit's count there.
            let sliceCount = (try? TextSearchPattern(query.text, options: query.options).matches(in: sliceBytes).count) ?? -1
            func foundation(_ name: String, _ body: () -> Int?) -> String {
                let start = DispatchTime.now().uptimeNanoseconds
                guard let found = body() else { return "–" }
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                peerRates.append(sliceMegabytes / (milliseconds / 1000))
                return rate(sliceMegabytes, milliseconds) + check(name, found, expected: sliceCount)
            }
            let regexQuery = query.compare.contains(.regularExpression)
            let string = foundation("String") { regexQuery ? nil : countWithString(slice, query) }
            let nsString = foundation("NSString") { regexQuery ? nil : countWithNSString(slice as NSString, query) }
            let regex = foundation("NSRegularExpression") { countWithNSRegularExpression(slice, query) }
            let best = peerRates.max() ?? 0
            let ratio = best > 0 ? String(format: "%.2f×", deskKitRate / best) : "–"
            report += "| \(query.name) `\(query.text)` | \(count) | **\(rate(megabytes, deskKitMedian))** | \(pcre2Cell) | \(ripgrepCell) "
                + "| \(string) | \(nsString) | \(regex) | \(ratio) |\n"
        }
        report += pathologicalSection(corpus, mismatches: &mismatches)
        report += memchrFloor(corpus, megabytes: megabytes, rareLiteralRate: rareLiteralRate)
        report += replaceAllSection(corpus, megabytes: megabytes)
        report += incrementalSection(corpus)
        report += multiDocumentSection(corpus)
        report += "\nResident memory of this benchmark process: \(rssAfterCorpus) MB after generating the corpus, \(peakMegabytes()) MB at peak "
            + "(the corpus, its copy as a file write buffer, the Foundation slice, the text view's copy and the 10,000 documents).\n"
        report += FindMemory.measureInChildren(file: file)
        if !mismatches.isEmpty {
            FileHandle.standardError.write(Data(("Find benchmark: peers counted differently:\n" + mismatches.joined(separator: "\n") + "\n").utf8))
            print(report)
            exit(1)
        }
        return report
    }

    /// PCRE2's version, as the library reports it.
    static var pcre2Version: String { pcre2LibraryVersion() }

    /// The text the pathological rows search: 2 MB of the prose with three lines of 36 "a" and
    /// a "b" in the middle.
    static func pathologicalText(_ corpus: [UInt8]) -> [UInt8] {
        var text = Array(corpus[..<(1 << 20)])
        for _ in 0..<3 { text += Array(("\n" + String(repeating: "a", count: 36) + "b end\n").utf8) }
        return text + Array(corpus[(1 << 20)..<(2 << 20)])
    }

    /// Patterns that backtrack without end at a few places, in a text view's find session, beside
    /// PCRE2 alone, which stops at the first (median of 9 runs each, taking turns): `(a+)+$`,
    /// `(a|aa)+$` and `(aa|a)+$`, which DeskKit makes linear (the last for searching only), and
    /// `(a|a?)+a$`, whose costly starts PCRE2's DFA matcher decides, to the complete result, their
    /// counts checked against ripgrep's; `(a|a?)+\1a$`, which neither takes, to the "too complex"
    /// message.
    static func pathologicalSection(_ corpus: [UInt8], mismatches: inout [String]) -> String {
        let text = pathologicalText(corpus)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-find-pathological.txt").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(text))
        defer { try? FileManager.default.removeItem(atPath: file) }
        func ripgrepCount(_ pattern: String) -> Int? {
            timeTool("rg", ["--no-config", "--count-matches", "-e", pattern, file]).map { $0.output.isEmpty ? 0 : Int($0.output) ?? -1 }
        }
        func milliseconds(_ value: Double) -> String { String(format: "%.0f ms", value) }
        /// The paragraph for a pattern DeskKit searches completely (made linear, or decided by the
        /// DFA matcher): its complete result beside PCRE2 alone's failure.
        func completeParagraph(_ pattern: String, _ why: String) -> String {
            let linear = timePathological(pattern, in: text)
            let peerCount = ripgrepCount(pattern)
            if linear.found != peerCount { mismatches.append("\(pattern): ripgrep counted \(peerCount.map(String.init) ?? "–"), DeskKit \(linear.found)") }
            if linear.finalMessage != nil { mismatches.append("\(pattern): DeskKit gave up (\(linear.finalMessage!))") }
            let ratio = String(format: "%.2f×", linear.alone / linear.finish)
            return """
            `\(pattern)`: \(why), so the search gives the complete result: **\(linear.found) matches after \
            \(milliseconds(linear.finish))**, with no message (`rg --count-matches` on the same bytes: \
            \(peerCount.map(String.init) ?? "not installed")). PCRE2 alone stops at the first run of `a` after \
            \(milliseconds(linear.alone)) with "\(linear.aloneMessage)" and finds nothing after it. PCRE2 alone's time \
            to its failure / DeskKit's time to the complete result: \(ratio).


            """
        }

        let nested = completeParagraph("(a+)+$", """
            DeskKit rewrites nested repetition of one character into the linear form before compiling \
            (`(a+)+` matches exactly what `(a+)` matches, captures included)
            """)
        let alternatives = completeParagraph("(a|aa)+$", """
            DeskKit rewrites repetition of alternatives that are runs of one character, the single one first, \
            the same way (`(a|aa)+` matches exactly what `(?:a*(a))` matches, the capture being the last `a` \
            in both)
            """)
        let longerFirst = completeParagraph("(aa|a)+$", """
            with the longer alternative first the group's own capture differs from the linear form's (`aa` \
            rather than the last `a`), but the matches do not: greedy, it tries the rest of the pattern at the \
            run's ends in the same order as `a+`, so a search, which needs only the matches' ranges, runs \
            `(?:a*(a))$` (a replacement whose template inserts the group runs the pattern as typed, with \
            PCRE2's capture)
            """)
        let decided = completeParagraph("(a|a?)+a$", """
            DeskKit does not rewrite it (an alternative that can match nothing is no run of one character), but \
            at a start that needs more than its first pass's small share of the backtracking budget (1/256 to \
            start with) it runs PCRE2's DFA matcher anchored there, which follows every path at once: at the runs \
            of `a` before a `b` it finds no possible end, so no match starts there, and where it finds exactly one \
            end, that is the match backtracking would report
            """)
        let tooComplex = "(a|a?)+\\1a$"
        let overlapping = timePathological(tooComplex, in: text)
        let overlappingRatio = overlapping.message > 0 ? String(format: "%.2f×", overlapping.alone / overlapping.message) : "–"
        return """

        Pathological patterns over 2 MB of the prose with three lines of 36 `a` and a `b` in the middle (1 MB in), \
        searched in a UITextView's find session (median of 9 runs, taking turns with PCRE2 alone given the pattern \
        as typed, each side's programs kept from run to run as above).

        \(nested)\(alternatives)\(longerFirst)\(decided)`\(tooComplex)` (a back-reference: the DFA matcher has none, and \
        a pattern with one is not searched line by line, so DeskKit leaves the start to PCRE2 with its whole budget \
        once its first pass has named it): the message shows after **\(milliseconds(overlapping.message))** ("\(overlapping.firstMessage ?? "no message")"); \
        the search goes on past those places and ends after \(milliseconds(overlapping.finish)) with \(overlapping.found) \
        matches and "\(overlapping.finalMessage ?? "no message")" (ripgrep's default engine has no back-references, so \
        no count is checked). PCRE2 alone stops at the first such place after \(milliseconds(overlapping.alone)) with \
        "\(overlapping.aloneMessage)", names no place, and finds nothing after it. Both spend PCRE2's whole \
        backtracking budget on that first place before it is known to be too complex (PCRE2's limit holds for each \
        start on its own, and giving up sooner could drop a match PCRE2 alone finds); DeskKit spends besides its first \
        pass's small share of the budget there, as on lines, and as much again in the pass that names the place. \
        Time to a clear message, PCRE2 alone / DeskKit: \(overlappingRatio).

        """
    }

    /// Medians over 9 runs of `pattern` in a text view's find session over `text`, taking turns
    /// with PCRE2 alone: the time to the first message and to the end of the search, the time
    /// PCRE2 alone takes to give up, with the messages and DeskKit's count.
    private static func timePathological(_ pattern: String, in text: [UInt8]) -> (
        message: Double, finish: Double, alone: Double, found: Int, firstMessage: String?, finalMessage: String?, aloneMessage: String
    ) {
        var messageTimes: [Double] = []
        var finishTimes: [Double] = []
        var aloneTimes: [Double] = []
        var firstMessage: String?
        var finalMessage: String?
        var aloneMessage = ""
        var found = 0
        // As in the throughput rows, each run's programs are kept until the end, on both sides,
        // so each run's JIT code lands at a new place: the same backtracking runs up to a
        // quarter slower in some places than in others, which otherwise decides this row.
        var keptViews: [UITextView] = []
        var keptPeerCode: [OpaquePointer] = []
        defer { freePCRE2Code(keptPeerCode) }
        for _ in 0..<9 {
            let view = UITextView(frame: .zero)
            keptViews.append(view)
            view.textStorage = InMemoryTextStorage(String(decoding: text, as: UTF8.self))
            view.isFindInteractionEnabled = true
            let interaction = view.findInteraction!
            var options = FindNavigatorOptions()
            options.ignoresCase = false
            options.usesRegularExpression = true
            interaction.options = options
            let start = DispatchTime.now().uptimeNanoseconds
            interaction.searchText = pattern
            interaction.findNext()
            let session = interaction.activeFindSession as? UITextSearchingFindSession
            var messageTime = 0.0
            var finished = 0.0
            while true {
                // Sleeps until the main queue has work (the session's delivery), rather than
                // polling: a polling main thread takes processor time from the search.
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                if messageTime == 0, let error = session?.lastError {
                    messageTime = elapsed
                    firstMessage = error.message
                }
                if session?.isSearching == false { finished = elapsed; break }
                if elapsed > 60_000 { break }
            }
            messageTimes.append(messageTime)
            finishTimes.append(finished)
            finalMessage = session?.lastError?.message
            found = session?.resultCount ?? 0
            let alone = pcre2Failure(pattern, in: text) { keptPeerCode.append($0) }
            aloneTimes.append(alone.milliseconds)
            aloneMessage = alone.message
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(messageTimes), median(finishTimes), median(aloneTimes), found, firstMessage, finalMessage, aloneMessage)
    }

    /// Counts the matches of `query` in `corpus`, timing the engine alone.
    static func measureSearch(_ query: Query, in corpus: [UInt8]) -> (count: Int, timing: BenchmarkReport.Timing) {
        let pattern = try! TextSearchPattern(query.text, options: query.options)
        var count = 0
        let timing = BenchmarkReport.measure(iterations: 5, warmup: 1) {
            count = 0
            corpus.withUnsafeBufferPointer { text in
                _ = try? pattern.forEachMatch(in: text) { _ in count += 1; return true }
            }
        }
        return (count, timing)
    }

    /// Where the reading loop's result goes, so the compiler keeps the loop.
    private static var readingResult: UInt64 = 0

    /// How rare the rare literal's rarest letter is in this corpus, which is what makes the
    /// rare-literal row fast, with `memchr`'s speed at counting it: the speed of reading the
    /// text from memory, which that row's searches cannot beat.
    private static func memchrFloor(_ corpus: [UInt8], megabytes: Double, rareLiteralRate: Double) -> String {
        var count = 0
        let timing = BenchmarkReport.measure(iterations: 5, warmup: 1) {
            count = 0
            corpus.withUnsafeBufferPointer { text in
                guard let base = text.baseAddress else { return }
                var position = 0
                while position < text.count, let hit = memchr(base + position, Int32(UInt8(ascii: "x")), text.count - position) {
                    count += 1
                    position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                }
            }
        }
        // Reading every byte and nothing else: the floor for a search that must look at them all.
        var folded = SIMD8<UInt64>()
        let reading = BenchmarkReport.measure(iterations: 5, warmup: 1) {
            corpus.withUnsafeBytes { bytes in
                folded = SIMD8<UInt64>()
                for offset in stride(from: 0, to: bytes.count - 63, by: 64) {
                    folded ^= bytes.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt64>.self)
                }
            }
        }
        readingResult = folded.wrappedSum()
        let spacing = count > 0 ? corpus.count / count : corpus.count
        return "\nWhat favours a method here: `x`, the rarest letter of `xylophonist`, occurs \(count) times in this corpus "
            + "(once every \(spacing) bytes on average), so a search that skips to each `x` with the C library's `memchr` "
            + "and checks the word around it touches little else; `memchr` alone counts the `x` at \(rate(megabytes, timing.median)) "
            + "in this run, and a loop that only reads the text and searches nothing (an XOR of its 64-byte blocks) at "
            + "\(rate(megabytes, reading.median)): about as fast as one core reads memory here, so the rare-literal row "
            + "compares searches at or near that limit, and its ratio moves with each run's memory speed. DeskKit's is this "
            + "`memchr` loop, at \(String(format: "%.0f", 100 * rareLiteralRate / (megabytes / (timing.median / 1000))))% of "
            + "`memchr`'s rate in this run. The `the` rows instead find a candidate every few dozen bytes.\n"
    }

    private static func replaceAllSection(_ corpus: [UInt8], megabytes: Double) -> String {
        let pattern = try! TextSearchPattern("the", options: UITextSearchOptions())
        let template = ReplacementTemplate(literal: "a")
        var replaced = 0
        let engine = BenchmarkReport.measure(iterations: 3, warmup: 1) {
            corpus.withUnsafeBufferPointer { text in
                replaced = (try? pattern.replaceAll(in: text, with: template))?.inverse.count ?? 0
            }
        }
        let view = UITextView(frame: .zero)
        view.textStorage = InMemoryTextStorage(String(decoding: corpus, as: UTF8.self))
        let start = DispatchTime.now().uptimeNanoseconds
        view.replaceAll(queryString: "the", options: UITextSearchOptions(), withText: "a")
        let viewMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let undoSteps = view.undoManager?.canUndo == true ? 1 : 0
        view.undoManager?.undo()
        let restored = (view.textStorage as? InMemoryTextStorage)?.bytes == corpus
        return """

        Replace all `the` → `a` (\(replaced) replacements) in a UITextView, edited in place with its undo \
        record: **\(rate(megabytes, viewMilliseconds))**; undo steps: \(undoSteps), undo restores the text: \(restored). \
        Target: ≥ 0.5 GB/s. The engine call that writes the result as a new copy of the text \
        (`TextSearchPattern.replaceAll(in:with:)`): \(rate(megabytes, engine.median)).

        """
    }

    static func incrementalSection(_ corpus: [UInt8]) -> String {
        let view = UITextView(frame: .zero)
        view.textStorage = InMemoryTextStorage(String(decoding: corpus, as: UTF8.self))
        view.isFindInteractionEnabled = true
        view.select((corpus.count / 2)..<(corpus.count / 2))
        var rows = ""
        for query in ["the", "xylophonist"] {
            let interaction = view.findInteraction!
            interaction.dismissFindNavigator()
            let start = DispatchTime.now().uptimeNanoseconds
            interaction.searchText = query
            interaction.findNext()
            var firstResult = 0.0
            var finished = 0.0
            let session = interaction.activeFindSession as? UITextSearchingFindSession
            // A result in the lines around the caret is highlighted before `findNext()` returns;
            // the first turn of the run loop after it starts the background search, and on a busy
            // machine can wait several milliseconds for a core, which is not the highlight's time.
            if session?.highlightedRange != nil { firstResult = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 }
            while true {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.0002))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                if firstResult == 0, session?.highlightedRange != nil { firstResult = elapsed }
                if session?.isSearching == false { finished = elapsed; break }
                if elapsed > 60_000 { break }
            }
            rows += "| `\(query)` | \(String(format: "%.2f", firstResult)) ms | \(String(format: "%.0f", finished)) ms | \(session?.resultCount ?? 0) |\n"
        }
        return """

        Incremental search in a UITextView holding the whole text, caret in the middle: time from setting the \
        search text to the first result highlighted (looked at as soon as `findNext()` returns, then after each \
        turn of the run loop), and to the exact count. Target: first result < 16 ms.

        | query | first result | all results | count |
        |---|---|---|---|
        \(rows)
        """
    }

    private static func rate(_ megabytes: Double, _ milliseconds: Double) -> String {
        let perSecond = megabytes / (milliseconds / 1000)
        return perSecond >= 1000 ? String(format: "%.1f GB/s", perSecond / 1024) : String(format: "%.0f MB/s", perSecond)
    }

    private static func timeOnce(_ megabytes: Double, _ body: () -> Void) -> String {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return rate(megabytes, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }

    private static func residentMegabytes() -> Int { statusValue("VmRSS:") / 1024 }
    private static func peakMegabytes() -> Int { statusValue("VmHWM:") / 1024 }

    private static func statusValue(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
}
