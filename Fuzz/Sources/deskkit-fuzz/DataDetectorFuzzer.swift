import DeskKit
import Foundation

/// Data detectors on any text: matches lie inside the scanned text, in order, apart, and each
/// match's text is exactly the text at its range.
@MainActor
enum DataDetectorFuzzer {
    static func run(_ input: FuzzInput) {
        var input = input
        let typeBits = UInt(input.byte()) | UInt(input.byte()) << 8
        let all: [UIDataDetectorTypes] = [.phoneNumber, .link, .address, .calendarEvent, .money, .physicalValue, .emailAddress]
        var types: UIDataDetectorTypes = []
        for (bit, type) in all.enumerated() where typeBits & (1 << bit) != 0 { types.insert(type) }
        if typeBits & 0x8000 != 0 { types = .all }
        let text = String(decoding: input.remaining, as: UTF8.self)
        let matches = DataDetector(types: types).matches(in: text)
        let utf16 = text as NSString
        let limit = min(utf16.length, DataDetector.maximumScanLength)
        var end = 0
        for match in matches {
            let range = match.range
            guard range.length > 0, range.location >= end, range.location + range.length <= limit else {
                fuzzFailure("match \(range) after \(end) with \(limit) units in \(text.debugDescription)")
            }
            guard types.contains(match.kind.type) else {
                fuzzFailure("a \(match.kind) match when only \(types.rawValue) was asked for")
            }
            guard utf16.substring(with: range) == match.text else {
                fuzzFailure("match text \(match.text.debugDescription) is not the text at \(range) in \(text.debugDescription)")
            }
            end = range.location + range.length
        }
    }
}
