import DeskKit
import Foundation

// MARK: - Text that is not UTF-8

extension DocumentFile {
    /// A Unicode encoding other than UTF-8, told by the byte-order mark its files start with.
    enum MarkedEncoding: String {
        case utf16LittleEndian = "UTF-16", utf16BigEndian = "UTF-16 (big-endian)"
        case utf32LittleEndian = "UTF-32", utf32BigEndian = "UTF-32 (big-endian)"

        init?(markOf bytes: [UInt8]) {
            switch (bytes.count >= 4 ? Array(bytes[..<4]) : bytes + [1, 1, 1, 1]) {
            case [0xFF, 0xFE, 0, 0]: self = .utf32LittleEndian
            case [0, 0, 0xFE, 0xFF]: self = .utf32BigEndian
            case let head where head[0] == 0xFF && head[1] == 0xFE: self = .utf16LittleEndian
            case let head where head[0] == 0xFE && head[1] == 0xFF: self = .utf16BigEndian
            default: return nil
            }
        }

        /// The encoding's name in messages, in the language in use.
        var displayName: String {
            switch self {
            case .utf16LittleEndian, .utf32LittleEndian: rawValue
            case .utf16BigEndian: String(localized: "UTF-16 (big-endian)", bundle: .module)
            case .utf32BigEndian: String(localized: "UTF-32 (big-endian)", bundle: .module)
            }
        }

        var unitSize: Int { self == .utf16LittleEndian || self == .utf16BigEndian ? 2 : 4 }
        var isBigEndian: Bool { self == .utf16BigEndian || self == .utf32BigEndian }
    }

    /// UTF-16 or UTF-32 text (Windows editors write the first) as UTF-8, without its mark. Units
    /// that are not valid, and a cut-off last unit, become U+FFFD and the notice says so.
    static func convert(_ bytes: [UInt8], from encoding: MarkedEncoding, of url: URL) throws(Error) -> (bytes: [UInt8], notice: String) {
        let size = encoding.unitSize
        let unitCount = (bytes.count - size) / size
        var converted: [UInt8] = []
        // Each unit becomes at most three bytes (a pair of UTF-16 units four, two bytes each).
        let estimate = size == 2 ? unitCount * 3 : unitCount * 4
        if estimate <= largestText { converted.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: estimate)) }
        func unit(at index: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in 0..<size {
                let shift = encoding.isBigEndian ? (size - 1 - byte) * 8 : byte * 8
                value |= UInt32(bytes[size + index * size + byte]) << shift
            }
            return value
        }
        var damaged: Bool
        if size == 2 {
            damaged = transcode((0..<unitCount).lazy.map { UInt16(truncatingIfNeeded: unit(at: $0)) }.makeIterator(),
                                from: UTF16.self, to: UTF8.self, stoppingOnError: false) { converted.append($0) }
        } else {
            damaged = transcode((0..<unitCount).lazy.map { unit(at: $0) }.makeIterator(),
                                from: UTF32.self, to: UTF8.self, stoppingOnError: false) { converted.append($0) }
        }
        if (bytes.count - size) % size != 0 {
            converted += [0xEF, 0xBF, 0xBD]
            damaged = true
        }
        if converted.count > largestText {
            throw .tooLarge(path: url.path, reason: String(localized: "as UTF-8 its text is \(describe(bytes: converted.count)), and a document holds at most \(describe(bytes: largestText))", bundle: .module))
        }
        let name = url.lastPathComponent, encodingName = encoding.displayName
        let notice = String(localized: "'\(name)' is \(encodingName); it was converted and will be saved as UTF-8.", bundle: .module)
        guard damaged else { return (converted, notice) }
        return (converted, MessageText.sentences(notice, String(localized: "Parts of it were not valid \(encodingName) and show as \u{FFFD}.", bundle: .module)))
    }

    /// Text in no Unicode encoding, read as Latin-1: every byte is a character there, so nothing
    /// is dropped.
    static func convertLatin1(_ bytes: [UInt8], of url: URL) throws(Error) -> (bytes: [UInt8], notice: String) {
        let convertedCount = bytes.reduce(bytes.count) { $0 + Int($1 >> 7) }
        if convertedCount > largestText {
            throw .tooLarge(path: url.path, reason: String(localized: "as UTF-8 its text is \(describe(bytes: convertedCount)), and a document holds at most \(describe(bytes: largestText))", bundle: .module))
        }
        var converted: [UInt8] = []
        converted.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: convertedCount))
        for byte in bytes {
            if byte < 0x80 {
                converted.append(byte)
            } else {
                converted.append(0xC0 | byte >> 6)
                converted.append(0x80 | byte & 0x3F)
            }
        }
        let name = url.lastPathComponent
        return (converted, String(localized: "'\(name)' is not UTF-8; it was read as Latin-1 and will be saved as UTF-8.", bundle: .module))
    }
}
