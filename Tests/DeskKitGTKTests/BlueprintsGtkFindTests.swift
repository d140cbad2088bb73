import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// The find bar in Blueprints through the real GTK presenter under Xvfb: Ctrl+F, typing,
/// the result count, the drawn highlights, the error line and Esc.
final class BlueprintsGtkFindTests: XCTestCase {
    func testFindBarSearchesHighlightsAndCloses() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let textView = try Self.focusFirstDocument(in: fixture)
            let find = try XCTUnwrap(textView.findInteraction)
            let count = textView.text.components(separatedBy: "mm").count - 1
            XCTAssertGreaterThan(count, 2)

            // Ctrl+F shows the bar with the keyboard in its search entry, above the content.
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped && host.findBar.focusedField == .search }),
                          "Ctrl+F did not show the find bar with its entry focused")
            var barX = 0.0, barBottom = 0.0
            _ = gtk_widget_translate_coordinates(host.findBar.widget, host.gtkWindow, 0, Double(gtk_widget_get_height(host.findBar.widget)),
                                                 &barX, &barBottom)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.contentOrigin.y >= barBottom }),
                          "content at \(fixture.contentOrigin.y) hides under the bar ending at \(barBottom)")

            // The results around the caret are tagged while GTK handles the typed key, before the
            // loop turns again, so the frame that shows the key shows them too.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView) else { return false }
                return gtk_widget_get_mapped(hosted.widget) != 0 && gtk_widget_get_height(hosted.widget) > 100
            }), "the text view is not shown")
            // Another test may have left the text scrolled down: start from its top. (GTK 4.8 could
            // keep the text scrolled with its scroll bar at the top: see realignScrolledText.)
            let shown = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(shown.widget)), 0)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { shown.visibleByteRange(marginScreens: 0).lowerBound == 0 }),
                          "the text stays scrolled to \(shown.visibleByteRange(marginScreens: 0))")
            gtk_editable_set_text(cgtk_editable(host.findBar.searchEntry), "m")
            let tagged = host.lastDrawnTextDecorations
            XCTAssertFalse(tagged.filter { $0.style == .found }.isEmpty, "no results tagged with the key: \(tagged.map(\.style))")
            XCTAssertEqual(tagged.filter { $0.style == .highlighted }.map(\.byteRange), [try XCTUnwrap(textView.highlightedFoundTextRange?.byteRange)], "tagged: \(tagged.map { ($0.style, $0.byteRange) })")
            gtk_editable_set_text(cgtk_editable(host.findBar.searchEntry), "")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.lastDrawnTextDecorations.allSatisfy { $0.style == .selection } }))

            // Typing goes into the GTK entry and from there to the core, which searches.
            fixture.type("mm")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.displayedResultText == "1 of \(count)" }),
                          "the bar reads '\(host.findBar.displayedResultText)', expected '1 of \(count)'")
            XCTAssertEqual(find.searchText, "mm")
            XCTAssertEqual(host.findBar.displayedSearchText, "mm")
            fixture.press("Return", input: "\r", modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.displayedResultText == "2 of \(count)" }),
                          "Enter left the bar at '\(host.findBar.displayedResultText)'")
            XCTAssertEqual(host.findBar.focusedField, .search, "Enter must keep the keyboard in the entry")

            // The current result and the others are drawn behind the text, in two styles.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                let drawn = host.lastDrawnTextDecorations
                return drawn.filter { $0.style == .found }.count == count - 1
                    && drawn.filter { $0.style == .highlighted }.map(\.byteRange) == [textView.highlightedFoundTextRange?.byteRange]
            }), "drawn: \(host.lastDrawnTextDecorations.map { ($0.style, $0.byteRange) })")
            let highlighted = try XCTUnwrap(host.lastDrawnTextDecorations.first { $0.style == .highlighted })
            let found = try XCTUnwrap(host.lastDrawnTextDecorations.first { $0.style == .found })
            XCTAssertEqual(highlighted.byteRange, textView.highlightedFoundTextRange?.byteRange)
            XCTAssertNotEqual(highlighted.color, found.color)
            let origin = fixture.contentOrigin
            let highlightedRect = try XCTUnwrap(highlighted.rects.first).offsetBy(dx: origin.x, dy: origin.y)
            let foundRect = try XCTUnwrap(found.rects.first).offsetBy(dx: origin.x, dy: origin.y)
            // The tags are set; GTK paints them on its next frame, which a busy machine may delay.
            var shot = try fixture.screenshot("07-find", in: shots)
            var highlightedShare = 0.0, foundShare = 0.0
            for _ in 0..<20 {
                highlightedShare = try fixture.share(of: GtkPresenter.highlightedColor, in: highlightedRect, ofPNGAt: shot)
                foundShare = try fixture.share(of: GtkPresenter.foundColor, in: foundRect, ofPNGAt: shot)
                if highlightedShare > 0.3, foundShare > 0.3 { break }
                GtkApplicationLoop.iterate(for: .milliseconds(100))
                shot = try fixture.screenshot("07-find", in: shots)
            }
            let hostedView = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            let hadjustment = gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(hostedView.widget))
            XCTAssertGreaterThan(highlightedShare, 0.3, "the current result's colour is missing from \(shot); text view at \(String(describing: hostedView.allocation)), scrolled sideways by \(gtk_adjustment_get_value(hadjustment)), frame \(textView.frame), origin \(origin), rect \(highlightedRect)")
            XCTAssertGreaterThan(foundShare, 0.3, "the other results' colour is missing from \(shot)")

            // An invalid regular expression shows the core's message on the error line.
            find.options.usesRegularExpression = true
            fixture.type("(")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                find.navigatorState.errorMessage != nil && host.findBar.displayedError == find.navigatorState.errorMessage
            }), "error line: \(host.findBar.displayedError ?? "hidden"), core: \(find.navigatorState.errorMessage ?? "none")")
            XCTAssertEqual(host.findBar.displayedResultText, "")
            _ = try fixture.screenshot("08-find-error", in: shots)
            find.options.usesRegularExpression = false
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.displayedError == nil }))

            // Ctrl+H adds the replace row; Esc closes the bar and gives the keyboard back to the text.
            fixture.press("ctrl+h", input: "h", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isShowingReplace }), "Ctrl+H did not show the replace row")
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }), "Esc did not close the find bar")
            XCTAssertFalse(find.isFindNavigatorVisible)
            XCTAssertTrue(textView.isFirstResponder)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                !host.lastDrawnTextDecorations.contains { $0.style != .selection }
            }), "results are still drawn after closing")

            // Opened again, the bar shows the last query selected: typing starts a new query.
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped && host.findBar.focusedField == .search }))
            fixture.type("mm")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.displayedResultText.hasSuffix(" of \(count)") }),
                          "the reopened bar reads '\(host.findBar.displayedSearchText)', '\(host.findBar.displayedResultText)'")
            XCTAssertEqual(host.findBar.displayedSearchText, "mm")
            XCTAssertEqual(find.searchText, "mm")
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }))
            print("GTK find screenshots: \(shots.path)")
        }
    }

    /// The tags in GtkTextBuffer are what the core asked for after every new query, a move to the
    /// next result and an edit that shifts the results: none left behind, none missing.
    func testBufferTagsFollowTheResultsThroughQueriesAndEdits() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let textView = try Self.focusFirstDocument(in: fixture)
            let find = try XCTUnwrap(textView.findInteraction)
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped }), "Ctrl+F did not show the find bar")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                fixture.presenter.hostedTextView(for: textView).map { gtk_widget_get_mapped($0.widget) != 0 } ?? false
            }), "the text view is not shown")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))

            // What the buffer should carry: the decorated ranges, touching ones joined as GTK joins them.
            @MainActor func expected(_ style: GtkDrawnTextDecoration.Style) -> [Range<Int>] {
                joined(hosted.recordedDecorations.ranges[style] ?? [])
            }
            func joined(_ unsorted: [Range<Int>]) -> [Range<Int>] {
                let ranges = unsorted.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
                var joined: [Range<Int>] = []
                for range in ranges {
                    if let last = joined.last, last.upperBound >= range.lowerBound {
                        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                    } else {
                        joined.append(range)
                    }
                }
                return joined
            }
            @MainActor func tagsMatch() -> Bool {
                [GtkDrawnTextDecoration.Style.found, .highlighted].allSatisfy { hosted.taggedByteRanges($0) == expected($0) }
            }
            @MainActor func report() -> String {
                [GtkDrawnTextDecoration.Style.found, .highlighted].map { "\($0): tagged \(hosted.taggedByteRanges($0)), wanted \(expected($0))" }.joined(separator: "; ")
            }

            // Once GTK is idle the screens around the one shown carry the core's results too
            // (the sync before a frame tags only the screen shown).
            @MainActor func resultsNearTheScreen() -> [Range<Int>] {
                let current = textView.highlightedFoundTextRange?.byteRange
                return joined(textView.foundByteRanges(overlapping: hosted.visibleByteRange()).filter { $0 != current })
            }
            for query in ["e", "m", "mmm", "mm"] {
                find.searchText = query
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { !expected(.found).isEmpty && tagsMatch() }), "query '\(query)': \(report())")
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { expected(.found) == resultsNearTheScreen() && tagsMatch() }),
                              "query '\(query)': tagged \(hosted.taggedByteRanges(.found)), results near the screen \(resultsNearTheScreen())")
            }
            find.findNext()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { tagsMatch() }), "after next: \(report())")

            // An "m" typed before the current "mm" makes the match start a byte earlier: the tag
            // that moved with the text must not stay behind on the old place.
            let current = try XCTUnwrap(textView.highlightedFoundTextRange)
            let caret = try XCTUnwrap(textView.textRange(from: current.start, to: current.start))
            let matchStart = current.byteRange.lowerBound
            textView.replace(caret, withText: "m")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                tagsMatch() && (hosted.taggedByteRanges(.found) + hosted.taggedByteRanges(.highlighted)).contains { $0.lowerBound == matchStart }
            }), "after the edit: \(report())")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { tagsMatch() }), "after the edit: \(report())")
            textView.undoManager?.undo()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { tagsMatch() }), "after undo: \(report())")
            // Leave the document as the other tests expect it: no query, caret at the start.
            find.searchText = ""
            textView.selectedTextRange = textView.textRange(from: textView.beginningOfDocument, to: textView.beginningOfDocument)

            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                hosted.taggedByteRanges(.found).isEmpty && hosted.taggedByteRanges(.highlighted).isEmpty
            }), "tags left after closing: \(report())")
        }
    }

    /// A paragraph as long as a file (a minified file, a log line) gets tags on the results it
    /// shows and the screens around them, not on the whole paragraph, and they are the right ones.
    func testResultsInALongParagraphAreTaggedWhereTheyShow() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let textView = try Self.focusFirstDocument(in: fixture)
            let original = textView.text
            defer { textView.text = original }
            let words = ["garden", "shed", "roof", "beam", "window", "door", "brick", "timber"]
            var generator = SystemRandomNumberGenerator()
            let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
            print("long paragraph seed: \(seed)")
            var state = seed
            let paragraph = (0..<40_000).map { _ -> String in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return words[Int(state >> 33) % words.count]
            }.joined(separator: " ")
            textView.text = paragraph
            let find = try XCTUnwrap(textView.findInteraction)
            fixture.press("ctrl+f", input: "f", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped }), "Ctrl+F did not show the find bar")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.isLoaded && gtk_widget_get_mapped(hosted.widget) != 0 }), "the text is not shown")

            find.searchText = "e"
            let all = paragraph.utf8.filter { $0 == UInt8(ascii: "e") }.count
            @MainActor func near() -> [Range<Int>] {
                let current = textView.highlightedFoundTextRange?.byteRange
                return textView.foundByteRanges(overlapping: hosted.visibleByteRange()).filter { $0 != current }
            }
            // The screens around the one shown are tagged once the loop is idle, which GTK's
            // background layout of documents left open by earlier tests can put off.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                !near().isEmpty && hosted.taggedByteRanges(.found) == near()
            }, timeout: .seconds(60)), "tagged \(hosted.taggedByteRanges(.found).count) ranges, \(near().count) results near the screen")
            let tagged = hosted.taggedByteRanges(.found).count
            XCTAssertLessThan(tagged, all / 10, "\(tagged) of the paragraph's \(all) results are tagged")
            XCTAssertLessThan(hosted.visibleByteRange().count, paragraph.utf8.count / 10)

            find.searchText = ""
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }))
        }
    }

    /// Every range is tagged exactly once, the outermost two first.
    func testTaggingOrderVisitsEveryRangeOnce() {
        for count in 0...300 {
            let order = GtkHostedTextView.taggingOrder(count: count)
            XCTAssertEqual(order.sorted(), Array(0..<count), "count \(count)")
            if count > 1 { XCTAssertEqual(Array(order.prefix(2)), [0, count - 1]) }
        }
    }

    /// Opens the editor's first document (a new one if none is open) with the keyboard in its text.
    @MainActor
    private static func focusFirstDocument(in fixture: BlueprintsGtkFixture) throws -> UITextView {
        let editor = try XCTUnwrap(fixture.editor)
        if editor.openTabs.isEmpty { fixture.press("ctrl+t", input: "t", modifiers: .control) }
        XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.openTabs.isEmpty }))
        editor.selectTab(at: 0)
        fixture.host.window?.makeKey()
        let textView = editor.documentTextView
        XCTAssertTrue(textView.becomeFirstResponder())
        return textView
    }
}
