import DeskKit
import DeskKitTesting
import Foundation

/// Data detector quality: precision and recall per type over the labelled everyday snippets,
/// DeskKit beside the Python detectors `scripts/detector-peers.py` ran on the same snippets
/// (phonenumbers, urlextract, dateparser, quantulum3), all scored by ``DetectorSnippetSet``.
///
/// `scripts/bench detectors` installs the peers and passes their detections in the file named
/// by `DESKKIT_DETECTOR_PEERS`; without it the section says the peers were not run.
enum DetectorBenchmark {
    private struct PeerFile: Decodable {
        struct Tool: Decodable {
            let name: String
            let covers: [String]
            let version: String?
            let error: String?
            let detections: [String: [DetectorSnippetSet.Entity]]?
        }
        let tools: [Tool]
    }

    @MainActor
    static func run() -> String {
        var report = "## Data detectors: precision and recall on labelled everyday snippets\n\n"
        let set: DetectorSnippetSet
        do {
            set = try DetectorSnippetSet.load()
        } catch {
            return report + "The labelled set could not be read: \(error.localizedDescription)\n"
        }
        let deskKit = set.deskKitDetections()
        let scores = set.score(deskKit)
        let timing = BenchmarkReport.measure(iterations: 30) { _ = set.deskKitDetections() }

        var peers: [(name: String, version: String, covers: [String], scores: [String: DetectorSnippetSet.Score])] = []
        var peerDetections: [String: [String: [DetectorSnippetSet.Entity]]] = [:]
        var peerNotes: [String] = []
        if let path = ProcessInfo.processInfo.environment["DESKKIT_DETECTOR_PEERS"] {
            do {
                let file = try JSONDecoder().decode(PeerFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
                for tool in file.tools {
                    if let detections = tool.detections {
                        peers.append((tool.name, tool.version ?? "?", tool.covers, set.score(detections, types: tool.covers)))
                        peerDetections[tool.name] = detections
                    } else {
                        peerNotes.append("\(tool.name) could not be run here (\(tool.error ?? "no detections")), so it has no figures.")
                    }
                }
            } catch {
                peerNotes.append("The peers' detections at '\(path)' could not be read (\(error.localizedDescription)), so no peer has figures.")
            }
        } else {
            peerNotes.append("The Python peers were not run (run `scripts/bench detectors`), so no peer has figures.")
        }

        let entities = set.snippets.flatMap(\.entities)
        let negatives = set.snippets.filter(\.entities.isEmpty).count
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE yyyy-MM-dd HH:mm"
        let languageCounts = set.languages.map { language in "\(set.written(in: language).snippets.count) \(languageName(language))" }
        report += "\(set.snippets.count) snippets of everyday notes, messages and addresses in `benchmarks/data/detector-snippets.json` "
        report += "(by writer's language: \(languageCounts.joined(separator: ", ")); \(negatives) with nothing to find, such as ISBNs, "
        report += "versions, scores and times without a day), holding \(entities.count) labelled entities. Relative dates and dates without a year count from "
        report += "\(formatter.string(from: set.reference)). Each tool sees each snippet with its writer's locale. A detection "
        report += "counts when its type, text and value (where the tool gives one) are the labelled ones; a right text with a "
        report += "wrong value, such as `$3.2` for `$3.2 million`, is a false hit and a miss. Peers are scored only on the types "
        report += "they detect: "
        report += peers.map { "\($0.name) \($0.version) (\($0.covers.joined(separator: ", ")))" }.joined(separator: ", ")
        report += peers.isEmpty ? "none ran." : "; no peer among them finds street addresses. phonenumbers runs with its default "
            + "leniency (VALID), which also rejects the numbers reserved for fiction that many snippets use, and with POSSIBLE."
        report += " DeskKit took \(String(format: "%.1f", timing.median)) ms (median) for all snippets. The snippets were written "
            + "by DeskKit's developers while the detectors were being improved, so DeskKit's figures here flatter it; text written "
            + "elsewhere is the fairer test.\n\n"
        for note in peerNotes { report += note + "\n\n" }

        report += "| type | labelled | DeskKit precision | DeskKit recall | peer | peer precision | peer recall |\n"
        report += "|---|---|---|---|---|---|---|\n"
        for type in DetectorSnippetSet.types {
            let labelled = entities.filter { $0.type == type }.count
            let own = scores[type] ?? .init()
            let peerCells = peers.filter { $0.covers.contains(type) }.map { peer -> String in
                let score = peer.scores[type] ?? .init()
                return "\(peer.name) | \(cell(score.precision, score.truePositives, score.truePositives + score.falsePositives)) | \(cell(score.recall, score.truePositives, labelled))"
            }
            report += "| \(type) | \(labelled) | \(cell(own.precision, own.truePositives, own.truePositives + own.falsePositives)) | \(cell(own.recall, own.truePositives, labelled)) | "
            report += (peerCells.first ?? "— | — | —") + " |\n"
            for more in peerCells.dropFirst() { report += "| | | | | \(more) |\n" }
        }
        report += "\nTargets: every type at least 0.95 precise and 0.90 complete (`DetectorSnippetSetTests` holds DeskKit to them).\n"
        report += languageTable(set, deskKit: deskKit, peers: peers.map { ($0.name, $0.covers) }, peerDetections: peerDetections)
        return report
    }

    /// The same scores for each writer's language: every type with labels in that language, or
    /// with DeskKit's false hits there.
    private static func languageTable(_ set: DetectorSnippetSet, deskKit: [String: [DetectorSnippetSet.Entity]],
                                      peers: [(name: String, covers: [String])], peerDetections: [String: [String: [DetectorSnippetSet.Entity]]]) -> String {
        var table = "\nBy the writer's language (types with labels, or with false hits, in that language; "
        table += "`DetectorSnippetSetTests` holds DeskKit to the targets for every type with at least three labels in a language):\n\n"
        table += "| language | type | labelled | DeskKit precision | DeskKit recall | peer | peer precision | peer recall |\n"
        table += "|---|---|---|---|---|---|---|---|\n"
        for language in set.languages {
            let part = set.written(in: language)
            let own = part.score(deskKit)
            for type in DetectorSnippetSet.types {
                let labelled = part.snippets.flatMap(\.entities).filter { $0.type == type }.count
                let score = own[type] ?? .init()
                guard labelled > 0 || score.falsePositives > 0 else { continue }
                let peerCells = peers.filter { $0.covers.contains(type) }.compactMap { peer -> String? in
                    guard let detections = peerDetections[peer.name] else { return nil }
                    let score = part.score(detections, types: [type])[type] ?? .init()
                    return "\(peer.name) | \(cell(score.precision, score.truePositives, score.truePositives + score.falsePositives)) | \(cell(score.recall, score.truePositives, labelled))"
                }
                table += "| \(languageName(language)) | \(type) | \(labelled) | \(cell(score.precision, score.truePositives, score.truePositives + score.falsePositives)) | "
                table += "\(cell(score.recall, score.truePositives, labelled)) | " + (peerCells.first ?? "— | — | —") + " |\n"
                for more in peerCells.dropFirst() { table += "| | | | | | \(more) |\n" }
            }
        }
        return table
    }

    /// The English name of a language code ("de" → "German").
    private static func languageName(_ code: String) -> String {
        Locale(identifier: "en_US_POSIX").localizedString(forLanguageCode: code) ?? code
    }

    private static func cell(_ ratio: Double, _ count: Int, _ total: Int) -> String {
        "\(String(format: "%.3f", ratio)) (\(count)/\(total))"
    }
}
