@testable import DeskKit
import Testing

/// The language is chosen from the environment in gettext's order.
struct LocalizationLanguageTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de-DE", "de"]),
        (["LANG": "pt_BR.UTF-8"], ["pt-BR", "pt"]),
        (["LANG": "zh_CN.UTF-8"], ["zh-Hans", "zh"]),
        (["LANG": "zh_TW.UTF-8"], ["zh-Hant", "zh"]),
        (["LANG": "sr_RS.UTF-8@latin"], ["sr-RS", "sr"]),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], ["fr-FR", "fr"]),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"], ["ja-JP", "ja"]),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "he:ar"], ["he", "ar", "de-DE", "de"]),
        (["LANG": "C.UTF-8", "LANGUAGE": "fr"], ["en"]),
        (["LANGUAGE": "fr"], []),
        ([:], []),
    ])
    func gettextOrder(environment: [String: String], expected: [String]) {
        #expect(LocalizationLanguage.preferredLanguages(environment: environment) == expected)
    }

    @Test func chosenLanguageIsOneDeskKitHas() {
        #expect(LocalizedStringTable.deskKitLanguages == ["ar", "de", "en", "es", "fr", "he", "it", "ja", "pt-br", "ru", "zh-hans"])
        #expect(LocalizationLanguage.preferredLanguages(environment: ["LANG": "de_AT.UTF-8"]).contains("de"))
        #expect(LocalizationLanguage.language(environment: ["LANG": "de_AT.UTF-8"]) == "de")
        #expect(LocalizationLanguage.language(environment: ["LANG": "pt_BR.UTF-8"]) == "pt-BR")
        #expect(LocalizationLanguage.language(environment: ["LANG": "zh_SG.UTF-8"]) == "zh-Hans")
        #expect(LocalizationLanguage.language(environment: ["LANG": "en_GB.UTF-8", "LANGUAGE": "en_GB:de"]) == nil)
        #expect(LocalizationLanguage.language(environment: ["LANG": "sw_KE.UTF-8"]) == nil)
        #expect(LocalizationLanguage.language(environment: ["LANG": "sw_KE.UTF-8", "LANGUAGE": "sw:he"]) == "he")
        #expect(LocalizationLanguage.isRightToLeft("ar") && LocalizationLanguage.isRightToLeft("he"))
        #expect(!LocalizationLanguage.isRightToLeft("de") && !LocalizationLanguage.isRightToLeft(nil))
    }
}
