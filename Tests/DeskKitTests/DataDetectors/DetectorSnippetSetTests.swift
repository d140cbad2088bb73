import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// DeskKit over the labelled everyday snippets: every type at least 0.95 precise and 0.90 complete.
@Suite
struct DetectorSnippetSetTests {
    @Test func everyTypeMeetsItsTargets() throws {
        let set = try DetectorSnippetSet.load()
        #expect(set.snippets.count >= 300)
        #expect(Set(set.snippets.map(\.id)).count == set.snippets.count)
        #expect(set.snippets.filter(\.entities.isEmpty).count >= 100)
        let detections = set.deskKitDetections()
        let scores = set.score(detections)
        for line in set.mistakes(detections) { print("  " + line) }
        for type in DetectorSnippetSet.types {
            let score = try #require(scores[type])
            print("\(type): precision \(String(format: "%.3f", score.precision)) recall \(String(format: "%.3f", score.recall)) (tp \(score.truePositives), fp \(score.falsePositives), fn \(score.falseNegatives))")
            #expect(score.truePositives >= 15, "\(type) needs enough labelled examples")
            #expect(score.precision >= 0.95, "\(type) precision \(score.precision)")
            #expect(score.recall >= 0.90, "\(type) recall \(score.recall)")
        }
    }

    /// The same targets in each writer's language, for every type with at least three labels there.
    @Test func everyLanguageMeetsTheTargets() throws {
        let set = try DetectorSnippetSet.load()
        #expect(Set(set.languages).isSuperset(of: ["en", "de", "fr", "es", "it", "pt"]))
        for language in set.languages {
            let part = set.written(in: language)
            let scores = part.score(part.deskKitDetections())
            for type in DetectorSnippetSet.types {
                let score = try #require(scores[type])
                let labelled = score.truePositives + score.falseNegatives
                guard labelled > 0 else { continue }
                print("\(language) \(type): precision \(String(format: "%.3f", score.precision)) recall \(String(format: "%.3f", score.recall)) (tp \(score.truePositives), fp \(score.falsePositives), fn \(score.falseNegatives))")
                guard labelled >= 3 else { continue }
                #expect(score.precision >= 0.95, "\(language) \(type) precision \(score.precision)")
                #expect(score.recall >= 0.90, "\(language) \(type) recall \(score.recall)")
            }
        }
    }

    /// Spans are what a user would select: no space at either end, no `mailto:` before an address.
    @Test func spansHoldNoSpacesOrSchemes() throws {
        let set = try DetectorSnippetSet.load()
        for (id, found) in set.deskKitDetections() {
            for entity in found {
                #expect(entity.text == entity.text.trimmingCharacters(in: .whitespacesAndNewlines), "\(id): '\(entity.text)'")
                #expect(!entity.text.lowercased().hasPrefix("mailto:"), "\(id): '\(entity.text)'")
            }
        }
    }

    @Test func aWrongValueCountsAsAFalseHitAndAMiss() throws {
        let set = DetectorSnippetSet(reference: Date(timeIntervalSince1970: 0), snippets: [
            .init(id: "a", locale: "en_US", text: "$3.2 million", entities: [.init(type: "money", text: "$3.2 million", value: "3200000 USD")]),
        ])
        let wrong = set.score(["a": [.init(type: "money", text: "$3.2 million", value: "3.2 USD")]])["money"]
        #expect(wrong == DetectorSnippetSet.Score(truePositives: 0, falsePositives: 1, falseNegatives: 1))
        let right = set.score(["a": [.init(type: "money", text: "$3.2 million.", value: "3200000 USD")]])["money"]
        #expect(right == DetectorSnippetSet.Score(truePositives: 1, falsePositives: 0, falseNegatives: 0))
    }
}
