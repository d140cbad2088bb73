@testable import DeskKit
import Foundation
import Testing

/// The literal scan (two probe bytes compared in one vector pass, memmem where that stops
/// paying) against a byte-by-byte search, on text found on this machine.
@Suite struct PairScanTests {
    /// Real text of several kinds: C headers, licences, a translated manual page's catalogue.
    static func machineText() -> [UInt8] {
        var text: [UInt8] = []
        let folders = ["/usr/include", "/usr/share/common-licenses", "/usr/include/linux"]
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names.prefix(40) {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
                text += data.prefix(64 << 10)
            }
        }
        return text
    }

    /// Every start of `needle` in `text[range]`, overlapping ones too, byte by byte.
    static func naiveOccurrences(_ needle: [UInt8], in text: [UInt8], range: Range<Int>) -> [Int] {
        guard needle.count <= range.count else { return [] }
        return (range.lowerBound...(range.upperBound - needle.count)).filter { start in
            text[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    static func scanOccurrences(_ needle: [UInt8], in text: [UInt8], range: Range<Int>) throws -> [Int] {
        let matcher = _LiteralMatcher(needle: needle, rules: _MatchRules(wordMatchMethod: .contains, rejectsTrailingMark: false))
        var found: [Int] = []
        try text.withUnsafeBufferPointer { buffer in
            try matcher.forEachOccurrence(in: buffer, range: range) { start in
                found.append(start)
                return start + 1
            }
        }
        return found
    }

    @Test func needlesFromRealFilesAreFoundWhereANaiveSearchFindsThem() throws {
        let text = Self.machineText()
        try #require(text.count > 100_000, "the machine has C headers and licences")
        let seed = UInt64.random(in: 0...UInt64.max)
        print("PairScanTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        var total = 0
        for _ in 0..<60 {
            let length = Int.random(in: 1...64, using: &generator)
            let at = Int.random(in: 0..<(text.count - length), using: &generator)
            let needle = Array(text[at..<(at + length)])
            // A window of the text, so the needle's occurrence sits anywhere against the vector steps.
            let lower = Int.random(in: max(0, at - 5000)...at, using: &generator)
            let upper = Int.random(in: (at + length)...min(text.count, at + length + 300_000), using: &generator)
            let expected = Self.naiveOccurrences(needle, in: text, range: lower..<upper)
            let found = try Self.scanOccurrences(needle, in: text, range: lower..<upper)
            #expect(found == expected, "seed \(seed): needle \(String(decoding: needle, as: UTF8.self).debugDescription) in \(lower)..<\(upper)")
            total += found.count
        }
        #expect(total >= 60)
    }

    @Test func needlesAtTheEdgesOfTheBufferAndAcrossVectorSteps() throws {
        let text = Self.machineText()
        try #require(text.count > 100_000)
        for length in 1...64 {
            for extra in [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200] {
                // The needle is the window's first bytes and, copied, its last bytes.
                let start = (length * 997 + extra * 131) % (text.count - 400)
                var window = Array(text[start..<(start + length + extra)])
                window += window.prefix(length)
                let expected = Self.naiveOccurrences(Array(window.prefix(length)), in: window, range: 0..<window.count)
                let found = try Self.scanOccurrences(Array(window.prefix(length)), in: window, range: 0..<window.count)
                #expect(found == expected, "length \(length), \(extra) bytes between")
                #expect(found.first == 0 && found.last == window.count - length)
            }
        }
    }

    /// A needle whose every probe pair is common in the text makes the pair stop paying: the
    /// scan hands stretches to memmem and must still find every occurrence.
    @Test func aPairThatStopsPayingStillFindsEveryOccurrence() throws {
        let text = Self.machineText()
        let spaces = Array(text.prefix(2 << 20))
        for needle in ["    ", " * ", "\n#", "_t ", ", 0", "the "] {
            let bytes = Array(needle.utf8)
            let expected = Self.naiveOccurrences(bytes, in: spaces, range: 0..<spaces.count)
            #expect(try Self.scanOccurrences(bytes, in: spaces, range: 0..<spaces.count) == expected, "\(needle.debugDescription)")
        }
    }

    /// Every start of `needle` in `text[range]`, letters of either case where `folds` says so.
    static func naiveFoldedOccurrences(_ needle: [UInt8], folds: [UInt8], in text: [UInt8], range: Range<Int>) -> [Int] {
        guard needle.count <= range.count else { return [] }
        return (range.lowerBound...(range.upperBound - needle.count)).filter { start in
            needle.indices.allSatisfy { text[start + $0] | folds[$0] == needle[$0] }
        }
    }

    /// The SSE2 loop (what a processor without AVX2 runs) and the byte loop, forced on this
    /// machine, and the automatic choice, with needles compared as they are and with letters
    /// of either case, against a naive search.
    @Test(arguments: [_LiteralAnchor.ScanPath.sse2, .scalar, .automatic])
    func everyLoopOfThePairScanFindsWhatANaiveSearchFinds(path: _LiteralAnchor.ScanPath) throws {
        let text = Self.machineText()
        try #require(text.count > 100_000, "the machine has C headers and licences")
        let seed = UInt64.random(in: 0...UInt64.max)
        print("PairScanTests \(path) seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        var total = 0
        for round in 0..<80 {
            let length = Int.random(in: 1...40, using: &generator)
            let at = Int.random(in: 0..<(text.count - length), using: &generator)
            var needle = Array(text[at..<(at + length)])
            var folds = [UInt8](repeating: 0, count: length)
            if round % 2 == 1 {
                for index in needle.indices where (0x41...0x5A).contains(needle[index] & ~0x20) {
                    needle[index] |= 0x20
                    folds[index] = 0x20
                }
            }
            let lower = Int.random(in: max(0, at - 5000)...at, using: &generator)
            let upper = Int.random(in: (at + length)...min(text.count, at + length + 200_000), using: &generator)
            let anchor = _LiteralAnchor(bytes: needle, folds: folds, offset: 0, isWholeQuery: true)
            var found: [Int] = []
            try text.withUnsafeBufferPointer { buffer in
                try anchor.forEachOccurrence(in: buffer, range: lower..<upper, path: path) { start in
                    found.append(start)
                    return start + 1
                }
            }
            let expected = Self.naiveFoldedOccurrences(needle, folds: folds, in: text, range: lower..<upper)
            #expect(found == expected, "seed \(seed): \(String(decoding: needle, as: UTF8.self).debugDescription) folds \(folds) in \(lower)..<\(upper)")
            total += found.count
        }
        #expect(total >= 80)
    }
}
