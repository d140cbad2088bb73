import Foundation

/// A gettext `.mo` catalog read from disk, to compare DeskKit's words with the ones GTK shows.
public struct GettextCatalog: Sendable {
    /// Each message id (with its context as "context\u{4}id") and its translation.
    public let messages: [String: String]

    /// Reads `path`; nil when it is missing or not a `.mo` file.
    public init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 28 else { return nil }
        let bytes = [UInt8](data)
        func word(_ offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let value = bytes[offset..<offset + 4].enumerated().reduce(UInt32(0)) { sum, pair in
                sum | UInt32(pair.element) << (bigEndian ? UInt32(24 - 8 * pair.offset) : UInt32(8 * pair.offset))
            }
            return Int(value)
        }
        let magic = word(0, bigEndian: false)
        guard magic == 0x950412de || magic == 0xde120495 else { return nil }
        let big = magic == 0xde120495
        guard let count = word(8, bigEndian: big), let originals = word(12, bigEndian: big),
              let translations = word(16, bigEndian: big) else { return nil }
        func string(table: Int, index: Int) -> String? {
            guard let length = word(table + 8 * index, bigEndian: big), let offset = word(table + 8 * index + 4, bigEndian: big),
                  offset + length <= bytes.count else { return nil }
            let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            return text.split(separator: "\0", omittingEmptySubsequences: false).first.map(String.init)
        }
        var messages: [String: String] = [:]
        for index in 0..<count {
            if let id = string(table: originals, index: index), let text = string(table: translations, index: index), !text.isEmpty {
                messages[id] = text
            }
        }
        self.messages = messages
    }

    /// GTK's catalog for `locale` ("de", "pt_BR") from the system's locale folder.
    public static func gtk(locale: String) -> GettextCatalog? {
        GettextCatalog(path: "/usr/share/locale/\(locale)/LC_MESSAGES/gtk40.mo")
    }

    /// The translation of `id` with its mnemonic marks taken out ("_Kopieren" → "Kopieren",
    /// "コピー(_C)" → "コピー"), as it reads in a menu.
    public func plainTranslation(_ id: String, context: String? = nil) -> String? {
        guard var text = messages[context.map { "\($0)\u{4}\(id)" } ?? id] else { return nil }
        if let open = text.range(of: "(_"), text.hasSuffix(")") { text = String(text[..<open.lowerBound]) }
        return text.replacingOccurrences(of: "_", with: "").trimmingCharacters(in: .whitespaces)
    }
}
