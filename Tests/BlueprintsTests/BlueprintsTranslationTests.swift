@testable import BlueprintsApp
@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Blueprints in each of DeskKit's languages: every word a user can see (menus, the shortcut
/// overlay, the navigation bar and its overflow, the title menu, context menus, alerts, window
/// titles, labels) is translated; a word shown as in English is a name or a translation spelled
/// the same ("Format" in German).
@MainActor
@Suite(.serialized)
struct BlueprintsTranslationTests {
    nonisolated static let languages = ["de", "fr", "es", "it", "pt-BR", "ru", "ja", "zh-Hans", "ar", "he"]

    @Test(arguments: languages) func nothingShownIsLeftInEnglish(language: String) throws {
        let english = try Self.shownWords(language: nil)
        let translated = try Self.shownWords(language: language)
        let untranslated = translated.filter { english.contains($0) && !Self.isSpelledAlike($0, in: language) }
        #expect(untranslated.isEmpty, "\(language) shows in English: \(untranslated.sorted())")
        // The walk reached as much in the language as in English.
        #expect(translated.count >= english.count - 3, "\(language): \(translated.count) words, English \(english.count)")
    }

    @Test func countsTakeTheLanguagesPluralForms() {
        func counts(_ language: String?, _ text: String) -> (String, String) {
            LocalizationLanguage.$pinned.withValue(language) {
                let statistics = DocumentStatistics(text: text)
                return (statistics.wordsText, statistics.linesText)
            }
        }
        #expect(counts(nil, "one").0 == "1 word")
        #expect(counts(nil, "two words\nhere").0 == "3 words")
        #expect(counts(nil, "two words\nhere").1 == "2 lines")
        #expect(counts("de", "one").0 == "1 Wort")
        #expect(counts("ru", "a b").0 == "2 слова")
        #expect(counts("ru", "a b c d e").0 == "5 слов")
        #expect(counts("ru", Array(repeating: "w", count: 21).joined(separator: " ")).0 == "21 слово")
        #expect(counts("ar", "a b").0 == "كلمتان")
        #expect(counts("he", "a b").0 == "2 מילים")
        #expect(counts("ja", "a b c").0 == "3 語")
    }

    // MARK: - What a user sees

    /// Names the catalog has no entry for: the app's, the sample documents' and their files'.
    static var names: Set<String> {
        Set(["Blueprints"] + SampleDocuments.all.flatMap { [$0.title, $0.title + "." + DocumentFolder.fileExtension] })
    }

    /// Whether `word` reads the same in `language` by right: a name, or an entry of Blueprints'
    /// catalog or of DeskKit's tables whose translation is spelled as in English.
    static func isSpelledAlike(_ word: String, in language: String) -> Bool {
        if names.contains(word) { return true }
        let catalog = LocalizedStringTable(bundleURL: LocalizedStringTable.resourceBundle(named: "DeskKit_BlueprintsApp"))
        return [catalog, LocalizedStringTable.deskKit].contains { table in
            table.entries(language: language)[word] == .text(word)
        }
    }

    /// Every title and label Blueprints shows in `language` (nil for English) on a walk through
    /// its editor, browser, canvas and details windows.
    static func shownWords(language: String?) throws -> Set<String> {
        try LocalizationLanguage.$pinned.withValue(language) {
            var words = ShownWords()
            let host = launchBlueprints()
            let editor = try #require(host.editor(0))
            let editorView = try #require(editor.editorView)

            words.add(host.mainMenu)
            words.addOverlay(of: host)
            for width: CGFloat in [1024, 320] {
                let bar = try #require(host.navigationBar(width: width))
                words.add(bar.title)
                words.add(bar.backButton?.title)
                for group in bar.groups.values.joined() {
                    words.add(group.representativeItem?.title)
                    for item in group.barButtonItems {
                        words.add(item.title)
                        words.add(item.primaryAction?.title)
                    }
                }
                if let overflow = bar.overflowMenu { words.add(overflow) }
            }
            for group in editor.navigationItem.centerItemGroups {
                words.add(group.representativeItem?.title)
                for item in group.barButtonItems { words.add(item.title) }
            }
            let titleMenu = try #require(host.openTitleMenu())
            words.add(titleMenu.menu)
            let menu = try #require(host.rightClick(at: TestHost.firstTabPoint))
            words.add(menu)
            // The unit conversions the data detectors offer ("600 mm = 23.62 in") are numbers
            // DeskKit formats, not Blueprints' words.
            host.rightClick(at: TestHost.documentPoint)
            words.add(host.editMenuTitles.filter { !$0.contains("=") })
            editor.documentTextView.selectAll(nil)
            host.rightClick(at: TestHost.documentPoint)
            words.add(host.editMenuTitles.filter { !$0.contains("=") })

            // Export asks for a format.
            let export = try #require(ShownWords.element(in: titleMenu.menu) { ($0 as? UICommand)?.action == .export })
            #expect(titleMenu.perform(export))
            words.addAlert(of: host)
            // Details, inline and in a window of their own.
            editor.showInlineDetails(of: editor.document(atTab: 0))
            words.add(editorView.detailsView)
            editor.hideInlineDetails()
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: BlueprintsActivity.showingDetails(of: editor.document(atTab: 0)),
                                                               options: nil, errorHandler: nil)
            host.settle()
            let detailsWindow = try #require(host.windows.first { $0.rootViewController is DetailsViewController })
            words.add((detailsWindow.rootViewController as? DetailsViewController)?.detailsView)
            words.add(detailsWindow.rootViewController?.title)
            words.addOverlay(of: host)
            words.addWindowTitles(of: host)

            // New tabs past the samples are untitled; a duplicate is a copy.
            host.windows[0].makeKey()
            for _ in 0..<3 { host.press("t", modifiers: .command) }
            _ = host.application.sendAction(.duplicate, to: editor, from: nil, for: nil)
            words.add(editor.openTabs.map(\.document.title).filter { !names.contains($0) })
            words.add(host.navigationBar()?.title)
            // A built-in document edited and closed asks first.
            editor.documentTextView.becomeFirstResponder()
            host.type("x")
            host.press("w", modifiers: .command)
            words.addAlert(of: host)
            // Notes, and their find options.
            host.press("n", modifiers: [.command, .alternate])
            words.add(editor.notesView.findInteraction.optionsMenuProvider?([]))
            words.addWindowTitles(of: host)
            host.press("n", modifiers: [.command, .alternate])
            // With every tab closed, the editor says how to open one.
            while !editor.openTabs.isEmpty {
                host.press("w", modifiers: .command)
                if host.alert != nil { _ = host.chooseAlertAction(host.alertActionTitles[1]) }
            }
            words.add(editorView.emptyLabel.text)
            words.add(host.navigationBar()?.title)

            // The browser: its shortcuts, a document's context menu, its window.
            host.press("o", modifiers: [.command, .shift])
            let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
            words.add(browser.title)
            words.addOverlay(of: host)
            let frame = browser.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
            words.add(try #require(host.rightClick(at: browser.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))))

            // The canvas: its shortcuts, a shape's menu and actions, the tray.
            host.press("k", modifiers: [.command, .shift])
            let canvas = try #require(host.keyWindow?.rootViewController as? CanvasViewController)
            canvas.view.layoutIfNeeded()
            words.add(canvas.title)
            words.addOverlay(of: host)
            let shape = try #require(canvas.shapes.first)
            host.rightClick(at: canvas.view.convert(CGPoint(x: shape.frame.midX, y: shape.frame.midY), to: nil))
            words.add(host.editMenuTitles)
            words.add(shape.accessibilityCustomActions?.map(\.name) ?? [])
            words.add(canvas.tray.caption.text)
            canvas.tray.keep(shape)
            words.add(canvas.tray.caption.text?.replacingOccurrences(of: shape.title, with: ""))
            words.addWindowTitles(of: host)
            return words.words
        }
    }
}

/// The words collected on a walk through the app.
@MainActor
private struct ShownWords {
    var words: Set<String> = []

    mutating func add(_ word: String?) {
        guard let word = word?.trimmingCharacters(in: .whitespaces), !word.isEmpty else { return }
        words.insert(word)
    }

    mutating func add(_ list: [String]) {
        for word in list { add(word) }
    }

    /// A menu's title and its visible elements', submenus included.
    mutating func add(_ menu: UIMenu?) {
        guard let menu else { return }
        add(menu.title)
        for element in MenuQuery.visibleElements(of: menu) {
            if let submenu = element as? UIMenu {
                add(submenu)
            } else {
                add(element.title)
                if let command = element as? UICommand { add(command.discoverabilityTitle) }
            }
        }
    }

    mutating func add(_ details: DetailsView?) {
        guard let details else { return }
        add([details.wordsLabel.text, details.linesLabel.text].compactMap { $0 })
        if !details.doneButton.isHidden { add(details.doneButton.text) }
    }

    /// The shortcut overlay of the key window: its categories and entries.
    mutating func addOverlay(of host: TestHost) {
        host.holdCommandKey()
        for category in host.overlay?.categories ?? [] {
            add(category.title)
            add(category.entries.map(\.title))
        }
        host.releaseCommandKey()
        host.dismissOverlay()
    }

    /// The alert showing: its title, message and buttons; then it is cancelled.
    mutating func addAlert(of host: TestHost) {
        guard let alert = host.alert else { return }
        add(alert.title)
        add(alert.message)
        add(host.alertActionTitles)
        _ = host.chooseAlertAction(host.alertActionTitles.last ?? "")
    }

    mutating func addWindowTitles(of host: TestHost) {
        for window in host.windows {
            add(window.windowScene?.title)
        }
    }

    static func element(in menu: UIMenu, where matches: (UIMenuElement) -> Bool) -> UIMenuElement? {
        for element in menu.children {
            if matches(element) { return element }
            if let submenu = element as? UIMenu, let found = self.element(in: submenu, where: matches) { return found }
        }
        return nil
    }
}
