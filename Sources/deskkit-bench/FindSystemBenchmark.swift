import CDeskKitScan
import CPCRE2
import DeskKit
import Foundation

/// Find on text this machine has and the project never generated: C headers, manual pages in
/// several languages, licences, logs and JSON, each put together at run time from the system's
/// files. DeskKit beside PCRE2 JIT in process, ripgrep and the C library's `memmem`.
@MainActor
enum FindSystemBenchmark {
    typealias Query = FindBenchmark.Query

    struct Corpus {
        let name: String
        let source: String
        let bytes: [UInt8]
        let queries: [Query]
    }

    static let corpusSize = 8 << 20
    static let runs = 11

    static func run() -> String {
        var report = """
        ## Find: text found on this machine

        DeskKit's `TextSearchPattern` counting every match in memory, beside PCRE2 \(pcre2LibraryVersion()) with JIT \
        and Unicode properties over the same bytes in this process (compiling once, median of \(runs - 1) runs after a \
        warm-up, the two taking turns run by run), ripgrep's `rg --count-matches` over the same bytes in a file \
        (median of 3 process runs, start-up included) and, for plain literals, a loop over the C library's \
        `memmem` counting occurrences that do not overlap. Each corpus is put together when the benchmark runs \
        from files every Debian system has (about \(corpusSize >> 20) MB, or all there is), in sorted path order; \
        the project generated none of it. Every row's count is checked equal to PCRE2's (a difference fails the \
        benchmark); the queries are ones whose meaning PCRE2 shares. Whole words follow Unicode's word \
        boundaries (UAX #29), as NSString's word enumeration does and DeskKit's find does: "License's" is one \
        word, so `License` is not found inside it, where `\\b` would find it. PCRE2 and ripgrep (with its \
        PCRE2) get the same rule spelt as lookarounds, so every peer does the same work. The last column \
        divides DeskKit's rate by the best peer's.


        """
        var mismatches: [String] = []
        for corpus in corpora() {
            report += section(corpus, mismatches: &mismatches)
        }
        if !mismatches.isEmpty {
            FileHandle.standardError.write(Data(("find-system: counts differ:\n" + mismatches.joined(separator: "\n") + "\n").utf8))
            print(report)
            exit(1)
        }
        return report
    }

    static func corpora() -> [Corpus] {
        var result: [Corpus] = []
        let headers = gather(files(under: "/usr/include", suffix: ".h"))
        result.append(Corpus(name: "C headers", source: "`/usr/include/**/*.h`", bytes: headers, queries: [
            Query(name: "rare literal", text: "pthread_mutex_lock"),
            Query(name: "literal with a space", text: "struct sockaddr_in6"),
            Query(name: "common literal", text: "return"),
            Query(name: "short literal", text: "#define"),
            Query(name: "case-insensitive", text: "ERROR", compare: .caseInsensitive),
            Query(name: "whole word", text: "int", words: .fullWord),
            Query(name: "regex with an inner literal", text: "\\b\\w+_t\\b", compare: .regularExpression),
            Query(name: "regex with a prefix literal", text: "#define\\s+[A-Z_]{12,}", compare: .regularExpression),
            Query(name: "alternation of literals", text: "uint32_t|uint64_t|size_t", compare: .regularExpression),
            Query(name: "regex without a literal", text: "\\b[A-Z]{3,}[0-9]+\\b", compare: .regularExpression),
        ]))
        let manualFiles = files(under: "/usr/share/man", suffix: ".gz")
        let translated = manualFiles.filter { !$0.hasPrefix("/usr/share/man/man") }
        let manuals = gather(Array(translated.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)), decompress: true)
        result.append(Corpus(name: "translated manual pages", source: "`/usr/share/man/LANGUAGE/man*/*.gz`, every third page, uncompressed (roff source)", bytes: manuals, queries: [
            Query(name: "literal", text: "default"),
            Query(name: "German literal", text: "Voreinstellung"),
            Query(name: "non-ASCII literal", text: "Übersetzung"),
            Query(name: "Cyrillic literal", text: "файл"),
            Query(name: "CJK literal", text: "文件"),
            Query(name: "case-insensitive", text: "OPTION", compare: .caseInsensitive),
            Query(name: "Cyrillic case-insensitive", text: "ФАЙЛ", compare: .caseInsensitive),
            Query(name: "roff request regex", text: "^\\.B[IR]? \\\\-", compare: .regularExpression),
        ]))
        var licenceFiles = files(under: "/usr/share/common-licenses", suffix: "")
        licenceFiles += ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/doc")) ?? []).sorted()
            .map { "/usr/share/doc/\($0)/copyright" }.filter { FileManager.default.fileExists(atPath: $0) }
        result.append(Corpus(name: "licences", source: "`/usr/share/common-licenses/*`, `/usr/share/doc/*/copyright`", bytes: gather(licenceFiles), queries: [
            Query(name: "rare literal", text: "Lesser General"),
            Query(name: "common literal", text: "the"),
            Query(name: "case-insensitive", text: "WARRANTY", compare: .caseInsensitive),
            Query(name: "whole word", text: "warranty", words: .fullWord),
            Query(name: "whole word inside a possessive", text: "License", words: .fullWord),
            Query(name: "regex", text: "Copyright:? \\d{4}", compare: .regularExpression),
        ]))
        let logs = gather(files(under: "/var/log", suffix: ".log") + files(under: "/var/log", suffix: "log.1"))
        result.append(Corpus(name: "logs", source: "`/var/log/**/*.log`", bytes: logs, queries: [
            Query(name: "literal", text: "status installed"),
            Query(name: "common literal", text: "amd64"),
            Query(name: "regex with an inner literal", text: "\\d{2}:\\d{2}:\\d{2} upgrade", compare: .regularExpression),
            Query(name: "regex with a literal set", text: "\\b(?:configure|unpacked|half-installed)\\b", compare: .regularExpression),
        ]))
        let json = gather(files(under: "/usr/share", suffix: ".json"))
        result.append(Corpus(name: "JSON", source: "`/usr/share/**/*.json`", bytes: json, queries: [
            Query(name: "literal", text: "\"name\""),
            Query(name: "rare literal", text: "VUID-vkCmdDraw"),
            Query(name: "case-insensitive", text: "DESCRIPTION", compare: .caseInsensitive),
            Query(name: "regex", text: "\"[a-z_]+\": \"", compare: .regularExpression),
        ]))
        return result.filter { !$0.bytes.isEmpty }
    }

    /// Regular files under `folder` whose names end in `suffix`, in path order.
    static func files(under folder: String, suffix: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(suffix) else { continue }
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    /// The files' bytes one after another, each ending in a line feed, up to `corpusSize`
    /// (cut at the last line feed); valid UTF-8 only, so every peer reads the same text.
    static func gather(_ paths: [String], decompress: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = 0
        while bytes.count < corpusSize, index < paths.count {
            let batch = Array(paths[index..<min(paths.count, index + 200)])
            index += batch.count
            let pieces: [[UInt8]] = decompress ? batch.map { Array(unzip($0)) } : batch.compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
            for piece in pieces where !piece.isEmpty && !piece.contains(0) && String(validating: piece, as: UTF8.self) != nil {
                bytes += piece
                if bytes.last != 0x0A { bytes.append(0x0A) }
                if bytes.count >= corpusSize { break }
            }
        }
        if bytes.count > corpusSize, let cut = bytes[..<corpusSize].lastIndex(of: 0x0A) { bytes.removeSubrange((cut + 1)...) }
        return bytes
    }

    private static func unzip(_ path: String) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return Data() }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    static func section(_ corpus: Corpus, mismatches: inout [String]) -> String {
        let megabytes = Double(corpus.bytes.count) / 1_048_576
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-find-system.txt").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(corpus.bytes))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var table = """
        ### \(corpus.name): \(String(format: "%.1f", megabytes)) MB from \(corpus.source)

        | query | matches | DeskKit | PCRE2 JIT | ripgrep | memmem | DeskKit / best |
        |---|---|---|---|---|---|---|

        """
        for query in corpus.queries {
            let pattern = try! TextSearchPattern(query.text, options: query.options)
            // Each run's JIT code is kept until the row is done, so it lands at a new place (see the find benchmark).
            var code: [OpaquePointer] = []
            defer { FindBenchmark.freePCRE2Code(code) }
            var count = 0
            var pcre2Count: Int?
            var deskKitSamples: [Double] = []
            var pcre2Samples: [Double] = []
            for run in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                count = 0
                corpus.bytes.withUnsafeBufferPointer { text in
                    _ = try? pattern.forEachMatch(in: text) { _ in count += 1; return true }
                }
                let middle = DispatchTime.now().uptimeNanoseconds
                pcre2Count = FindBenchmark.countWithPCRE2(query, in: corpus.bytes, wordsAsUAX29: true) { code.append($0) }
                let end = DispatchTime.now().uptimeNanoseconds
                if run > 0 {
                    deskKitSamples.append(Double(middle - start) / 1_000_000)
                    pcre2Samples.append(Double(end - middle) / 1_000_000)
                }
            }
            func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
            let deskKitRate = megabytes / (median(deskKitSamples) / 1000)
            var peerRates: [Double] = []
            var pcre2Cell = "–"
            if let pcre2Count {
                let rate = megabytes / (median(pcre2Samples) / 1000)
                peerRates.append(rate)
                pcre2Cell = format(rate)
                if pcre2Count != count {
                    mismatches.append("\(corpus.name), \(query.text): PCRE2 counted \(pcre2Count), DeskKit \(count)")
                    pcre2Cell += " (counted \(pcre2Count))"
                }
            } else {
                mismatches.append("\(corpus.name), \(query.text): PCRE2 could not run the query")
            }
            var ripgrepCell = "not installed"
            if let run = FindBenchmark.timeTool("rg", ripgrepArguments(query, file: file)) {
                let rate = megabytes / (run.milliseconds / 1000)
                peerRates.append(rate)
                ripgrepCell = format(rate)
                let ripgrepCount = Int(run.output) ?? 0
                if ripgrepCount != count { ripgrepCell += " (counted \(ripgrepCount))" }
            }
            var memmemCell = "–"
            if query.compare.isEmpty, query.words == .contains {
                let needle = Array(query.text.utf8)
                var memmemCount = 0
                var samples: [Double] = []
                for _ in 0..<runs {
                    let start = DispatchTime.now().uptimeNanoseconds
                    memmemCount = countWithMemmem(needle, in: corpus.bytes)
                    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                }
                let rate = megabytes / (median(samples) / 1000)
                peerRates.append(rate)
                memmemCell = format(rate)
                if memmemCount != count { memmemCell += " (counted \(memmemCount))" }
            }
            let best = peerRates.max() ?? deskKitRate
            let shown = query.text.replacingOccurrences(of: "|", with: "\\|")
            let kind = query.compare.contains(.caseInsensitive) ? ", case-insensitive" : query.words == .fullWord ? ", whole word" : ""
            table += "| \(query.name) `\(shown)`\(kind) | \(count) | \(format(deskKitRate)) | \(pcre2Cell) | \(ripgrepCell) | \(memmemCell) | "
                + String(format: "%.2f×", deskKitRate / best) + " |\n"
        }
        return table + "\n"
    }

    /// ripgrep's arguments: as the find benchmark's, but whole words by the lookarounds PCRE2
    /// gets (ripgrep's own PCRE2), so it does the same work.
    static func ripgrepArguments(_ query: Query, file: String) -> [String] {
        guard query.words == .fullWord, !query.compare.contains(.regularExpression),
              let pattern = FindBenchmark.pcre2Pattern(for: query, wordsAsUAX29: true) else {
            return FindBenchmark.ripgrepArguments(query, file: file)
        }
        var arguments = ["--no-config", "--count-matches", "-P"]
        if query.compare.contains(.caseInsensitive) { arguments.append("-i") }
        return arguments + ["-e", pattern, file]
    }

    /// Occurrences of `needle` that do not overlap, by the C library's memmem.
    static func countWithMemmem(_ needle: [UInt8], in corpus: [UInt8]) -> Int {
        deskkit_memmem_count(corpus, corpus.count, needle, needle.count)
    }

    private static func format(_ megabytesPerSecond: Double) -> String {
        megabytesPerSecond >= 1000 ? String(format: "%.1f GB/s", megabytesPerSecond / 1000) : String(format: "%.0f MB/s", megabytesPerSecond)
    }
}
