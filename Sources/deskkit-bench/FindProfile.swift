import DeskKit
import Foundation

/// Runs one find query over a smaller corpus, for a profiler: `deskkit-bench find-profile`
/// with DESKKIT_PROFILE_QUERY naming the query ("case-insensitive", "whole word", …) and
/// DESKKIT_PROFILE_MEGABYTES the corpus size (8 by default); DESKKIT_PROFILE_PEER adds PCRE2.
/// "pathological" runs the benchmark's "too complex" section alone.
@MainActor
enum FindProfile {
    static func run() -> String {
        let name = ProcessInfo.processInfo.environment["DESKKIT_PROFILE_QUERY"] ?? "case-insensitive"
        if name == "replace-all" { return replaceAll() }
        if name == "pathological" { return FindBenchmark.pathologicalSection(FindBenchmark.makeCorpus(size: 2 << 20)) }
        guard let query = FindBenchmark.queries.first(where: { $0.name == name }) else {
            return "No query named '\(name)'; choose from \(FindBenchmark.queries.map(\.name)).\n"
        }
        let size = Int(ProcessInfo.processInfo.environment["DESKKIT_PROFILE_MEGABYTES"] ?? "") ?? 8
        let corpus = FindBenchmark.makeCorpus(size: size << 20)
        let (count, timing) = FindBenchmark.measureSearch(query, in: corpus)
        var report = "\(query.name) `\(query.text)`: \(count) matches in \(size) MB, median \(String(format: "%.2f", timing.median)) ms"
        // With DESKKIT_PROFILE_PEER set, PCRE2 alone over the same bytes, for a quick ratio.
        if ProcessInfo.processInfo.environment["DESKKIT_PROFILE_PEER"] != nil {
            var peerCount: Int?
            let peer = BenchmarkReport.measure(iterations: 5, warmup: 1) { peerCount = FindBenchmark.countWithPCRE2(query, in: corpus) }
            report += "; PCRE2 \(peerCount.map(String.init) ?? "–") matches, median \(String(format: "%.2f", peer.median)) ms"
                + " (DeskKit / PCRE2 \(String(format: "%.2f", peer.median / timing.median))×)"
        }
        return report + "\n"
    }

    /// Replace-all of "the" with "a" on the smaller corpus, as the full benchmark does.
    private static func replaceAll() -> String {
        let corpus = FindBenchmark.makeCorpus(size: 8 << 20)
        let pattern = try! TextSearchPattern("the", options: UITextSearchOptions())
        let template = ReplacementTemplate(literal: "a")
        var replaced = 0
        let timing = BenchmarkReport.measure(iterations: 5, warmup: 1) {
            corpus.withUnsafeBufferPointer { text in
                replaced = (try? pattern.replaceAll(in: text, with: template))?.inverse.count ?? 0
            }
        }
        return "replace-all `the` → `a`: \(replaced) replacements in 8 MB, median \(String(format: "%.2f", timing.median)) ms\n"
    }
}
