import DeskKit
import Foundation

/// Find and replace on a generated 100 MB text: throughput per query kind beside Foundation,
/// grep and ripgrep, replace-all as one undo step, time to the first incremental result, memory.
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

        var report = """
        ## Find: \(String(format: "%.0f", megabytes)) MB generated prose (\(unicodeWords.count) Unicode words mixed in)

        Throughput in MB/s (median of 5 runs; Foundation on the first \(Int(sliceMegabytes)) MB, 1 run; grep and \
        ripgrep median of 3 process runs over the file, which count matching lines with `-c`).

        | query | matches | DeskKit | grep | ripgrep | String | NSString | NSRegularExpression |
        |---|---|---|---|---|---|---|---|

        """
        for query in queries {
            let (count, timing) = measureSearch(query, in: corpus)
            let tools = ["grep", "ripgrep"].map { tool -> String in
                guard let run = timeTool(tool == "ripgrep" ? "rg" : tool, toolArguments(tool == "ripgrep" ? "rg" : tool, query, file: file)) else { return "not installed" }
                return rate(megabytes, run.milliseconds)
            }
            let string = query.compare.contains(.regularExpression) ? "–" : timeOnce(sliceMegabytes) { _ = countWithString(slice, query) }
            let nsString = query.compare.contains(.regularExpression) ? "–" : timeOnce(sliceMegabytes) { _ = countWithNSString(slice as NSString, query) }
            let regex = timeOnce(sliceMegabytes) { _ = countWithNSRegularExpression(slice, query) }
            report += "| \(query.name) `\(query.text)` | \(count) | **\(rate(megabytes, timing.median))** | \(tools[0]) | \(tools[1]) | \(string) | \(nsString) | \(regex) |\n"
        }
        report += memchrFloor(corpus, megabytes: megabytes)
        report += replaceAllSection(corpus, megabytes: megabytes)
        report += incrementalSection(corpus)
        report += "\nResident memory of this benchmark process: \(rssAfterCorpus) MB after generating the corpus, \(peakMegabytes()) MB at peak "
            + "(the corpus, its copy as a file write buffer, the Foundation slice and the text view's copy).\n"
        report += FindMemory.measureInChildren(file: file)
        return report
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

    /// The C library's `memchr` counting one byte over the corpus: the speed a search that must
    /// read every byte cannot beat on this machine, which bounds the rare-literal figure.
    private static func memchrFloor(_ corpus: [UInt8], megabytes: Double) -> String {
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
        return "\nPeer floor: the C library's `memchr` counting `x` (\(count) found) over the same corpus reads \(rate(megabytes, timing.median)) in this run; the rare-literal search uses it and cannot read faster.\n"
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

    private static func incrementalSection(_ corpus: [UInt8]) -> String {
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
        search text to the first result highlighted, and to the exact count. Target: first result < 16 ms.

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
