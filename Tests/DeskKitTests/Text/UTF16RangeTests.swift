@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// UIKit's UTF-16 ranges on a text view (`selectedRange`, highlights, positions by offset),
/// checked against Foundation's `NSRange(_:in:)` and `Range(_:in:)` on the same text, on random
/// texts with accents, emoji, flags and CR LF, before and after random edits.
@MainActor
struct UTF16RangeTests {
    /// Pieces that exercise every width and the grapheme rules: a combining accent, ZWJ
    /// sequences, skin tones, flags (regional indicator pairs), CR LF, CJK and Hangul jamo.
    private static let pieces = [
        "a", "the ", "é", "e\u{301}", "€", "😀", "👍🏽", "👨\u{200D}👩\u{200D}👧", "🇫🇷", "🇩🇪🇫🇷",
        "\r\n", "\n", "\r", "日本語", "\u{1100}\u{1161}\u{11A8}", "ß", "x\u{308}\u{301}", "\u{200D}", "z",
    ]

    private static func randomText(bytes: Int, using random: inout TestRandom) -> String {
        var text = ""
        while text.utf8.count < bytes { text += pieces.randomElement(using: &random)! }
        return text
    }

    /// The scalar boundaries of `text` as byte offsets, and as String indices.
    private static func scalarBoundaries(of text: String) -> [(byte: Int, index: String.Index)] {
        var result: [(Int, String.Index)] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var byte = 0
        while index < scalars.endIndex {
            result.append((byte, index))
            byte += String(scalars[index]).utf8.count
            index = scalars.index(after: index)
        }
        result.append((byte, scalars.endIndex))
        return result
    }

    /// Checks every conversion the view makes against Foundation on the view's current text.
    private func checkAgainstFoundation(_ view: UITextView, samples: Int, random: inout TestRandom, seed: UInt64) {
        let text = view.text!
        let units = text.utf16.count
        let boundaries = Self.scalarBoundaries(of: text)
        let utf8 = text.utf8
        func byte(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        for _ in 0..<samples {
            // Byte selections (scalar boundaries) read back as Foundation counts them.
            let a = boundaries.randomElement(using: &random)!
            let b = Bool.random(using: &random) ? a : boundaries.randomElement(using: &random)!
            let (low, high) = a.byte <= b.byte ? (a, b) : (b, a)
            view.select(low.byte..<high.byte)
            #expect(view.selectedRange == NSRange(low.index..<high.index, in: text), "seed \(seed), bytes \(low.byte)..<\(high.byte)")
            // UTF-16 ranges, valid or not (inside pairs, inside characters, past the end).
            let location = Int.random(in: 0...(units + 2), using: &random)
            let length = Bool.random(using: &random) ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...(units + 2), using: &random)
            let range = NSRange(location: location, length: length)
            let before = view.selectedByteRange
            view.selectedRange = range
            if let expected = Range(range, in: text) {
                #expect(view.selectedByteRange == byte(expected.lowerBound)..<byte(expected.upperBound), "seed \(seed), range \(range)")
                #expect(view.selectedRange == range, "seed \(seed), range \(range)")
            } else {
                #expect(view.selectedByteRange == before, "seed \(seed), range \(range) is refused by Foundation")
            }
            // Positions by offset from the start, as UITextInput counts.
            let position = view.position(from: view.beginningOfDocument, offset: location)
            let utf16Index = location <= units ? text.utf16.index(text.utf16.startIndex, offsetBy: location) : nil
            let expectedPosition = utf16Index.flatMap { $0.samePosition(in: text.unicodeScalars) }.map(byte)
            #expect((position as? TextPosition)?.offset == expectedPosition, "seed \(seed), offset \(location)")
            #expect(view.offset(from: view.beginningOfDocument, to: TextPosition(offset: high.byte))
                    == text.utf16.distance(from: text.startIndex, to: high.index), "seed \(seed)")
        }
    }

    @Test func selectedRangeMatchesFoundationOnRandomTextsAndAfterRandomEdits() {
        var random = TestRandom("UTF16RangeTests.selectedRange")
        let seed = random.seed
        for round in 0..<3 {
            // Long enough for several checkpoints (every 16 KiB), and a short one.
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            view.text = Self.randomText(bytes: round == 0 ? 300 : 70_000, using: &random)
            checkAgainstFoundation(view, samples: 60, random: &random, seed: seed)
            for _ in 0..<40 {
                // Random edits through the view: typing, backspace, a replaced selection.
                let boundaries = Self.scalarBoundaries(of: view.text!)
                let caret = boundaries.randomElement(using: &random)!.byte
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    view.select(caret..<caret)
                    view.insertText(Self.randomText(bytes: Int.random(in: 1...40, using: &random), using: &random))
                case 1:
                    view.select(caret..<caret)
                    view.deleteBackward()
                default:
                    let end = boundaries.randomElement(using: &random)!.byte
                    view.replace(TextRange(min(caret, end)..<max(caret, end), version: view.textStorage.version),
                                 withText: Self.randomText(bytes: Int.random(in: 0...9, using: &random), using: &random))
                }
                checkAgainstFoundation(view, samples: 4, random: &random, seed: seed)
            }
        }
    }

    @Test func highlightsTakeUTF16RangesAsFoundationConvertsThem() {
        var random = TestRandom("UTF16RangeTests.highlights")
        let seed = random.seed
        let view = UITextView(frame: .zero)
        let text = Self.randomText(bytes: 40_000, using: &random)
        view.text = text
        let units = text.utf16.count
        let utf8 = text.utf8
        for _ in 0..<100 {
            view.removeAllHighlights()
            let range = NSRange(location: Int.random(in: 0...units, using: &random), length: Int.random(in: 0...8, using: &random))
            view.addHighlight(range)
            if range.length > 0, let expected = Range(range, in: text) {
                let bytes = utf8.distance(from: utf8.startIndex, to: expected.lowerBound)..<utf8.distance(from: utf8.startIndex, to: expected.upperBound)
                #expect(view.highlightedByteRanges == [bytes], "seed \(seed), range \(range)")
            } else {
                #expect(view.highlightedByteRanges.isEmpty, "seed \(seed), range \(range)")
            }
        }
    }

    @Test func surrogatePairsAndCombiningMarksRefuseRangesInsideThem() {
        let view = UITextView(frame: .zero)
        view.text = "a😀e\u{301}\r\nb"
        // "a" 0, "😀" 1–2, "e" 3, U+0301 4, CR 5, LF 6, "b" 7.
        view.selectedRange = NSRange(location: 1, length: 2)
        #expect(view.selectedByteRange == 1..<5)
        for inside in [NSRange(location: 2, length: 0), NSRange(location: 1, length: 1), NSRange(location: 4, length: 0),
                       NSRange(location: 6, length: 1), NSRange(location: 9, length: 0), NSRange(location: NSNotFound, length: 0)] {
            view.selectedRange = inside
            #expect(view.selectedByteRange == 1..<5, "\(inside)")
        }
        view.selectedRange = NSRange(location: 8, length: 0)
        #expect(view.selectedByteRange == 11..<11)
        #expect(view.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func countingUTF16UnitsAWordAtATimeMatchesOneByOne() {
        let samples = ["", "a", "abcdefgh", "😀😀😀😀", "é€😀ßabcdefgh\u{301}", String(repeating: "日本語😀テキスト", count: 37)]
        for sample in samples {
            let bytes = Array(sample.utf8)
            for cut in 0...bytes.count {
                let slice = Array(bytes[cut...])
                let counted = slice.withUnsafeBufferPointer { TextOffsetIndex.units(inBuffer: $0, unit: .utf16) }
                let expected = slice.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : ($1 >= 0xF0 ? 2 : 1)) }
                #expect(counted == expected, "'\(sample)' from byte \(cut)")
            }
        }
    }
}
