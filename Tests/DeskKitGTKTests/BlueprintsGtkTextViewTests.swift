import BlueprintsApp
import CGtk
import DeskKit
import DeskKitTestSupport
import Foundation
import XCTest
@testable import DeskKitGTK

/// The editor's text in GTK's own text view: typing, an input method's commit, undo and paging
/// go through the core; dialogs are GTK's; Blueprints opens and saves a file from its command line.
final class BlueprintsGtkTextViewTests: XCTestCase {
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    func testTypingAnInputMethodUndoAndPageDownGoThroughTheCore() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let lines = (1...400).map { "Line \($0) of the cutting list: 45 × 70 mm studs." }.joined(separator: "\n") + "\n"
            let (textView, hosted) = try fixture.showInEditor(try temporaryFile("list.txt", lines))
            textView.select(0..<0)
            GtkApplicationLoop.iterate(for: .milliseconds(100))

            fixture.type("Oak ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text.hasPrefix("Oak Line 1") }), "typed keys did not reach the core: \(textView.text.prefix(20))")
            XCTAssertEqual(hosted.bufferText, textView.text)
            XCTAssertEqual(textView.selectedByteRange, 4..<4)

            // An input method commits through the buffer's interactive insert, as GtkIMContext's commit does.
            gtk_text_buffer_insert_interactive_at_cursor(hosted.buffer, "é", -1, cgtk_true)
            XCTAssertTrue(textView.text.hasPrefix("Oak éLine 1"), String(textView.text.prefix(20)))
            XCTAssertEqual(hosted.bufferText, textView.text)

            // Undo is the core's: one typing step, and the GTK text follows.
            XCTAssertTrue(textView.undoManager?.canUndo ?? false)
            fixture.press("ctrl+z", input: "z", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text == lines }), String(textView.text.prefix(20)))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { hosted.bufferText == lines }))

            // Page Down scrolls by a page and moves the caret; Ctrl+End goes to the end.
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(hosted.widget))!
            // The key is pressed once GTK has laid out the text again after the undo (on a busy
            // machine a page is measured with the layout still under way).
            var laidOut = (-1.0, -1.0)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                let now = (gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment))
                defer { laidOut = now }
                return now == laidOut && now.1 > 100 && now.0 > 4 * now.1
            }), "GTK never laid the text out")
            let before = gtk_adjustment_get_value(adjustment)
            fixture.press("Next", input: UIKeyCommand.inputPageDown, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { gtk_adjustment_get_value(adjustment) > before + 100 }),
                          "Page Down left the view at \(gtk_adjustment_get_value(adjustment))")
            XCTAssertGreaterThan(textView.selectedByteRange.lowerBound, 0, "the caret moved down with the page")
            fixture.press("ctrl+End", input: UIKeyCommand.inputEnd, modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.selectedByteRange == lines.utf8.count..<lines.utf8.count }))
            XCTAssertEqual(fixture.editor?.currentTab.isEdited, true, "typing marks the tab edited")
        }
    }

    /// Each tab keeps its own GTK text view: switching back shows the same buffer, laid out and
    /// as edited, without loading it again; a closed tab's GTK text view goes with it.
    func testEachTabKeepsItsGtkTextViewAcrossSwitches() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let lines = (1...300).map { "Joist \($0): 47 × 150 mm at 400 mm centres." }.joined(separator: "\n") + "\n"
            let (first, firstHosted) = try fixture.showInEditor(try temporaryFile("joists.txt", lines))
            first.select(0..<0)
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            fixture.type("Oak ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { first.text.hasPrefix("Oak Joist 1") }))
            let firstTab = editor.selectedTabIndex

            weak var second: UITextView?
            do {
                let (shown, _) = try fixture.showInEditor(try temporaryFile("rafters.txt", "Rafters: 38 × 125 mm.\n"))
                second = shown
                XCTAssertFalse(shown === first)
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { firstHosted.placement == nil }), "the hidden tab's GTK view still shows")

            editor.selectTab(at: firstTab)
            XCTAssertTrue(editor.documentTextView === first)
            XCTAssertTrue(fixture.presenter.hostedTextView(for: first) === firstHosted)
            XCTAssertTrue(firstHosted.isLoaded, "the buffer was loaded again")
            XCTAssertEqual(firstHosted.bufferText, "Oak " + lines)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { firstHosted.placement != nil && firstHosted.hasFocus }))
            XCTAssertEqual(first.undoManager?.canUndo, true, "the tab's undo history stays with it")

            // Closing the other tab lets its text view, and its GTK text view, go.
            let secondTab = try XCTUnwrap(editor.openTabs.firstIndex { $0.document.title == "rafters.txt" })
            editor.selectTab(at: secondTab)
            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { second == nil }), "the closed tab's text view is still held")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                fixture.host.hostedTextViews.values.allSatisfy { $0.textView != nil }
            }), "the closed tab's GTK text view was not let go")
        }
    }

    /// Edits typed in GTK's text view are offered to the text view's delegate first, with
    /// UTF-16 ranges; one it refuses is refused by GTK too, so the buffer keeps the core's text.
    func testTheDelegateRefusesEditsTypedInGtksTextView() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted) = try fixture.showInEditor(try temporaryFile("refuse.txt", "😀 fir\n"))
            let editorDelegate = textView.delegate
            let refusing = RefusingDigitsDelegate()
            textView.delegate = refusing
            defer { textView.delegate = editorDelegate }
            textView.select(8..<8)
            GtkApplicationLoop.iterate(for: .milliseconds(100))

            fixture.type("s7t")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { textView.text == "😀 first\n" }), textView.text)
            XCTAssertEqual(hosted.bufferText, textView.text, "GTK refused the digit too")
            // The emoji is two UTF-16 units: "s" went in at unit 6.
            XCTAssertEqual(refusing.asked.map(\.location), [6, 7, 7])
            // An input method's commit is asked about and refused the same way.
            gtk_text_buffer_insert_interactive_at_cursor(hosted.buffer, "4", -1, cgtk_true)
            XCTAssertEqual(textView.text, "😀 first\n")
            XCTAssertEqual(hosted.bufferText, textView.text)
        }
    }

    /// A file of long paragraphs loads a paragraph at a time: none is left half loaded between
    /// chunks, where moving the caret in it could hang GTK 4.8 (Pango).
    func testLongParagraphsLoadWhole() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let sentence = "The rafters rest on the wall plate and are nailed to the ridge board. "
            let paragraph = String(repeating: sentence, count: 1_500) + "\n"
            let text = String(repeating: paragraph, count: 40)
            let bytes = Array(text.utf8)
            let editor = try XCTUnwrap(fixture.editor)
            editor.open([try temporaryFile("rafters.txt", text)])
            let textView = editor.documentTextView
            var ends: Set<Int> = []
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView), textView.text.utf8.count == bytes.count else { return false }
                ends.insert(hosted.loadedBytes)
                return hosted.isLoaded
            }), "the document did not load")
            let cut = ends.filter { $0 > 0 && $0 < bytes.count && bytes[$0 - 1] != UInt8(ascii: "\n") }
            XCTAssertGreaterThan(ends.count, 2, "loaded in one piece: \(ends.sorted())")
            XCTAssertEqual(cut, [], "paragraphs cut between chunks at \(cut.sorted())")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            XCTAssertEqual(hosted.bufferText, text)
        }
    }

    /// While a large document loads, GTK's caret stays where it is: at first at the start (an
    /// empty buffer's caret sits at its end, and used to ride along with every chunk, so the first
    /// arrow key jumped to wherever loading had got), then where the user clicked.
    func testTheCaretStaysPutWhileADocumentLoads() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let line = "Joists at 400 mm centres, spanning 3.6 m between the bearing walls.\n"
            let text = String(repeating: line, count: 60_000)
            let editor = try XCTUnwrap(fixture.editor)
            editor.open([try temporaryFile("joists.txt", text)])
            let textView = editor.documentTextView
            let clicked = 2 * line.utf8.count + 7
            var expected = 0..<0
            var whileLoading: [(loaded: Int, gtk: Range<Int>?, core: Range<Int>)] = []
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                guard let hosted = fixture.presenter.hostedTextView(for: textView), hosted.loadedBytes > 0 else { return false }
                if hosted.isLoaded { return true }
                whileLoading.append((hosted.loadedBytes, hosted.gtkSelection(), textView.selectedByteRange))
                if whileLoading.count == 3 {
                    // The user clicks into the third line.
                    var iter = GtkTextIter()
                    gtk_text_buffer_get_iter_at_offset(hosted.buffer, &iter, Int32(clicked))
                    gtk_text_buffer_place_cursor(hosted.buffer, &iter)
                    expected = clicked..<clicked
                }
                return false
            }), "the document did not load")
            XCTAssertGreaterThan(Set(whileLoading.map(\.loaded)).count, 3, "too few chunks seen while loading")
            let wrong = whileLoading.enumerated().filter { index, seen in
                let want = index < 3 ? 0..<0 : clicked..<clicked
                return seen.gtk != want || seen.core != want
            }
            XCTAssertEqual(wrong.count, 0, "caret while loading (index, loaded, GTK, core): \(wrong.prefix(5))")
            let hosted = try XCTUnwrap(fixture.presenter.hostedTextView(for: textView))
            XCTAssertEqual(hosted.gtkSelection(), expected)
            XCTAssertEqual(textView.selectedByteRange, expected)
        }
    }

    /// GTK lays a large text out in the background for seconds after it loads; meanwhile a
    /// context menu still opens, the results on the screen shown are tagged and another
    /// document opens.
    func testMenusAndResultsDoNotWaitForGtksBackgroundLayout() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let line = "Purlins of 75 × 225 mm, fixed to the rafters with two 100 mm screws each.\n"
            let (textView, hosted) = try fixture.showInEditor(try temporaryFile("purlins.txt", String(repeating: line, count: 120_000)))
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(hosted.widget)))
            let heightWhenLoaded = gtk_adjustment_get_upper(adjustment)

            let menu = UIMenu(children: [UIAction(title: "Measure") { _ in }])
            fixture.presenter.presentContextMenu(menu, at: CGPoint(x: 200, y: 200), in: try XCTUnwrap(host.window))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.contextPopover.map { gtk_widget_get_mapped($0) != cgtk_false } ?? false }),
                          "no context menu while GTK lays the text out")
            fixture.presenter.dismissContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.isContextMenuVisible }))

            let find = try XCTUnwrap(textView.findInteraction)
            find.presentFindNavigator(showingReplace: false)
            find.searchText = "screws"
            @MainActor func shown() -> Set<Range<Int>> {
                let current = textView.highlightedFoundTextRange?.byteRange
                return Set(textView.foundByteRanges(overlapping: hosted.visibleByteRange(marginScreens: 0)).filter { $0 != current })
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !shown().isEmpty && shown().isSubset(of: hosted.taggedByteRanges(.found)) }),
                          "tagged \(hosted.taggedByteRanges(.found).count) results, \(shown().count) on the screen")
            // All of that happened while GTK was still laying the text out.
            let heightThen = gtk_adjustment_get_upper(adjustment)
            GtkApplicationLoop.iterate(for: .milliseconds(300))
            XCTAssertGreaterThan(gtk_adjustment_get_upper(adjustment), heightThen, "GTK had finished its layout (from \(heightWhenLoaded))")
            find.dismissFindNavigator()
            // Another document opened meanwhile shows, with the keyboard, without waiting either.
            let (note, _) = try fixture.showInEditor(try temporaryFile("note.txt", "Order the purlins on Monday.\n"))
            XCTAssertEqual(note.text, "Order the purlins on Monday.\n")
        }
    }

    func testFontColourInsetsPaddingAndAlignmentReachGtksTextView() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (textView, hosted) = try fixture.showInEditor(try temporaryFile("styled.txt", "Monospaced, light on dark.\n"))
            let (font, color, inset, padding) = (textView.font, textView.textColor, textView.textContainerInset, textView.textContainer.lineFragmentPadding)
            defer {
                (textView.font, textView.textColor, textView.textContainerInset, textView.textContainer.lineFragmentPadding) = (font, color, inset, padding)
                textView.indicatorStyle = .default
                textView.textAlignment = .natural
                textView.showsVerticalScrollIndicator = true
            }
            textView.textAlignment = .center
            textView.showsVerticalScrollIndicator = false
            textView.font = .monospacedSystemFont(ofSize: 20, weight: .bold)
            textView.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            textView.textContainerInset = UIEdgeInsets(top: 12, left: 3, bottom: 4, right: 7)
            textView.textContainer.lineFragmentPadding = 0
            textView.indicatorStyle = .white
            let gtkView = cgtk_text_view(hosted.view)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                gtk_text_view_get_left_margin(gtkView) == 3 && gtk_text_view_get_top_margin(gtkView) == 12
            }), "margins: \(gtk_text_view_get_left_margin(gtkView)), \(gtk_text_view_get_top_margin(gtkView))")
            XCTAssertEqual(gtk_text_view_get_right_margin(gtkView), 7)
            XCTAssertEqual(gtk_text_view_get_bottom_margin(gtkView), 4)
            XCTAssertEqual(gtk_text_view_get_justification(gtkView), GTK_JUSTIFY_CENTER)
            var horizontal = GTK_POLICY_AUTOMATIC, vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(cgtk_scrolled_window(hosted.widget), &horizontal, &vertical)
            XCTAssertEqual(vertical, GTK_POLICY_EXTERNAL, "no vertical bar, the text still scrolls")
            // GTK's style for the view itself: the monospaced face at 20 px, bold.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                let description = pango_context_get_font_description(gtk_widget_get_pango_context(hosted.view))
                let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
                return family == "monospace" && pango_font_description_get_weight(description) == PANGO_WEIGHT_BOLD
            }), "the text view's font did not follow UITextView.font")
            XCTAssertTrue(hosted.shownCSS.contains("color: rgba(255,0,0,1"), hosted.shownCSS)
            XCTAssertTrue(hosted.shownCSS.contains("scrollbar slider"), hosted.shownCSS)
        }
    }

    func testClosingAskWithAGtkDialogAndOpenUsesGtksChooser() throws {
        try MainActor.assumeIsolated {
            guard BlueprintsGtkFixture.isX11 else {
                throw XCTSkip("Under Weston the window does not get the keyboard back when the dialog over it closes (gtk_window_present without an activation token), so the second Ctrl+W reaches no window; this test runs under X11.")
            }
            let fixture = try BlueprintsGtkFixture.get()
            let editor = try XCTUnwrap(fixture.editor)
            let (textView, _) = try fixture.showInEditor(try temporaryFile("dialog.txt", "words\n"))
            textView.select(0..<0)
            fixture.type("more ")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.isEdited }))
            let tabs = editor.openTabs.count

            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.alertWindow.map { gtk_widget_get_mapped($0.window) != cgtk_false } ?? false }),
                          "no dialog asked to save")
            let alert = try XCTUnwrap(fixture.presenter.alertWindow)
            XCTAssertEqual(alert.buttons.map { $0.action.title }, ["Save", "Don't Save", "Cancel"])
            let cancel = try XCTUnwrap(alert.buttons.first { $0.action.title == "Cancel" }?.widget)
            gtk_widget_activate(cancel)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.alertWindow == nil }), "Cancel left the dialog open")
            XCTAssertEqual(editor.openTabs.count, tabs)

            fixture.press("ctrl+w", input: "w", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.alertWindow != nil }))
            let dontSave = try XCTUnwrap(fixture.presenter.alertWindow?.buttons.first { $0.action.title == "Don't Save" }?.widget)
            gtk_widget_activate(dontSave)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count == tabs - 1 }))

            let other = try temporaryFile("picked.txt", "picked text\n")
            fixture.press("ctrl+o", input: "o", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.documentChooser != nil }), "Ctrl+O showed no file chooser")
            // Answered once GTK's chooser has read its folder, as a person would: hidden while
            // it still reads it, GTK 4.8 reports the cancelled read in a modal dialog of its own.
            GtkApplicationLoop.iterate(for: .milliseconds(500))
            fixture.presenter.documentChooser?.choose([other])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == "picked.txt" }))
            XCTAssertNil(fixture.presenter.documentChooser)
            XCTAssertEqual(editor.documentTextView.text, "picked text\n")
            GtkApplicationLoop.iterate(for: .milliseconds(200))
            XCTAssertEqual(fixture.otherMappedWindows, [], "a window is left over the editor")
        }
    }

    func testExportWritesAPDFWhoseFirstPageHasTheFirstWords() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let text = "Garden shed plan\n" + String(repeating: "Walls of spruce studs at 600 mm centres.\n", count: 200)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-\(UUID().uuidString).pdf")
            defer { try? FileManager.default.removeItem(at: url) }
            let printer = UIPrintInteractionController.shared
            printer.printFormatter = UISimpleTextPrintFormatter(text: text)
            try printer.exportPDF(to: url)
            let data = try Data(contentsOf: url)
            XCTAssertEqual(data.prefix(5), Data("%PDF-".utf8))
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") else {
                throw XCTSkip("pdftotext (poppler-utils) is not installed; scripts/install-deps installs it")
            }
            let firstPage = try Self.run("/usr/bin/pdftotext", ["-f", "1", "-l", "1", url.path, "-"])
            XCTAssertTrue(firstPage.hasPrefix("Garden shed plan"), firstPage.prefix(80).description)
            let info = try Self.run("/usr/bin/pdfinfo", [url.path])
            let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
            XCTAssertGreaterThan(pages, 1, "200 lines take more than one page")
        }
    }
}

/// Refuses every edit that would insert a digit, recording the ranges it is asked about.
@MainActor
private final class RefusingDigitsDelegate: UITextViewDelegate {
    var asked: [NSRange] = []

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked.append(range)
        return !text.contains { $0.isNumber }
    }
}
