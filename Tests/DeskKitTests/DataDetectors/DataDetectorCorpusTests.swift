import DeskKit
import Foundation
import Testing

@Suite
struct DataDetectorCorpusTests {
    /// The corpus's numeric dates and numbers are read in the POSIX locale (month first, decimal
    /// point), whatever the machine's `LANG` says.
    private static let detector = DataDetector(locale: Locale(identifier: "en_US_POSIX"))

    /// Whether the detector found exactly the labelled entity, and nothing else.
    private static func outcome(_ example: LabelledExample) -> (truePositive: Bool, falsePositives: [DataDetectorMatch]) {
        let matches = Self.detector.matches(in: example.text)
        var hit = false
        var extra: [DataDetectorMatch] = []
        for match in matches {
            if !hit, let type = example.type, match.kind.type == type, match.text == example.entity {
                hit = true
            } else {
                extra.append(match)
            }
        }
        return (hit, extra)
    }

    @Test(arguments: DetectorCorpus.all)
    func example(_ example: LabelledExample) {
        let (hit, extra) = Self.outcome(example)
        if example.type != nil {
            #expect(hit, "\(example.id): expected '\(example.entity ?? "")' in '\(example.text)', found \(Self.detector.matches(in: example.text).map(\.text))")
        }
        #expect(extra.isEmpty, "\(example.id): unexpected \(extra.map { "\($0.kind.type.rawValue):'\($0.text)'" })")
    }

    /// Prints precision and recall per type and overall, and holds them to a floor.
    @Test func precisionAndRecall() {
        #expect(DetectorCorpus.all.count >= 200)
        #expect(Set(DetectorCorpus.all.map(\.id)).count == DetectorCorpus.all.count)
        let types: [(String, UIDataDetectorTypes)] = [
            ("link", .link), ("email", .emailAddress), ("phone", .phoneNumber), ("address", .address),
            ("date", .calendarEvent), ("measurement", .physicalValue), ("money", .money),
        ]
        var counts: [UInt: (tp: Int, fp: Int, fn: Int)] = [:]
        for example in DetectorCorpus.all {
            let (hit, extra) = Self.outcome(example)
            if let type = example.type {
                if hit { counts[type.rawValue, default: (0, 0, 0)].tp += 1 } else { counts[type.rawValue, default: (0, 0, 0)].fn += 1 }
            }
            for match in extra { counts[match.kind.type.rawValue, default: (0, 0, 0)].fp += 1 }
        }
        var total = (tp: 0, fp: 0, fn: 0)
        print("Data detector corpus: \(DetectorCorpus.all.count) labelled examples")
        for (name, type) in types {
            let count = counts[type.rawValue, default: (0, 0, 0)]
            total = (total.tp + count.tp, total.fp + count.fp, total.fn + count.fn)
            print(Self.line(name, count))
        }
        print(Self.line("overall", total))
        let precision = Double(total.tp) / Double(max(total.tp + total.fp, 1))
        let recall = Double(total.tp) / Double(max(total.tp + total.fn, 1))
        #expect(precision >= 0.95)
        #expect(recall >= 0.95)
    }

    private static func line(_ name: String, _ count: (tp: Int, fp: Int, fn: Int)) -> String {
        let precision = Double(count.tp) / Double(max(count.tp + count.fp, 1))
        let recall = Double(count.tp) / Double(max(count.tp + count.fn, 1))
        let padded = name.padding(toLength: 12, withPad: " ", startingAt: 0)
        return "  \(padded) precision \(String(format: "%.3f", precision))  recall \(String(format: "%.3f", recall))  (tp \(count.tp), fp \(count.fp), fn \(count.fn))"
    }
}
