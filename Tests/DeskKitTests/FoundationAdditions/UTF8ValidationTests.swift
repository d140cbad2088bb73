@testable import DeskKit
import DeskKitTesting
import Testing

/// The fast UTF-8 check agrees with the standard library's on every kind of sequence.
@Suite struct UTF8ValidationTests {
    private func fast(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } }
    private func standard(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test(arguments: [
        [], [0x41], Array("plain ASCII text, longer than one word".utf8), Array("café ß 中文 😀".utf8),
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80],
        [0x80], [0xBF], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("12345678".utf8) + [0xC3],
        Array("1234567".utf8) + [0xC3, 0xA9] + Array("abcdefgh".utf8),
    ] as [[UInt8]])
    func edgeCases(bytes: [UInt8]) {
        #expect(fast(bytes) == standard(bytes), "\(bytes)")
    }

    @Test func randomTextAgreesWithTheStandardLibrary() {
        var random = TestRandom("UTF8ValidationTests")
        let pieces: [[UInt8]] = [Array("the quick ".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xFF], [0x0A]]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                bytes += Bool.random(using: &random) ? pieces[Int.random(in: 0..<4, using: &random)] : pieces.randomElement(using: &random)!
            }
            #expect(fast(bytes) == standard(bytes), "\(bytes), seed \(random.seed)")
        }
    }
}
