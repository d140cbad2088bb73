@testable import DeskKit
import Foundation

/// The literal engine (byte scans, case, diacritic and width folding, word rules) against the
/// slow reference the unit tests use, on texts assembled from pieces that trip up text search.
///
/// Input: a flag byte (folding, word rule), a query choice, two range bytes, then one byte per
/// piece of text. The engine must report exactly the reference's match ranges.
@MainActor
enum LiteralFoldingFuzzer {
    static func run(_ input: FuzzInput) {
        var input = input
        let flags = input.byte()
        var compare: NSString.CompareOptions = []
        if flags & 1 != 0 { compare.insert(.caseInsensitive) }
        if flags & 2 != 0 { compare.insert(.diacriticInsensitive) }
        if flags & 4 != 0 { compare.insert(.widthInsensitive) }
        let methods: [UITextSearchOptions.WordMatchMethod] = [.contains, .startsWith, .fullWord]
        let options = UITextSearchOptions(wordMatchMethod: methods[Int(flags >> 3) % 3], stringCompareOptions: compare)
        let queryChoice = input.byte()
        let queryArgument = input.byte()
        let rangeStart = input.byte()
        let rangeEnd = input.byte()
        var text = ""
        while !input.isAtEnd {
            let code = input.byte()
            let pieces = TrickyText.pieces
            text += code < 0xF0 ? pieces[Int(code) % pieces.count] : TrickyText.separators[Int(code) % TrickyText.separators.count]
        }
        let reference = ReferenceTextSearch(text)
        let query = makeQuery(choice: queryChoice, argument: queryArgument, scalars: reference.scalars)
        let offsets = reference.offsets
        var low = offsets[Int(rangeStart) % offsets.count]
        var high = offsets[offsets.count - 1 - Int(rangeEnd) % offsets.count]
        if low > high { swap(&low, &high) }
        let bytes = Array(text.utf8)
        let found: [Range<Int>]
        do {
            found = try TextSearchPattern(query, options: options).matches(in: bytes, range: low..<high)
        } catch {
            fuzzFailure("literal query \(query.debugDescription) failed with \(error)")
        }
        let expected = reference.literalMatches(query, options: options, byteRange: low..<high)
        guard found == expected else {
            fuzzFailure("query \(query.debugDescription) in \(text.debugDescription) range \(low..<high) \(options): engine \(found), reference \(expected)")
        }
    }

    /// A piece, a piece upper-cased, two pieces, or a slice of the text's scalars.
    private static func makeQuery(choice: UInt8, argument: UInt8, scalars: [Unicode.Scalar]) -> String {
        let pieces = TrickyText.pieces
        switch choice % 4 {
        case 0:
            return pieces[Int(argument) % pieces.count]
        case 1:
            return pieces[Int(argument) % pieces.count].uppercased()
        case 2:
            return pieces[Int(argument) % pieces.count] + " " + pieces[Int(choice / 4) % pieces.count]
        default:
            guard !scalars.isEmpty else { return "a" }
            let start = Int(argument) % scalars.count
            let length = 1 + Int(choice / 4) % 5
            return String(String.UnicodeScalarView(scalars[start..<min(scalars.count, start + length)]))
        }
    }
}
