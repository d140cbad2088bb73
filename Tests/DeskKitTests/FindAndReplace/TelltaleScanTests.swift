@testable import DeskKit
import Foundation
import Testing

/// Caseless queries with non-ASCII keys ("ÉCOLE"), which scan 64 bytes at a time for the lead
/// bytes of non-ASCII scalars: checked against ``ReferenceTextSearch`` on long texts where
/// those scalars fall on every side of a block boundary, and on bytes that are not UTF-8.
@Suite struct TelltaleScanTests {
    static let queries = ["ÉCOLE", "école", "xé", "naïve", "Straße ", "Ａｂ", "日本", "e\u{301}c", "ß", "\u{301}"]
    static let forms = ["École", "ÉCOLE", "école", "e\u{301}cole", "E\u{301}COLE", "xÉ", "naïve", "NAÏVE", "STRASSE ",
                        "ｱ", "ａｂ", "Ａｂ", "日本語", "😀", "İ", "ﬁ", "\u{301}", "ß", "é"]

    @Test(arguments: [UInt64(11), 12, 13, 14])
    func longTextsMatchTheReference(seed: UInt64) throws {
        print("TelltaleScanTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        for compare in [NSString.CompareOptions.caseInsensitive, [.caseInsensitive, .widthInsensitive]] {
            var text = ""
            // ASCII runs of random length, so the forms land at every offset within a block.
            for _ in 0..<120 {
                text += String(repeating: "abc de ", count: Int.random(in: 0...12, using: &generator))
                text += String(repeating: "x", count: Int.random(in: 0...63, using: &generator))
                text += Self.forms.randomElement(using: &generator)!
            }
            let reference = ReferenceTextSearch(text)
            let bytes = Array(text.utf8)
            for query in Self.queries {
                let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: compare)
                let pattern = try TextSearchPattern(query, options: options)
                // The whole text, then a range between random scalar boundaries.
                let low = Int.random(in: 0..<(reference.offsets.count / 2), using: &generator)
                let high = Int.random(in: low..<reference.offsets.count, using: &generator)
                for range in [0..<bytes.count, reference.offsets[low]..<reference.offsets[high]] {
                    let expected = reference.literalMatches(query, options: options, byteRange: range)
                    #expect(try pattern.matches(in: bytes, range: range) == expected, "seed \(seed) query \(query) range \(range)")
                }
            }
        }
    }

    /// On texts long enough that three-byte lead bytes are worked out and passed over, the
    /// matches are those found in short pieces (where every lead is checked), and the reference's
    /// on a slice; the forms include three-byte scalars that fold or decompose into a query's
    /// keys (Greek with oxia, the ohm sign, the Kelvin sign, Hangul syllables).
    @Test func longTextsPassingOverThreeByteLeadsFindTheSame() throws {
        var generator = SeededGenerator(seed: 0x7E11)
        print("TelltaleScanTests seed \(0x7E11)")
        let forms = Self.forms + ["\u{1F71}", "\u{3AC}", "\u{3B1}\u{301}", "Ω \u{2126}", "\u{212A}elvin", "한국", "\u{1112}\u{1161}\u{11AB}", "ΆΩ"]
        var text = ""
        while text.utf8.count < _FoldingMatcher.threeByteLeadMinimum + 4096 {
            text += String(repeating: "abc de ", count: Int.random(in: 0...9, using: &generator))
            text += forms.randomElement(using: &generator)!
            if Int.random(in: 0..<8, using: &generator) == 0 { text += "\n" }
        }
        let bytes = Array(text.utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        let slice = String(decoding: bytes[..<lineStarts[200]], as: UTF8.self)
        let reference = ReferenceTextSearch(slice)
        // Pieces of whole lines, each short enough to check every lead.
        var pieceStarts = [0]
        for start in lineStarts where start - pieceStarts[pieceStarts.count - 1] >= 1 << 16 { pieceStarts.append(start) }
        for query in Self.queries + ["ά", "ω", "kelvin", "한"] {
            let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)
            let pattern = try TextSearchPattern(query, options: options)
            let whole = try pattern.matches(in: bytes)
            var byPieces: [Range<Int>] = []
            for (start, end) in zip(pieceStarts, pieceStarts.dropFirst() + [bytes.count]) where start < end {
                byPieces += try pattern.matches(in: bytes, range: start..<end)
            }
            #expect(whole == byPieces, "query \(query)")
            #expect(whole.count > 20, "query \(query) must be found")
            let expected = reference.literalMatches(query, options: options, byteRange: 0..<slice.utf8.count)
            #expect(whole.prefix { $0.upperBound <= lineStarts[200] } == expected[...], "query \(query) on the slice")
        }
    }

    /// Every way "ÉCOLE" can be spelled under case folding and canonical equivalence (precomposed
    /// "É" or "é", "E" or "e" with a combining acute U+0301, or with U+0341, which decomposes to
    /// it), spread one by one over a text long enough for the fastest scan, among near misses
    /// with other marks and other non-ASCII text: exactly the places written are found. A scan
    /// that passed over a block holding any of these lead bytes (0xC3, 0xCC, 0xCD) would miss one.
    @Test(arguments: [UInt64(0xEC01E), 0xEC01F])
    func everySpellingIsFoundInLongTexts(seed: UInt64) throws {
        print("TelltaleScanTests seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let spellings = ["École", "ÉCOLE", "école", "éCOLE", "E\u{301}cole", "e\u{301}COLE", "E\u{341}COLE", "e\u{341}cole", "e\u{301}\u{301}cole"]
        let nearMisses = ["ecole", "e\u{300}cole", "\u{1E17}cole", "Ècole", "straße", "naïve", "日本語", "😀", "İ", "ﬁ", "Ａｂ", "\u{344}", "é x", "\u{301}"]
        var bytes: [UInt8] = []
        var expected: [Range<Int>] = []
        while bytes.count < _FoldingMatcher.threeByteLeadMinimum + 4096 {
            bytes += Array(String(repeating: "abc de ", count: Int.random(in: 0...9, using: &generator)).utf8)
            bytes += Array(String(repeating: "x", count: Int.random(in: 0...63, using: &generator)).utf8)
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let spelling = spellings.randomElement(using: &generator)!
                // Two acutes are two marks, the second no part of "É": that spelling is no match.
                if spelling.unicodeScalars.count < 7 { expected.append(bytes.count..<(bytes.count + spelling.utf8.count)) }
                bytes += Array(spelling.utf8)
            } else {
                bytes += Array(nearMisses.randomElement(using: &generator)!.utf8)
            }
            bytes.append(UInt8(ascii: " "))
        }
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)
        let found = try TextSearchPattern("ÉCOLE", options: options).matches(in: bytes)
        #expect(expected.count > 1000, "seed \(seed)")
        // Compared as a count and the differences, so a failure names the first few spellings.
        let differences = Set(found).symmetricDifference(expected).sorted { $0.lowerBound < $1.lowerBound }
        let named = differences.prefix(3).map { "\(String(decoding: bytes[$0], as: UTF8.self).unicodeScalars.map { String($0.value, radix: 16) }) at \($0)" }
        #expect(differences.isEmpty && found.count == expected.count,
                "seed \(seed): \(found.count) found, \(expected.count) written; first differences \(named)")
    }

    /// Stray lead bytes, an encoded surrogate and sequences cut off by the end of the text
    /// match nothing, read nothing past the end, and leave the matches around them alone.
    @Test func bytesThatAreNotUTF8MatchNothing() throws {
        let pattern = try TextSearchPattern("ÉCOLE", options: UITextSearchOptions(
            wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive))
        let good = Array("une école, ".utf8)
        for tail: [UInt8] in [[0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xFF], [0xED, 0xA0, 0x80]] {
            let bytes = good + [0xF8, 0xC3, 0x20] + Array("ÉCOLE".utf8) + [0xED, 0xA0, 0x80] + good + tail
            // The buffer ends exactly where the text does, so a read past it is out of bounds
            // (which the sanitizer run of the tests reports).
            var found: [Range<Int>] = []
            try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                _ = try pattern.forEachMatch(in: text) { found.append($0); return true }
            }
            let second = good.count + 3
            #expect(found == [4..<10, second..<(second + 6), (second + 9 + 4)..<(second + 9 + 10)], "tail \(tail)")
        }
    }

    /// Broken sequences in place of É never pass for it: a lead byte followed by ASCII, a stray
    /// continuation byte, É's overlong three-byte form, and a truncated lead before the letters.
    @Test func brokenSequencesAreNotTheLetterTheyResemble() throws {
        for options in [UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive),
                        UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: [.caseInsensitive, .diacriticInsensitive])] {
            let pattern = try TextSearchPattern("ÉCOLE", options: options)
            for broken: [UInt8] in [[0xC3, 0x09], [0x89], [0xC3, 0xC3, 0x89 & 0x3F], [0xE0, 0x83, 0x89], [0xC1, 0x89], [0xC3]] {
                let bytes = Array("une ".utf8) + broken + Array("COLE et une école".utf8)
                var found: [Range<Int>] = []
                try bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
                    _ = try pattern.forEachMatch(in: text) { found.append($0); return true }
                }
                let school = bytes.count - "école".utf8.count
                // Diacritic-insensitive, "COLE" alone is no match either: the query needs its É.
                #expect(found == [school..<bytes.count], "bytes \(broken) before COLE, options \(options.stringCompareOptions)")
            }
        }
    }
}
