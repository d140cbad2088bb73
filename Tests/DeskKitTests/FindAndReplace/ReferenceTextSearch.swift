@testable import DeskKit
import Foundation

/// The slow, obvious search the engine must agree with, range for range.
///
/// It works on an array of scalars, tries every start, and compares whole scalar keys, using
/// the same definitions (scalar keys, word classes, combining marks) as the engine.
struct ReferenceTextSearch {
    let scalars: [Unicode.Scalar]
    /// Byte offset of each scalar, plus the text's byte length at the end.
    let offsets: [Int]
    /// Whether a word boundary lies before each scalar index, and at the end.
    private(set) var wordBoundaries: [Bool] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        defer { wordBoundaries = computeWordBoundaries() }
        var offsets: [Int] = []
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += String(scalar).utf8.count
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    /// Literal matches of `query` between the scalar indices of `byteRange`.
    func literalMatches(_ query: String, options: UITextSearchOptions, byteRange: Range<Int>) -> [Range<Int>] {
        let folding = _TextFolding.Options(options.stringCompareOptions)
        let keys = scalars.map { _TextFolding.key(of: $0, options: folding) }
        let needle = query.unicodeScalars.flatMap { _TextFolding.key(of: $0, options: folding) }
        guard !needle.isEmpty else { return [] }
        let low = offsets.firstIndex(of: byteRange.lowerBound)!
        let high = offsets.firstIndex(of: byteRange.upperBound)!
        var found: [Range<Int>] = []
        var start = low
        while start < high {
            if let end = matchEnd(from: start, high: high, keys: keys, needle: needle),
               accepts(start, end, method: options.wordMatchMethod, checkMarks: true) {
                found.append(offsets[start]..<offsets[end])
                start = end
            } else {
                start += 1
            }
        }
        return found
    }

    private func matchEnd(from start: Int, high: Int, keys: [[UInt8]], needle: [UInt8]) -> Int? {
        guard !keys[start].isEmpty else { return nil }
        var collected: [UInt8] = []
        var index = start
        while collected.count < needle.count, index < high {
            collected += keys[index]
            index += 1
        }
        guard collected == needle else { return nil }
        while index < high, keys[index].isEmpty { index += 1 }
        return index
    }

    /// The engine's conditions on a found range, written out over scalar indices.
    func accepts(_ start: Int, _ end: Int, method: UITextSearchOptions.WordMatchMethod, checkMarks: Bool) -> Bool {
        if checkMarks, end < scalars.count, _TextFolding.isCombiningMark(scalars[end].value) { return false }
        let startsWord = start < end && isWordCharacter(scalars[start]) && wordBoundaries[start]
        switch method {
        case .contains: return true
        case .startsWith: return startsWord
        case .fullWord: return startsWord && wordBoundaries[end]
        }
    }

    private func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch _WordBreak.property(of: scalar.value) {
        case .letter, .numeric, .katakana, .extendNumLet, .ideographic: return true
        default: return false
        }
    }

    /// Whether a word boundary lies before each scalar index (and at the end), by UAX #29's
    /// rules written out over the whole array. The significant neighbours of each position
    /// (skipping WB4's ignorables) come from tables built in one pass each way, so long texts
    /// cost linear time.
    private func computeWordBoundaries() -> [Bool] {
        typealias P = _WordBreak.Property
        let properties = scalars.map { _WordBreak.property(of: $0.value) }
        func ignorable(_ p: P) -> Bool { p == .extend || p == .format || p == .zwj }
        func isAH(_ p: P?) -> Bool { p == .letter }
        let count = scalars.count
        // The last significant index before each index, and the first at or after it.
        var previousSignificant = [Int](repeating: -1, count: count + 1)
        for index in 0..<count {
            previousSignificant[index + 1] = ignorable(properties[index]) ? previousSignificant[index] : index
        }
        var nextSignificant = [Int](repeating: count, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            nextSignificant[index] = ignorable(properties[index]) ? nextSignificant[index + 1] : index
        }
        // How many regional indicators run up to each significant index, ignorables skipped.
        var regionalRun = [Int](repeating: 0, count: count)
        for index in 0..<count where properties[index] == .regionalIndicator {
            let previous = previousSignificant[index]
            regionalRun[index] = 1 + (previous >= 0 ? regionalRun[previous] : 0)
        }
        func property(_ index: Int) -> P? { index >= 0 && index < count ? properties[index] : nil }
        var result = [Bool](repeating: true, count: count + 1)
        for position in 1..<max(1, count) where position < count {
            let rawBefore = properties[position - 1], after = properties[position]
            if rawBefore == .cr, after == .lf { result[position] = false; continue }
            if [.cr, .lf, .newline].contains(rawBefore) || [.cr, .lf, .newline].contains(after) { continue }
            if rawBefore == .zwj, after == .pictographic { result[position] = false; continue }
            if rawBefore == .space, after == .space { result[position] = false; continue }
            if ignorable(after) { result[position] = false; continue }
            let beforeIndex = previousSignificant[position]
            guard beforeIndex >= 0 else { continue }
            let b = properties[beforeIndex]
            let b2 = property(previousSignificant[beforeIndex])
            let a = after
            let a2 = property(nextSignificant[position + 1])
            var joined = false
            if (isAH(b) || b == .numeric) && (isAH(a) || a == .numeric) { joined = true }
            if b == .katakana && a == .katakana { joined = true }
            if isAH(b) && (a == .midLetter || a == .midNumLet) && isAH(a2) { joined = true }
            if (b == .midLetter || b == .midNumLet) && isAH(a) && isAH(b2) { joined = true }
            if b == .numeric && (a == .midNum || a == .midNumLet) && a2 == .numeric { joined = true }
            if (b == .midNum || b == .midNumLet) && a == .numeric && b2 == .numeric { joined = true }
            if [.letter, .numeric, .katakana, .extendNumLet].contains(b) && a == .extendNumLet { joined = true }
            if b == .extendNumLet && [.letter, .numeric, .katakana].contains(a) { joined = true }
            if b == .regionalIndicator && a == .regionalIndicator, regionalRun[beforeIndex] % 2 == 1 { joined = true }
            result[position] = !joined
        }
        return result
    }



    /// Regular-expression matches found with Foundation's NSRegularExpression (ICU).
    func regexMatches(_ pattern: String, options: UITextSearchOptions, text: String) throws -> [Range<Int>] {
        var regexOptions: NSRegularExpression.Options = [.anchorsMatchLines]
        if options.stringCompareOptions.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        let regex = try NSRegularExpression(pattern: pattern, options: regexOptions)
        let utf16Offsets = scalars.reduce(into: [0]) { $0.append($0.last! + $1.utf16.count) }
        let nsText = text as NSString
        var found: [Range<Int>] = []
        var position = 0
        while position < scalars.count {
            let from = utf16Offsets[position]
            guard let match = regex.firstMatch(
                in: text, options: [.withTransparentBounds, .withoutAnchoringBounds],
                range: NSRange(location: from, length: nsText.length - from)) else { break }
            let start = utf16Offsets.firstIndex(of: match.range.location)!
            let end = utf16Offsets.firstIndex(of: match.range.location + match.range.length)!
            if start < end, accepts(start, end, method: options.wordMatchMethod, checkMarks: false) {
                found.append(offsets[start]..<offsets[end])
                position = end
            } else {
                position = start + 1
            }
        }
        return found
    }
}

/// A seeded generator, so every run tests the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random texts made of the pieces that trip up text search.
enum TrickyText {
    static let pieces: [String] = [
        "the", "The", "THE", "then", "other", "straße", "STRASSE", "Strasse", "ss", "ß", "ẞ",
        "café", "cafe\u{301}", "CAFÉ", "cafe", "İstanbul", "istanbul", "ISTANBUL", "ı", "i", "I",
        "i\u{307}", "ﬁ", "fi", "FI", "Ａｂｃ", "abc", "ABC", "ｶﾞ", "ガ", "カ", "中文", "中", "日本語",
        "ひらがな", "😀", "👍🏽", "👨‍👩‍👧", "e\u{301}", "\u{301}", "n\u{303}", "ñ", "Σ", "σ", "ς",
        "K", "\u{212A}", "k", "ſ", "s", "_", "a", "e", "é", "x", "1", "23", "Ⅻ", "ⅻ",
    ]
    static let separators: [String] = [" ", " ", " ", "\n", ".", ",", "'", "-", "", ""]

    static func make(using generator: inout SeededGenerator, pieceCount: Int) -> String {
        var text = ""
        for _ in 0..<pieceCount {
            text += pieces.randomElement(using: &generator)!
            text += separators.randomElement(using: &generator)!
        }
        return text
    }

    /// A query: a piece, a slice of the text, or a piece with its case changed.
    static func query(in text: String, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            return pieces.randomElement(using: &generator)!
        case 1:
            let scalars = Array(text.unicodeScalars)
            guard !scalars.isEmpty else { return "a" }
            let start = Int.random(in: 0..<scalars.count, using: &generator)
            let length = Int.random(in: 1...4, using: &generator)
            return String(String.UnicodeScalarView(scalars[start..<min(scalars.count, start + length)]))
        case 2:
            return pieces.randomElement(using: &generator)!.uppercased()
        default:
            return pieces.randomElement(using: &generator)! + " " + pieces.randomElement(using: &generator)!
        }
    }
}
