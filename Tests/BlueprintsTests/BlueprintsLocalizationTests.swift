import BlueprintsApp
@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Blueprints' own words come from its String Catalog in the chosen language, DeskKit's from
/// DeskKit's tables, plurals by each language's rules.
@MainActor
@Suite(.serialized)
struct BlueprintsLocalizationTests {
    @Test func menusReadInTheChosenLanguage() {
        func menus(_ language: String?) -> ([String], [String]) {
            LocalizationLanguage.$pinned.withValue(language) {
                let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
                let top = host.mainMenuTitles()
                return (top, Array(host.mainMenuTitles([top[1]]).prefix(3)))
            }
        }
        #expect(menus(nil).0 == ["Blueprints", "File", "Edit", "Format", "View", "Bookmarks", "Window", "Help"])
        #expect(menus("de").0 == ["Blueprints", "Datei", "Bearbeiten", "Format", "Ansicht", "Lesezeichen", "Fenster", "Hilfe"])
        #expect(menus("de").1 == ["Neuer Tab", "Tab schließen", "Öffnen…"])
        #expect(menus("ja").0 == ["Blueprints", "ファイル", "編集", "フォーマット", "表示", "ブックマーク", "ウインドウ", "ヘルプ"])
        #expect(menus("ar").1 == ["علامة تبويب جديدة", "أغلق علامة التبويب", "افتح…"])
    }

    @Test func closingManyEditedDocumentsAsksWithTheLanguagesPlural() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let folder = try temporaryFolder("plurals")
        for index in 1...5 {
            let url = folder.appendingPathComponent("draft\(index).txt")
            try Data("draft\n".utf8).write(to: url)
            editor.open([url])
            editor.documentTextView.becomeFirstResponder()
            editor.documentTextView.select(0..<0)
            host.type("new ")
        }
        func question(_ language: String?) -> (String?, [String]) {
            LocalizationLanguage.$pinned.withValue(language) {
                editor.confirmClosing { _ in }
                defer { _ = host.chooseAlertAction(host.alertActionTitles.last ?? "") }
                return (host.alert?.title, host.alertActionTitles)
            }
        }
        #expect(question(nil).0 == "Save changes to 5 documents before closing?")
        #expect(question("ru").0 == "Сохранить изменения в 5 документах перед закрытием?")
        #expect(question("ru").1 == ["Сохранить", "Не сохранять", "Отмена"])
        #expect(question("ar").0 == "أتحفظ التغييرات في 5 مستندات قبل الإغلاق؟")
        #expect(question("he").0 == "לשמור את השינויים ב־5 מסמכים לפני הסגירה?")
    }
}

