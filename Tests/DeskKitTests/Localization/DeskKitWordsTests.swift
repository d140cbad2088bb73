@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Testing

/// DeskKit's own words follow the chosen language, and say what GTK says where GTK has the word.
@MainActor
struct DeskKitWordsTests {
    /// The `.lproj` names and the GTK catalogs (`/usr/share/locale/<locale>`) they correspond to.
    nonisolated static let languages = [
        ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt-BR", "pt_BR"), ("ru", "ru"),
        ("ja", "ja"), ("zh-Hans", "zh_CN"), ("ar", "ar"), ("he", "he"),
    ]

    /// Commands of the standard menus by action, with the GTK message that names the same thing.
    nonisolated static let gtkTerms: [(action: Selector, gtkID: String, ellipsis: Bool)] = [
        (.cut, "Cu_t", false), (.copy, "_Copy", false), (.paste, "_Paste", false), (.delete, "_Delete", false),
        (.selectAll, "Select _All", false), (.undo, "_Undo", false), (.redo, "_Redo", false),
        (.print, "Print", true), (.rename, "_Rename", true), ("performMiniaturize:", "Minimize", false),
        (.toggleItalics, "Italic", false), ("orderFrontPreferencesPanel:", "Preferences", true),
    ]

    private func commands(in menu: UIMenu) -> [UICommand] {
        menu.children.flatMap { child -> [UICommand] in
            if let submenu = child as? UIMenu { return commands(in: submenu) }
            return (child as? UICommand).map { [$0] } ?? []
        }
    }

    @Test func menusAreEnglishUntilALanguageIsChosen() {
        let (host, _, _) = makeHost()
        #expect(host.mainMenuTitles() == ["Test App", "File", "Edit", "Format", "View", "Window", "Help"])
        #expect(KeyCombination(input: "z", modifierFlags: [.command, .shift]).displayString == "Shift+Ctrl+Z")
    }

    @Test func menusFollowThePinnedLanguage() {
        let titles = LocalizationLanguage.$pinned.withValue("de") {
            let (host, _, _) = makeHost()
            return (host.mainMenuTitles(), host.mainMenuTitles(["Bearbeiten"]).prefix(3))
        }
        #expect(titles.0 == ["Test App", "Datei", "Bearbeiten", "Format", "Ansicht", "Fenster", "Hilfe"])
        #expect(Array(titles.1) == ["Rückgängig", "Wiederholen", "Ausschneiden"])
        let japanese = LocalizationLanguage.$pinned.withValue("ja") { makeHost().0.mainMenuTitles() }
        #expect(japanese == ["Test App", "ファイル", "編集", "フォーマット", "表示", "ウインドウ", "ヘルプ"])
    }

    @Test(arguments: languages)
    func menuTermsAreGTKs(language: String, locale: String) throws {
        let catalog = try #require(GettextCatalog.gtk(locale: locale), "GTK's \(locale) catalog is installed with GTK")
        let menu = LocalizationLanguage.$pinned.withValue(language) { StandardMainMenu.make(applicationName: "Test App") }
        let all = commands(in: menu)
        var compared = 0
        for term in Self.gtkTerms {
            guard let gtk = catalog.plainTranslation(term.gtkID) else { continue }
            let command = try #require(all.first { $0.action == term.action })
            #expect(command.title == gtk + (term.ellipsis ? "…" : ""), "\(language): \(term.gtkID)")
            compared += 1
        }
        let file = try #require(menu.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .file })
        if let gtkFile = catalog.plainTranslation("File") { #expect(file.title == gtkFile) }
        #expect(compared >= 9, "GTK's \(locale) catalog names most standard commands")
        let bar = LocalizationLanguage.$pinned.withValue(language) {
            [UIBarButtonItem.SystemItem.cancel, .save, .close].map { UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil).title }
        }
        #expect(bar == ["_Cancel", "_Save", "Close"].map { catalog.plainTranslation($0) })
    }

    @Test func everyLanguageTranslatesEveryWordAndKeepsItsPlaceholders() throws {
        let table = LocalizedStringTable.deskKit
        let german = table.entries(language: "de")
        #expect(german.count > 120)
        func placeholders(_ text: String) -> [Int] {
            [text.components(separatedBy: "%@").count - 1, text.components(separatedBy: "lld").count - 1]
        }
        for (language, _) in Self.languages {
            let entries = table.entries(language: language)
            #expect(Set(entries.keys) == Set(german.keys), "\(language) has the same words as German")
            for key in german.keys where key.contains("%") {
                switch entries[key] {
                case .text(let text)?:
                    #expect(placeholders(text) == placeholders(key), "\(language): \(key) is '\(text)'")
                case .plural(_, let variables)?:
                    #expect(variables.values.allSatisfy { $0["other"] != nil }, "\(language): \(key) has an 'other' form")
                case .variations, nil:
                    Issue.record("\(language): \(key) is missing")
                }
            }
        }
    }

    @Test(arguments: languages)
    func shortcutKeysAreNamedAsGTKNamesThem(language: String, locale: String) throws {
        let catalog = try #require(GettextCatalog.gtk(locale: locale))
        func label(_ key: String) -> String { catalog.messages["keyboard label\u{4}\(key)"] ?? key }
        let shown = LocalizationLanguage.$pinned.withValue(language) {
            [KeyCombination(input: "z", modifierFlags: [.command, .shift]).displayString,
             KeyCombination(input: UIKeyCommand.inputPageDown, modifierFlags: [.alternate]).displayString]
        }
        #expect(shown == ["\(label("Shift"))+\(label("Ctrl"))+Z", "\(label("Alt"))+\(label("Page_Down"))"])
    }
}
