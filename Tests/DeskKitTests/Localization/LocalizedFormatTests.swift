@testable import DeskKit
import Foundation
import Testing

/// Plural rules and formats, as an app's `.stringsdict` and `.xcstrings` use them.
struct LocalizedFormatTests {
    @Test(arguments: [
        ("en", [0, 1, 2, 11], ["other", "one", "other", "other"]),
        ("de", [0, 1, 2, 21], ["other", "one", "other", "other"]),
        ("fr", [0, 1, 2, 21], ["one", "one", "other", "other"]),
        ("pt-BR", [0, 1, 2], ["one", "one", "other"]),
        ("ru", [1, 2, 5, 11, 21, 22, 25, 112], ["one", "few", "many", "many", "one", "few", "many", "many"]),
        ("ar", [0, 1, 2, 3, 10, 11, 99, 100, 103], ["zero", "one", "two", "few", "few", "many", "many", "other", "few"]),
        ("he", [1, 2, 3, 20], ["one", "two", "other", "other"]),
        ("ja", [0, 1, 2], ["other", "other", "other"]),
        ("zh-Hans", [1, 2], ["other", "other"]),
    ])
    func cldrCategories(language: String, counts: [Int], expected: [String]) {
        #expect(counts.map { PluralCategory(count: Double($0), language: language).rawValue } == expected)
    }

    @Test func formatsFillPositionsAndPlurals() {
        #expect(LocalizedFormat.render("%2$lld件中%1$lld件目", arguments: [.integer(3), .integer(12)], language: "ja") == "12件中3件目")
        #expect(LocalizedFormat.render("%@ — %.1f%% of %lld", arguments: [.text("a"), .real(12.26), .integer(4)], language: nil) == "a — 12.3% of 4")
        let variables = ["files": ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов"]]
        #expect(LocalizedFormat.render("%@: %#@files@", arguments: [.text("Папка"), .integer(22)], variables: variables, language: "ru") == "Папка: 22 файла")
    }

    @Test func interpolationBuildsTheKey() {
        let name = "Plan"
        let value: String.LocalizationValue = "Rename “\(name)” (\(3) shapes, 50%)"
        #expect(value.key == "Rename “%@” (%lld shapes, 50%%)")
        #expect(value.arguments == [.text("Plan"), .integer(3)])
    }

    @Test func deskKitFindCountsTakeTheLanguagesPlurals() {
        let table = LocalizedStringTable.deskKit
        func results(_ count: Int, _ language: String?) -> String {
            LocalizationLanguage.$pinned.withValue(language) { table.localized("%lld results", default: "%lld results", arguments: [.integer(count)]) }
        }
        #expect([1, 2].map { results($0, nil) } == ["1 result", "2 results"])
        #expect([1, 3, 5, 21].map { results($0, "ru") } == ["1 результат", "3 результата", "5 результатов", "21 результат"])
        #expect([0, 2, 3, 11].map { results($0, "ar") } == ["لا نتائج", "نتيجتان", "3 نتائج", "11 نتيجة"])
        let position = LocalizationLanguage.$pinned.withValue("ja") {
            table.localized("%lld of %lld", default: "%lld of %lld", arguments: [.integer(2), .integer(9)])
        }
        #expect(position == "9件中2件目")
    }
}
