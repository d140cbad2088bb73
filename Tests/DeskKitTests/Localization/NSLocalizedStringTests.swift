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
