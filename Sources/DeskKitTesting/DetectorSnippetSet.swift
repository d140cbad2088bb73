import DeskKit
import Foundation

/// The labelled snippets data detectors are measured on (`benchmarks/data/detector-snippets.json`),
/// and the one set of scoring rules applied to DeskKit and to the tools it is compared with.
///
/// A detection is right when its type and text (spaces and closing punctuation trimmed) are the
/// labelled ones and, where both give a value, the values agree: a wrong value counts as a false
/// hit and a miss. Dates agree on the day (or both days of a range) and, where both give one, the
/// time; amounts and measurements within a millionth (a ten-thousandth for measurements), with the
/// same currency or unit where both name one.
public struct DetectorSnippetSet: Sendable {
    /// Something found or labelled in a snippet. Values are written as in the data file:
    /// "2026-12-08T15:00", "2027-08-03/2027-08-21", "3200000 USD", "10.5 ft", "160x80 cm".
    public struct Entity: Sendable, Hashable, Codable {
        /// The kind: one of ``DetectorSnippetSet/types``.
        public var type: String
        /// The words as they appear in the snippet.
        public var text: String
        /// What the words mean (a date, an amount), written as in the data file.
        public var value: String?

        /// An entity of `type` spelled `text`, meaning `value`.
        public init(type: String, text: String, value: String? = nil) {
            self.type = type
            self.text = text
            self.value = value
        }
    }

    /// One labelled piece of text: what it says and what a detector should find in it.
    public struct Snippet: Sendable, Codable {
        /// A name unique in the set, for reports.
        public var id: String
        /// The writer's locale, such as "en_GB": it orders numeric dates and names the dollar.
        public var locale: String
        /// The text a detector reads.
        public var text: String
        /// What a perfect detector finds in the text.
        public var entities: [Entity]

        /// A snippet with its labels.
        public init(id: String, locale: String, text: String, entities: [Entity]) {
            self.id = id
            self.locale = locale
            self.text = text
            self.entities = entities
        }
    }

    /// True and false hits and misses of one type.
    public struct Score: Sendable, Hashable {
        /// Labelled entities found.
        public var truePositives = 0
        /// Things found that were not labelled (or with the wrong value).
        public var falsePositives = 0
        /// Labelled entities missed.
        public var falseNegatives = 0

        /// A score from its counts.
        public init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0) {
            (self.truePositives, self.falsePositives, self.falseNegatives) = (truePositives, falsePositives, falseNegatives)
        }

        /// The share of findings that were right (1 when nothing was found).
        public var precision: Double { Double(truePositives) / Double(max(truePositives + falsePositives, 1)) }
        /// The share of labelled entities found (1 when none were labelled).
        public var recall: Double { Double(truePositives) / Double(max(truePositives + falseNegatives, 1)) }
    }

    /// The types scored, in report order.
    public static let types = ["link", "email", "phone", "address", "date", "measurement", "money"]

    /// The moment relative dates and dates without a year count from, in the current time zone.
    public let reference: Date
    /// The labelled snippets, in file order.
    public let snippets: [Snippet]

    /// A set of `snippets` whose relative dates count from `reference`.
    public init(reference: Date, snippets: [Snippet]) {
        self.reference = reference
        self.snippets = snippets
    }

    /// The set in the repository, found from this source file's place.
    public static var repositoryURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("benchmarks/data/detector-snippets.json")
    }

    /// Reads a set from its JSON file.
    /// - Throws: the file's read or decoding error, or a malformed reference date.
    public static func load(from url: URL = repositoryURL) throws -> DetectorSnippetSet {
        struct File: Decodable { let reference: String; let snippets: [Snippet] }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        guard let reference = formatter.date(from: file.reference) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "The reference '\(file.reference)' is not a time. Write it as yyyy-MM-ddTHH:mm."])
        }
        return DetectorSnippetSet(reference: reference, snippets: file.snippets)
    }

    /// The languages of the snippets' writers ("de" for de_DE and de_AT), in report order:
    /// English first, then by how many snippets each has.
    public var languages: [String] {
        var counts: [String: Int] = [:]
        for snippet in snippets { counts[Self.language(of: snippet.locale), default: 0] += 1 }
        return counts.keys.sorted { ($0 == "en" ? 0 : 1, -counts[$0]!, $0) < ($1 == "en" ? 0 : 1, -counts[$1]!, $1) }
    }

    /// The language part of a locale name ("pt" for pt_BR).
    public static func language(of locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "")
    }

    /// The snippets written in `language`, as a set of their own with the same reference.
    public func written(in language: String) -> DetectorSnippetSet {
        DetectorSnippetSet(reference: reference, snippets: snippets.filter { Self.language(of: $0.locale) == language })
    }

    // MARK: - DeskKit's detections

    /// What DeskKit finds in each snippet, by snippet id.
    public func deskKitDetections() -> [String: [Entity]] {
        var result: [String: [Entity]] = [:]
        for snippet in snippets {
            let detector = DataDetector(locale: Locale(identifier: snippet.locale), referenceDate: reference)
            result[snippet.id] = detector.matches(in: snippet.text).map(Self.entity(for:))
        }
        return result
    }

    /// A match written as an entity of the data file.
    public static func entity(for match: DataDetectorMatch) -> Entity {
        func number(_ value: Double) -> String { String(format: "%.6f", value).replacingOccurrences(of: "\\.?0+$", with: "", options: .regularExpression) }
        func day(_ components: DateComponents) -> String {
            var text = String(format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0)
            if let hour = components.hour { text += String(format: "T%02d:%02d", hour, components.minute ?? 0) }
            return text
        }
        switch match.kind {
        case .link: return Entity(type: "link", text: match.text)
        case .emailAddress: return Entity(type: "email", text: match.text)
        case .phoneNumber: return Entity(type: "phone", text: match.text)
        case .address: return Entity(type: "address", text: match.text)
        case .date(let components): return Entity(type: "date", text: match.text, value: day(components))
        case .dateRange(let start, let end): return Entity(type: "date", text: match.text, value: day(start) + "/" + day(end))
        case .measurement(let value, let unit): return Entity(type: "measurement", text: match.text, value: "\(number(value)) \(unit.symbol)")
        case .dimensions(let values, let unit): return Entity(type: "measurement", text: match.text, value: values.map(number).joined(separator: "x") + " " + unit.symbol)
        case .money(let amount, let code): return Entity(type: "money", text: match.text, value: "\(number(amount)) \(code)")
        }
    }

    // MARK: - Scoring

    /// Scores `detections` (by snippet id) against the labels, per type; types outside `types`
    /// are left out.
    public func score(_ detections: [String: [Entity]], types: [String] = DetectorSnippetSet.types) -> [String: Score] {
        var scores: [String: Score] = [:]
        for type in types { scores[type] = Score() }
        for snippet in snippets {
            var found = (detections[snippet.id] ?? []).filter { types.contains($0.type) }
            for label in snippet.entities where types.contains(label.type) {
                if let index = found.firstIndex(where: { Self.agrees($0, with: label) }) {
                    found.remove(at: index)
                    scores[label.type]?.truePositives += 1
                } else {
                    scores[label.type]?.falseNegatives += 1
                }
            }
            for extra in found { scores[extra.type]?.falsePositives += 1 }
        }
        return scores
    }

    /// The labelled entities a set of detections got wrong, for reading failures.
    public func mistakes(_ detections: [String: [Entity]]) -> [String] {
        var lines: [String] = []
        for snippet in snippets {
            var found = detections[snippet.id] ?? []
            var missed: [Entity] = []
            for label in snippet.entities {
                if let index = found.firstIndex(where: { Self.agrees($0, with: label) }) { found.remove(at: index) } else { missed.append(label) }
            }
            for label in missed { lines.append("\(snippet.id) missed \(label.type) '\(label.text)' \(label.value ?? "") in '\(snippet.text)'") }
            for extra in found { lines.append("\(snippet.id) false \(extra.type) '\(extra.text)' \(extra.value ?? "") in '\(snippet.text)'") }
        }
        return lines
    }

    static func trimmed(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = result.last, ".,;:!?".contains(last) { result.removeLast() }
        return result
    }

    static func agrees(_ detection: Entity, with label: Entity) -> Bool {
        guard detection.type == label.type, trimmed(detection.text) == trimmed(label.text) else { return false }
        guard let expected = label.value, let given = detection.value else { return true }
        switch label.type {
        case "date": return datesAgree(given, expected)
        case "money": return quantitiesAgree(given, expected, tolerance: 1e-6)
        default: return quantitiesAgree(given, expected, tolerance: 1e-4)
        }
    }

    private static func datesAgree(_ given: String, _ expected: String) -> Bool {
        let (a, b) = (given.split(separator: "/"), expected.split(separator: "/"))
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            guard x.prefix(10) == y.prefix(10) else { return false }
            return x.count <= 10 || y.count <= 10 || x == y
        }
    }

    /// "3.5 kg" against "3.5 kg", "160x80 cm" against "160x80 cm"; a missing unit agrees with any.
    private static func quantitiesAgree(_ given: String, _ expected: String, tolerance: Double) -> Bool {
        let (a, b) = (given.split(separator: " ", maxSplits: 1), expected.split(separator: " ", maxSplits: 1))
        let (x, y) = (a.first?.split(separator: "x").compactMap { Double($0) } ?? [], b.first?.split(separator: "x").compactMap { Double($0) } ?? [])
        guard !x.isEmpty, x.count == y.count, zip(x, y).allSatisfy({ abs($0 - $1) <= tolerance * max(1, abs($1)) }) else { return false }
        return a.count < 2 || b.count < 2 || a[1] == b[1]
    }
}
