@testable import DeskKit
import DeskKitTestSupport
import Foundation
import Testing

/// Queries found by a run they spell as it is (non-ASCII text without folding, letters of
/// either case under case folding), against ``ReferenceTextSearch`` on text in several scripts
/// found on this machine: translations from the system's gettext catalogues and translated
/// manual pages, as they are and decomposed (NFD), so every run also meets the spellings that
/// do not show it byte for byte ("й" as "и" and a combining breve).
@Suite struct AnchorScanTests {
    static let languages = ["de", "fr", "pl", "tr", "ru", "uk", "el", "ja", "zh_CN", "ko"]

    /// About `size` bytes of translations into `language`, sorted by message id.
    static func catalogueText(_ language: String, size: Int = 10 << 10) -> String {
        var text = ""
        for domain in ["coreutils", "glib20", "gtk40", "apt", "dpkg", "bash", "grep", "diffutils"] {
            guard let catalogue = GettextCatalog(path: "/usr/share/locale/\(language)/LC_MESSAGES/\(domain).mo") else { continue }
            for id in catalogue.messages.keys.sorted() where !id.isEmpty {
                text += catalogue.messages[id]! + "\n"
                if text.utf8.count >= size { return text }
            }
        }
        return text
    }

    /// The first translated manual pages in `language`, uncompressed, up to `size` bytes.
    static func manualText(_ language: String, size: Int = 10 << 10) -> String {
        let folder = "/usr/share/man/\(language)/man1"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".gz") }.sorted()
        var text = ""
        for name in names.prefix(6) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/gzip")
            process.arguments = ["-dc", folder + "/" + name]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard let page = String(data: data, encoding: .utf8) else { continue }
            text += String(page.utf8.prefix(size - text.utf8.count)) ?? ""
            if text.utf8.count >= size / 2 { break }
        }
        return text
    }

    /// Queries cut from `text` at scalar boundaries: 1 to 8 scalars, some of them upper-cased.
    static func queries(in reference: ReferenceTextSearch, count: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).compactMap { round in
            guard reference.scalars.count > 8 else { return nil }
            let start = Int.random(in: 0..<(reference.scalars.count - 8), using: &generator)
            let length = Int.random(in: 1...8, using: &generator)
            let query = String(String.UnicodeScalarView(reference.scalars[start..<(start + length)]))
            return round % 3 == 2 ? query.uppercased() : query
        }
    }

    static let foldings: [NSString.CompareOptions] = [[], .caseInsensitive, .widthInsensitive, [.caseInsensitive, .widthInsensitive]]

    @Test(arguments: languages)
    func translationsMatchTheReference(language: String) throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("AnchorScanTests \(language) seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let found = Self.catalogueText(language) + Self.manualText(language)
        try #require(found.utf8.count > 4096, "the machine has \(language) catalogues")
        var matchCount = 0
        for text in [found, found.decomposedStringWithCanonicalMapping] {
            let reference = ReferenceTextSearch(text)
            let bytes = Array(text.utf8)
            var queries = Self.queries(in: reference, count: 6, using: &generator)
            // The same queries typed precomposed, as a user types them.
            queries += queries.prefix(2).map(\.precomposedStringWithCanonicalMapping)
            for (round, query) in queries.enumerated() {
                for folding in Self.foldings {
                    let method = [UITextSearchOptions.WordMatchMethod.contains, .startsWith, .fullWord].randomElement(using: &generator)!
                    let options = UITextSearchOptions(wordMatchMethod: method, stringCompareOptions: folding)
                    let low = reference.offsets[Int.random(in: 0..<(reference.offsets.count / 4), using: &generator)]
                    for range in [round % 2 == 0 ? 0..<bytes.count : low..<bytes.count] {
                        let expected = reference.literalMatches(query, options: options, byteRange: range)
                        let matches = try TextSearchPattern(query, options: options).matches(in: bytes, range: range)
                        #expect(matches == expected, "seed \(seed): \(query.debugDescription) \(options) in \(range)")
                        matchCount += matches.count
                    }
                }
            }
        }
        #expect(matchCount > 20, "queries cut from the text find it")
    }

    /// Queries whose runs are short, or which hold scalars that other scalars' keys spell.
    @Test func queriesWithSpellingsThatDoNotShowTheRun() throws {
        let text = Self.catalogueText("ru", size: 8 << 10) + Self.catalogueText("de", size: 8 << 10)
            + "й и\u{306} Й файл фаи\u{306}л ФАЙЛ Übersetzung U\u{308}bersetzung ÜBERSETZUNG 文件 件 Kelvin \u{212A}elvin "
            + "ſoft soft ﬁle file ǅ DŽ dž straße STRASSE Ω \u{2126} 한국어 \u{1112}\u{1161}\u{11AB}"
        let reference = ReferenceTextSearch(text)
        let bytes = Array(text.utf8)
        let queries = ["файл", "й", "Übersetzung", "U\u{308}b", "ersetz", "文件", "件", "Kelvin", "kelvin", "soft", "SOFT",
                       "file", "ﬁle", "dž", "straße", "Ω", "\u{2126}", "한국", "\u{1112}\u{1161}", "ый", "ОПЦИЯ", "Datei"]
        for query in queries {
            for folding in Self.foldings {
                for method in [UITextSearchOptions.WordMatchMethod.contains, .fullWord] {
                    let options = UITextSearchOptions(wordMatchMethod: method, stringCompareOptions: folding)
                    let expected = reference.literalMatches(query, options: options, byteRange: 0..<bytes.count)
                    #expect(try TextSearchPattern(query, options: options).matches(in: bytes) == expected, "\(query.debugDescription) \(options)")
                }
            }
        }
    }

    /// The run chosen is one every spelling of a match holds as it is.
    @Test func runsLeaveOutWhatOtherScalarsSpell() throws {
        func anchor(_ query: String, _ options: _TextFolding.Options) -> String? {
            let folded = _TextFolding.cached(options).foldedQuery(query)
            return _LiteralAnchor(foldedNeedle: folded, options: options).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        // "й" may be written decomposed, so "и" and its breve are not spelt as they are.
        #expect(["фа", "л"].contains(anchor("файл", [])))
        #expect(anchor("Übersetzung", []) == "bersetzung")
        // A long s folds to "s" and the Kelvin sign to "k": neither letter is spelt as it is.
        #expect(anchor("OPTION", .caseInsensitive) == "option")
        #expect(anchor("desk", .caseInsensitive) == "de")
        #expect(anchor("sk", .caseInsensitive) == nil)
        // Cyrillic and Greek letters have other cases with as many bytes, so they make runs too.
        #expect(anchor("ФАЙЛ", .caseInsensitive) != nil)
        #expect(anchor("Ωμέγα", .caseInsensitive) != nil)
        // Marks fold away when diacritics are ignored, so no run is spelt as it is.
        #expect(anchor("option", .diacriticInsensitive) == nil)
    }
}
