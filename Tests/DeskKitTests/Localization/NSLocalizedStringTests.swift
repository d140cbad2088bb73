@testable import DeskKit
import DeskKitTestSupport
import Testing

/// Ported `NSLocalizedString` calls read the app's tables in the chosen language, as on iPadOS:
/// Apple's Menus sample, with its English and Simplified Chinese `Localizable.strings`, read in place.
/// This file imports DeskKit and not Foundation, as a ported file does, so the calls are DeskKit's.
@Suite
struct NSLocalizedStringTests {
    static let sample = "uikit-adding-menus-and-shortcuts-to-the-menu-bar-and-user-interface"

    private func menusBundle() throws -> Bundle {
        try #require(PortingCorpus.isPresent, "the porting corpus is missing at \(PortingCorpus.folder.path)")
        return try #require(Bundle(path: PortingCorpus.folder.appendingPathComponent("\(Self.sample)/Menus").path))
    }

    /// The literal keys the sample's Swift code passes to `NSLocalizedString` (not interpolated ones).
    private func keysInSource() -> Set<String> {
        let call = /NSLocalizedString\("([^"\\]+)"/
        return Set(PortingCorpus.files(in: Self.sample, endingIn: [".swift"]).values.flatMap { $0.matches(of: call).map { String($0.1) } })
    }

    @Test func theSamplesCallsFollowTheChosenLanguage() throws {
        let bundle = try menusBundle()
        let chinese = LocalizationLanguage.$pinned.withValue("zh-Hans") { NSLocalizedString("CutTitle", bundle: bundle, comment: "") }
        let english = LocalizationLanguage.$pinned.withValue(nil) { NSLocalizedString("CutTitle", bundle: bundle, comment: "") }
        #expect(chinese == "剪切")
        #expect(english == "Cut")
        #expect(LocalizationLanguage.$pinned.withValue("zh-Hans") { NSLocalizedString("RemoveMessage", bundle: bundle, comment: "") } == "您确定要删除此项目吗?")
    }

    @Test func everyKeyTheSampleUsesHasAChineseAnswer() throws {
        let bundle = try menusBundle()
        let keys = keysInSource()
        #expect(keys.count >= 10, "found \(keys.sorted())")
        for key in keys.sorted() {
            let english = LocalizationLanguage.$pinned.withValue(nil) { NSLocalizedString(key, bundle: bundle, comment: "") }
            let chinese = LocalizationLanguage.$pinned.withValue("zh-Hans") { NSLocalizedString(key, bundle: bundle, comment: "") }
            #expect(english != key, "\(key) has no English text")
            #expect(chinese != english, "\(key) reads '\(chinese)' in Chinese")
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(key) reads '\(chinese)' in Chinese")
        }
    }

    @Test func missingTranslationsFallBackToEnglishThenTheValueThenTheKey() throws {
        let bundle = try menusBundle()
        // The sample has no German table: its English one answers.
        #expect(LocalizationLanguage.$pinned.withValue("de") { NSLocalizedString("CopyTitle", bundle: bundle, comment: "") } == "Copy")
        #expect(NSLocalizedString("NoSuchKey", bundle: bundle, value: "Fallback", comment: "") == "Fallback")
        #expect(NSLocalizedString("NoSuchKey", bundle: bundle, comment: "") == "NoSuchKey")
        #expect(NSLocalizedString("CopyTitle", tableName: "NoSuchTable", bundle: bundle, comment: "") == "CopyTitle")
    }
}

/// A plural entry read with `NSLocalizedString` and filled with `String.localizedStringWithFormat`,
/// the way iPad apps use their `.stringsdict`: DeskKit's own translated find counts serve as the table.
@Suite
struct NSLocalizedStringPluralTests {
    private func deskKitBundle() throws -> Bundle {
        let url = try #require(LocalizedStringTable.deskKit.bundleURL, "DeskKit's resources were not found")
        return try #require(Bundle(url: url))
    }

    @Test func pluralFormsFollowTheNumberInEachLanguage() throws {
        let bundle = try deskKitBundle()
        func results(_ count: Int, _ language: String?) -> String {
            LocalizationLanguage.$pinned.withValue(language) {
                String.localizedStringWithFormat(NSLocalizedString("%lld results", bundle: bundle, comment: ""), count)
            }
        }
        #expect([1, 2].map { results($0, nil) } == ["1 result", "2 results"])
        #expect([1, 3, 5, 21].map { results($0, "ru") } == ["1 результат", "3 результата", "5 результатов", "21 результат"])
        #expect([0, 2, 11].map { results($0, "ar") } == ["لا نتائج", "نتيجتان", "11 نتيجة"])
    }

    @Test func formatsWithoutAPluralEntryAreFilledAsFoundationDoes() throws {
        let bundle = try deskKitBundle()
        let about = LocalizationLanguage.$pinned.withValue("de") { NSLocalizedString("About %@", bundle: bundle, comment: "") }
        #expect(String.localizedStringWithFormat(about, "Blueprints") != about)
        #expect(String.localizedStringWithFormat(about, "Blueprints").contains("Blueprints"))
        #expect(String.localizedStringWithFormat("%d of %@", 3, "nine") == "3 of nine")
    }
}
