import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Windows editors save "Unicode" text as UTF-16 with a byte-order mark: it opens converted, with
/// the user told, and is saved back as UTF-8.
@MainActor
@Suite(.serialized)
struct UnicodeEncodingFileTests {
    private let text = "Héllo, 中文 😀\r\nsecond line\n"

    private func utf16(bigEndian: Bool) -> [UInt8] {
        let units = [0xFEFF] + Array(text.utf16)
        return units.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    @Test func utf16FilesOfBothByteOrdersOpenConvertedAndSaveAsUTF8() throws {
        for bigEndian in [false, true] {
            let url = try temporaryFile("windows.txt", utf16(bigEndian: bigEndian))
            let host = launchBlueprints()
            let editor = try #require(host.editor(0))
            editor.open([url])
            #expect(editor.documentTextView.text == text)
            let expected = "'windows.txt' is UTF-16\(bigEndian ? " (big-endian)" : ""); it was converted and will be saved as UTF-8."
            #expect(editor.fileMessage == expected)
            editor.documentTextView.becomeFirstResponder()
            editor.documentTextView.select(0..<0)
            host.type("A ")
            #expect(host.press("s", modifiers: .command))
            #expect(try Data(contentsOf: url) == Data(("A " + text).utf8))
        }
    }

    @Test func utf32AndDamagedUTF16AreReadWithTheDamageShownAndSaid() throws {
        let scalars = [0xFEFF] + text.unicodeScalars.map { Int($0.value) }
        let utf32 = scalars.flatMap { value in (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        let read32 = try DocumentFile.readUTF8(try temporaryFile("wide.txt", utf32))
        #expect(String(decoding: read32.bytes, as: UTF8.self) == text)
        #expect(read32.notice == "'wide.txt' is UTF-32; it was converted and will be saved as UTF-8.")

        // A lone high surrogate (D800) and a cut-off last byte.
        let damaged: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00, 0x43]
        let read16 = try DocumentFile.readUTF8(try temporaryFile("cut.txt", damaged))
        #expect(String(decoding: read16.bytes, as: UTF8.self) == "A\u{FFFD}B\u{FFFD}")
        #expect(read16.notice?.hasSuffix("Parts of it were not valid UTF-16 and show as \u{FFFD}.") == true)
    }

    @Test func aBinaryFileThatStartsLikeAByteOrderMarkIsStillRefused() throws {
        let url = try temporaryFile("data.bin", [0xFF, 0xFE, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00])
        #expect(throws: DocumentFile.Error.binary(path: url.path)) { try DocumentFile.readUTF8(url) }
    }
}
