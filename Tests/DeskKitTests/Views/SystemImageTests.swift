import DeskKit
import DeskKitTestSupport
import Foundation
import Testing

/// `UIImage(systemName:)`: SF Symbols names become desktop icons; names SF Symbols lacks are nil.
struct SystemImageTests {
    @Test func symbolsResolveToTheIconsThatMeanTheSame() throws {
        #expect(UIImage(systemName: "photo")?.iconName == "image-x-generic-symbolic")
        #expect(UIImage(systemName: "eye.slash")?.iconName == "view-conceal-symbolic")
        #expect(UIImage(systemName: "plus.magnifyingglass")?.iconName == "zoom-in-symbolic")
        // Variants take their symbol's icon: filled, slashed, in a circle, with a badge.
        #expect(UIImage(systemName: "trash.slash.fill")?.iconName == "user-trash-symbolic")
        #expect(UIImage(systemName: "folder.circle.fill")?.iconName == "folder-symbolic")
        #expect(UIImage(systemName: "doc.text.magnifyingglass")?.iconName == "text-x-generic-symbolic")
        // An old name of a renamed symbol still works, as in UIKit.
        let old = try #require(UIImage(systemName: "wrench"))
        #expect(old.name == "wrench")
        #expect(old.iconName == UIImage(systemName: "wrench.adjustable")?.iconName)
        #expect(!old.isFallback)
    }

    @Test func namesSFSymbolsLacksAreNilAndLoggedOnce() {
        let log = LogCollector()
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "Trash") == nil, "names are case-sensitive")
        let lines = log.messages.filter { $0.contains("\"no.such.symbol\"") }
        #expect(lines.count == 1, "\(log.messages)")
    }

    @Test func aRealSymbolWithNoDesktopIconShowsMissingAndIsLoggedOnce() throws {
        let log = LogCollector()
        let cart = try #require(UIImage(systemName: "cart.badge.plus"))
        _ = UIImage(systemName: "cart.badge.plus")
        #expect(cart.isFallback)
        #expect(cart.iconName == "image-missing")
        #expect(log.messages.filter { $0.contains("\"cart.badge.plus\"") }.count == 1, "\(log.messages)")
    }

    /// Every symbol name Apple's sample apps use is a symbol (never nil, so their force-unwraps
    /// hold); the ones the WWDC22 editor sample shows all have desktop icons.
    @Test func theSampleAppsSymbolsResolve() throws {
        try #require(PortingCorpus.isPresent, "the porting corpus is missing at \(PortingCorpus.folder.path)")
        let uses = PortingCorpus.systemImageNames()
        let names = Set(uses.map(\.name))
        #expect(names.count > 600, "found \(names.count) names")
        for name in names.sorted() {
            #expect(UIImage(systemName: name) != nil, "\(name) (\(uses.first { $0.name == name }!.file))")
        }
        let mapped = names.filter { UIImage(systemName: $0)?.isFallback == false }
        print("SF Symbols names in the porting corpus: \(names.count); with a desktop icon: \(mapped.count)")

        let editor = Set(PortingCorpus.systemImageNames(in: "uikit-supporting-desktop-class-features-in-your-ipad-app").map(\.name))
        #expect(editor.count >= 20)
        for name in editor.sorted() {
            #expect(UIImage(systemName: name)?.isFallback == false, "the editor sample's \(name) shows no icon")
        }
    }
}
