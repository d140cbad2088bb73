import DeskKit
import DeskKitTesting
import Foundation
import XCTest
@testable import DeskKitGTK

/// Byte offsets to GtkTextBuffer character offsets over text with one- to four-byte characters,
/// checked against counting every character from the start: no display needed.
final class GtkCharacterOffsetsTests: XCTestCase {
    func testOffsetsOneByOneAndTogetherMatchCountingFromTheStart() {
        MainActor.assumeIsolated {
            var random = TestRandom("GtkCharacterOffsetsTests")
            let seed = random.seed
            let pieces = ["a", "the ", "é", "€", "😀", "\n", "ß", "x"]
            var text = ""
            while text.utf8.count < 300_000 { text += pieces.randomElement(using: &random)! }
            let storage = InMemoryTextStorage(text)
            // Every character boundary's character offset, by counting from the start.
            var expected: [Int: Int] = [:]
            var byte = 0
            for (index, scalar) in text.unicodeScalars.enumerated() {
                expected[byte] = index
                byte += String(scalar).utf8.count
            }
            expected[byte] = text.unicodeScalars.count
            let boundaries = expected.keys.sorted()
            let sample = (0..<400).map { _ in boundaries.randomElement(using: &random)! }
            var offsets = GtkCharacterOffsets()
            for offset in sample {
                XCTAssertEqual(offsets.characterOffset(ofByte: offset, in: storage), expected[offset], "byte \(offset), seed \(seed)")
            }
            var together = GtkCharacterOffsets()
            XCTAssertEqual(together.characterOffsets(ofBytes: sample, in: storage), sample.map { expected[$0]! }, "seed \(seed)")
            // A screenful of close, ascending offsets, as decorations ask for them.
            let start = boundaries[boundaries.count / 2]
            let screen = boundaries.filter { $0 >= start && $0 < start + 6000 }
            XCTAssertEqual(together.characterOffsets(ofBytes: screen, in: storage), screen.map { expected[$0]! }, "seed \(seed)")
            for offset in sample + screen.prefix(50) {
                XCTAssertEqual(together.byteOffset(ofCharacter: expected[offset]!, in: storage), offset, "seed \(seed)")
            }
        }
    }

    func testCountingCharactersEightBytesAtATimeMatchesOneByOne() {
        let samples = ["", "a", "abcdefgh", "abcdefghi", "é€😀ßabcdefgh\u{301}", String(repeating: "日本語テキスト", count: 37)]
        for sample in samples {
            let bytes = Array(sample.utf8)
            for cut in 0...bytes.count {
                let slice = Array(bytes[cut...])
                let counted = slice.withUnsafeBufferPointer { GtkCharacterOffsets.characters(inBuffer: $0) }
                XCTAssertEqual(counted, slice.filter { $0 & 0xC0 != 0x80 }.count, "'\(sample)' from byte \(cut)")
            }
        }
    }
}
