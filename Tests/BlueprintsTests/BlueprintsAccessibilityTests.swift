import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// What a screen reader reaches in Blueprints' drawn content: named tabs, the document text,
/// named and selectable browser cells and canvas shapes, and the drop tray.
@MainActor
@Suite(.serialized)
struct BlueprintsAccessibilityTests {
    @Test func editorTabsAreButtonsNamedByTheirDocumentWithTheCurrentOneSelected() throws {
        let host = launchBlueprints()
        let window = try #require(host.keyWindow)
        window.layoutIfNeeded()
        let editor = try #require(host.editor(0))
        let nodes = window.accessibilityNodes()
        let tabs = nodes.filter { $0.traits.contains(.button) }
        #expect(!tabs.isEmpty)
        #expect(tabs.allSatisfy { !($0.label ?? "").isEmpty })
        let selected = tabs.filter { $0.traits.contains(.selected) }
        #expect(selected.map(\.label) == [editor.currentTab.document.title])
        let text = try #require(nodes.first { $0.isTextView })
        #expect(text.isFocused, "the document text has the keyboard")
    }

    @Test func browserCellsAreNamedByTheirDocumentAndReadSelected() throws {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        #expect(host.press("o", modifiers: [.command, .shift]))
        let browser = try #require(host.keyWindow?.rootViewController as? DocumentBrowserViewController)
        let window = try #require(host.keyWindow)
        window.layoutIfNeeded()
        var cells = window.accessibilityNodes().filter(\.isCollectionItem)
        #expect(!cells.isEmpty)
        let titles = Set(SampleDocuments.all.map(\.title))
        #expect(cells.allSatisfy { titles.contains($0.label ?? "") })
        let first = try #require(cells.first)
        host.pointerClick(at: CGPoint(x: first.frame.midX, y: first.frame.midY))
        window.layoutIfNeeded()
        cells = window.accessibilityNodes().filter(\.isCollectionItem)
        #expect(cells.filter { $0.traits.contains(.selected) }.map(\.label) == [first.label])
        #expect(browser.collectionView.indexPathsForSelectedItems?.count == 1)
    }

    @Test func canvasShapesAreImagesNamedByTheirTitleAndTheTrayIsRead() throws {
        let host = launchBlueprints()
        #expect(host.press("k", modifiers: [.command, .shift]))
        let canvas = try #require(host.keyWindow?.rootViewController as? CanvasViewController)
        let window = try #require(host.keyWindow)
        window.layoutIfNeeded()
        let nodes = window.accessibilityNodes()
        let shapes = nodes.filter { $0.traits.contains(.image) }
        #expect(shapes.map(\.label) == canvas.shapes.map(\.title))
        #expect(shapes.filter { $0.traits.contains(.selected) }.map(\.label) == canvas.selectedShapes.map(\.title))
        #expect(nodes.contains { $0.label == "Drop shapes here to keep a copy" })
        let shape = try #require(canvas.shapes.first)
        #expect(shapes.first?.frame == shape.convert(shape.bounds, to: nil))
    }

    @Test func findAnnouncesWhereTheHighlightedResultIs() async throws {
        let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints")
        let editor = try #require(host.keyWindow?.rootViewController as? EditorViewController)
        let textView = editor.documentTextView
        let find = try #require(textView.findInteraction)
        // A text and query no other test uses: announcements are app-wide and suites run in parallel.
        textView.text = Array(repeating: "zqx", count: 7).joined(separator: " ")
        var heard: [String] = []
        let token = UIAccessibility.addObserver { posting in
            if posting.notification == .announcement, let text = posting.text, text.hasSuffix(" of 7") { heard.append(text) }
        }
        defer { UIAccessibility.removeObserver(token) }
        #expect(host.press("f", modifiers: .command))
        host.type("zqx")
        await (find.activeFindSession as? UITextSearchingFindSession)?.waitUntilSearchFinished()
        #expect(find.navigatorState.resultText == "1 of 7")
        #expect(heard.last == "1 of 7")
        #expect(host.press("\r"))
        #expect(heard.last == "2 of 7")
        #expect(host.press("\r", modifiers: .shift))
        #expect(heard.last == "1 of 7")
    }
}
