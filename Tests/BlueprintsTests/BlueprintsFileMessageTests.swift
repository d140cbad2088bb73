@testable import BlueprintsApp
@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// What Blueprints says about files (opening, converting, saving, files another program changed,
/// files too large) reads in each language: every entry of its catalog is translated with the
/// same arguments, every word its sources show goes through the catalog, and the messages of
/// real file troubles hold no English phrase, their sizes and lists written the language's way.
@MainActor
@Suite(.serialized)
struct BlueprintsFileMessageTests {
    nonisolated static let languages = BlueprintsTranslationTests.languages

    @Test func everyEntryIsTranslatedInEveryLanguageWithTheSameArguments() throws {
        let strings = try Self.catalog()
        #expect(strings.count > 100)
        for (key, entry) in strings {
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            let arguments = Self.arguments(of: key)
            for language in Self.languages {
                guard let localization = localizations[language] as? [String: Any] else {
                    Issue.record("'\(key)' has no \(language) translation")
                    continue
                }
                if let unit = localization["stringUnit"] as? [String: Any] {
                    let value = unit["value"] as? String ?? ""
                    #expect(unit["state"] as? String == "translated" && !value.isEmpty, "\(language) '\(key)'")
                    #expect(Self.arguments(of: value) == arguments, "\(language) '\(key)': '\(value)'")
                } else {
                    // Plural forms may say the number in words ("كلمتان"); the other arguments stay.
                    let forms = (localization["variations"] as? [String: Any])?["plural"] as? [String: [String: [String: Any]]] ?? [:]
                    #expect(forms["other"] != nil, "\(language) '\(key)' lacks its other form")
                    for (category, form) in forms {
                        let value = form["stringUnit"]?["value"] as? String ?? ""
                        #expect(Self.arguments(of: value).filter { $0 != "lld" } == arguments.filter { $0 != "lld" }, "\(language) '\(key)' \(category)")
                    }
                }
            }
        }
    }

    /// Each `String(localized:)` of Blueprints' sources has its entry, and the files that tell
    /// the user about documents show no sentence that does not go through the catalog.
    @Test func everyWordTheSourcesShowGoesThroughTheCatalog() throws {
        let keys = Set(try Self.catalog().keys)
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/BlueprintsApp").standardized
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") })
        var found = 0
        for file in files {
            let source = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for key in Self.localizedKeys(in: source) {
                found += 1
                let pattern = "^" + NSRegularExpression.escapedPattern(for: key).replacingOccurrences(of: "\u{1}", with: "%(@|lld|lf)") + "$"
                let matches = keys.contains { $0.range(of: pattern, options: .regularExpression) != nil }
                #expect(matches, "\(file): '\(key.replacingOccurrences(of: "\u{1}", with: "%@"))' has no entry in the catalog")
            }
        }
        #expect(found > 100, "\(found) localized strings found in \(files.count) files")

        let told = ["Editor/EditorViewController+Files.swift", "Documents/DocumentFile.swift", "Documents/DocumentFile+Encodings.swift",
                    "Documents/DocumentFile+Progressive.swift", "Documents/DocumentFile+Saving.swift", "Documents/EditorDocument.swift"]
        let sentence = try NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*[A-Za-z]{2,} [A-Za-z]{2,}(?:[^"\\]|\\.)*""#)
        for file in told {
            let source = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in source.split(separator: "\n").map(String.init) {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !code.contains("String(localized:") else { continue }
                let range = NSRange(code.startIndex..., in: code)
                #expect(sentence.firstMatch(in: code, range: range) == nil, "\(file) shows words outside the catalog: \(code)")
            }
        }
    }

    @Test(arguments: languages) func fileTroublesAreToldInTheUsersLanguage(language: String) throws {
        let english = try Self.fileTroubleMessages(language: nil)
        let translated = try Self.fileTroubleMessages(language: language)
        #expect(translated.count == english.count)
        // The check finds English where there is English.
        for message in english { #expect(!Self.englishPhrases(in: message).isEmpty, "no English found in '\(message)'") }
        for message in translated {
            #expect(!message.isEmpty)
            #expect(Self.englishPhrases(in: message).isEmpty, "\(language) says in English: \(Self.englishPhrases(in: message)) in '\(message)'")
        }
    }

    @Test func sizesAndListsAreWrittenTheLanguagesWay() throws {
        func describe(_ bytes: Int, _ language: String?) -> String {
            LocalizationLanguage.$pinned.withValue(language) { DocumentFile.describe(bytes: bytes) }
        }
        // GNU's licence, and a DVD image's size.
        let licence = try #require(FileManager.default.attributesOfItem(atPath: "/usr/share/common-licenses/GPL-3")[.size] as? Int)
        #expect(describe(licence, nil) == "34 KB")
        #expect(describe(4_700_000_000, nil) == "4.4 GB")
        #expect(describe(4_700_000_000, "de") == "4,4 GB")
        #expect(describe(4_700_000_000, "fr") == "4,4 Go")
        #expect(describe(4_700_000_000, "ru") == "4,4 ГБ")
        #expect(describe(4_700_000_000, "ja") == "4.4 GB")
        #expect(describe(1, nil) == "1 byte")
        #expect(describe(3, "ru") == "3 байта")

        let url = URL(fileURLWithPath: "/usr/share/common-licenses/GPL-3")
        func refusal(_ language: String?) -> String {
            LocalizationLanguage.$pinned.withValue(language) {
                do throws(DocumentFile.Error) {
                    try DocumentFile.checkSize(3 << 30, of: url, availableMemory: nil)
                    return ""
                } catch {
                    return error.description
                }
            }
        }
        #expect(refusal(nil) == "Cannot open '\(url.path)': it is 3.0 GB, and a document holds at most 2.0 GB. Nothing was changed.")
        #expect(refusal("de") == "„\(url.path)“ kann nicht geöffnet werden: die Datei ist 3,0 GB groß, ein Dokument fasst aber höchstens 2,0 GB. Es wurde nichts verändert.")

        // Closing with several edited files names them as a list of the language, each name in
        // the language's quotation marks.
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let folder = try temporaryFolder("lists")
        for name in ["GPL-3", "LGPL-3"] {
            let url = folder.appendingPathComponent(name + ".txt")
            try Data(contentsOf: URL(fileURLWithPath: "/usr/share/common-licenses/\(name)")).write(to: url)
            editor.open([url])
            editor.documentTextView.becomeFirstResponder()
            editor.documentTextView.select(0..<0)
            host.type("x")
        }
        func question(_ language: String?) -> String? {
            LocalizationLanguage.$pinned.withValue(language) {
                editor.confirmClosing { _ in }
                defer { _ = host.chooseAlertAction(host.alertActionTitles.last ?? "") }
                return host.alert?.message
            }
        }
        #expect(question(nil) == "'GPL-3.txt' and 'LGPL-3.txt'. If you don't save, your changes will be lost.")
        #expect(question("de") == "„GPL-3.txt“ und „LGPL-3.txt“. Wenn Sie nicht speichern, gehen Ihre Änderungen verloren.")
        #expect(question("fr")?.hasPrefix("« GPL-3.txt » et « LGPL-3.txt ».") == true, "\(String(describing: question("fr")))")
        #expect(question("ja") == "「GPL-3.txt」、「LGPL-3.txt」。保存しない場合、変更内容は失われます。")
        #expect(question("zh-Hans") == "“GPL-3.txt”和“LGPL-3.txt”。如果不存储，您的更改将丢失。")
    }

    // MARK: - Messages of file troubles

    /// What Blueprints says, in `language` (nil: English), when files of this machine go wrong:
    /// a program, a file gone and a folder opened as text; text in Latin-1 and in UTF-16 cut off
    /// mid-character; files changed, removed and turned into a program by another program; a
    /// save into a folder gone; files too large for a document or for the memory free.
    static func fileTroubleMessages(language: String?) throws -> [String] {
        try LocalizationLanguage.$pinned.withValue(language) {
            var messages: [String] = []
            let host = launchBlueprints()
            let editor = try #require(host.editor(0))
            let folder = try temporaryFolder("file-messages")
            let program = try Data(contentsOf: URL(fileURLWithPath: "/bin/true"))
            let licence = try String(contentsOfFile: "/usr/share/common-licenses/GPL-3", encoding: .utf8)
            let credits = try String(contentsOfFile: "/usr/share/doc/adduser/copyright", encoding: .utf8)

            editor.open([URL(fileURLWithPath: "/bin/true"), folder.appendingPathComponent("gone.txt"), folder])
            messages.append(editor.fileMessage ?? "")

            let latin = folder.appendingPathComponent("credits.txt")
            // Written as Latin-1: a byte a character ("ö" is 0xF6), "?" for what Latin-1 lacks.
            try Data(credits.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }).write(to: latin)
            editor.open([latin])
            messages.append(editor.fileMessage ?? "")
            let wide = folder.appendingPathComponent("licence.txt")
            var utf16 = Data([0xFE, 0xFF]) + (licence.data(using: .utf16BigEndian) ?? Data())
            utf16.append(0x20)  // half a character at the end
            try utf16.write(to: wide)
            editor.open([wide])
            messages.append(editor.fileMessage ?? "")

            // Another program rewrites three open files, one of them edited, one into a program.
            let (quiet, busy, plain) = (folder.appendingPathComponent("quiet.txt"), folder.appendingPathComponent("busy.txt"),
                                        folder.appendingPathComponent("plain.txt"))
            for url in [quiet, busy, plain] { try Data(licence.utf8).write(to: url) }
            // The file turned into a program was shown (read) before; the others opened together.
            editor.open([plain])
            editor.open([quiet, busy])
            editor.documentTextView.becomeFirstResponder()
            editor.documentTextView.select(0..<0)
            host.type("Note: ")
            let later = Date().addingTimeInterval(5)
            try Data(credits.utf8).write(to: quiet)
            try Data(credits.utf8).write(to: busy)
            try program.write(to: plain)
            for url in [quiet, busy, plain] { try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: url.path) }
            editor.checkFilesOnDisk()
            messages.append(editor.fileMessage ?? "")
            try FileManager.default.removeItem(at: quiet)
            editor.checkFilesOnDisk()
            messages.append(editor.fileMessage ?? "")

            // The folder of the edited file goes: saving it says why it cannot.
            try FileManager.default.removeItem(at: folder)
            host.press("s", modifiers: .command)
            messages.append(editor.fileMessage ?? "")

            for (size, memory) in [(3 << 30, nil), (1 << 30, 2 << 30)] as [(Int, Int?)] {
                do throws(DocumentFile.Error) {
                    try DocumentFile.checkSize(size, of: busy, availableMemory: memory)
                } catch {
                    messages.append(error.description)
                }
            }
            return messages
        }
    }

    /// The English phrases (two words or more) of Blueprints' catalog found in `message`.
    static func englishPhrases(in message: String) -> [String] {
        let phrases = (try? catalog().keys.flatMap { key in
            key.components(separatedBy: "%").map { fragment in
                // The text between arguments, without the argument's letters.
                String(fragment.drop { "@lfd$0123456789".contains($0) }).trimmingCharacters(in: CharacterSet.letters.inverted)
            }
        }) ?? []
        return Set(phrases.filter { $0.range(of: "[A-Za-z]{2,} [A-Za-z]{2,}", options: .regularExpression) != nil && message.contains($0) }).sorted()
    }

    // MARK: - The catalog and the sources

    /// The entries of Blueprints' String Catalog, as built into its resources.
    static func catalog() throws -> [String: [String: Any]] {
        let bundle = try #require(LocalizedStringTable.resourceBundle(named: "DeskKit_BlueprintsApp"))
        let data = try Data(contentsOf: bundle.appendingPathComponent("Localizable.xcstrings"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["strings"] as? [String: [String: Any]])
    }

    /// The arguments of a format in the order they are filled ("@", "lld"), positions followed.
    static func arguments(of format: String) -> [String] {
        guard let specifier = try? NSRegularExpression(pattern: "%(?:([0-9]+)\\$)?(@|lld|lf|ld|d)|%%") else { return [] }
        var byPosition: [Int: String] = [:]
        var next = 1
        for match in specifier.matches(in: format, range: NSRange(format.startIndex..., in: format)) {
            guard let kind = Range(match.range(at: 2), in: format).map({ String(format[$0]) }) else { continue }
            let position = Range(match.range(at: 1), in: format).flatMap { Int(format[$0]) } ?? next
            byPosition[position] = kind
            next = position + 1
        }
        return byPosition.keys.sorted().map { byPosition[$0]! }
    }

    /// The keys of the `String(localized: "…")` calls of `source`, each interpolation marked
    /// with U+0001 and each literal `%` doubled, as the catalog's keys are made.
    static func localizedKeys(in source: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(source)
        while let start = rest.range(of: "String(localized: \"") {
            var key = ""
            var index = start.upperBound
            while index < rest.endIndex, rest[index] != "\"" {
                if rest[index] == "\\" {
                    let escaped = rest.index(after: index)
                    switch rest[escaped] {
                    case "(":
                        // An interpolation: skipped to its closing parenthesis.
                        var depth = 0
                        index = escaped
                        repeat {
                            if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                            index = rest.index(after: index)
                        } while depth > 0 && index < rest.endIndex
                        key.append("\u{1}")
                        continue
                    case "u":
                        let digits = rest[rest.index(escaped, offsetBy: 2)...].prefix { $0 != "}" }
                        key.unicodeScalars.append(Unicode.Scalar(UInt32(digits, radix: 16) ?? 0xFFFD) ?? "?")
                        index = rest.index(rest.index(escaped, offsetBy: 2 + digits.count), offsetBy: 1)
                        continue
                    case "n": key.append("\n")
                    default: key.append(rest[escaped])
                    }
                    index = rest.index(after: escaped)
                } else {
                    key.append(rest[index] == "%" ? "%%" : String(rest[index]))
                    index = rest.index(after: index)
                }
            }
            keys.append(key)
            rest = rest[index...]
        }
        return keys
    }
}
