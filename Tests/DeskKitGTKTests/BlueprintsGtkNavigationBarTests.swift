import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints' editor bar through the real GTK presenter under Xvfb: the widgets of each style,
/// groups collapsing and moving to the overflow as the window narrows, Customize Toolbar…, the
/// title menu with its header, and rename in the entry renaming the file.
final class BlueprintsGtkNavigationBarTests: XCTestCase {
    func testStylesOverflowAndCustomization() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let bar = host.navigationBar
            let item = try XCTUnwrap(fixture.editor?.navigationItem)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.isVisible && bar.content != nil && !bar.placedWidgets.isEmpty }),
                          "the editor's navigation bar never showed")

            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

            // The editor style: back and title at the start, the seed's center items in the middle.
            _ = try fixture.screenshot("nav-style-editor", in: shots)
            XCTAssertEqual(Self.slots(bar, .start), ["‹", "title"])
            XCTAssertEqual(Self.slots(bar, .center), ["Insert", "Draw", "Square", "Circle", "Rectangle", "Diamond", "Label", "Text"])
            XCTAssertEqual(Self.slots(bar, .end), ["…"])

            // The navigator style centers the title and tucks the center items into the overflow.
            item.style = .navigator
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.slots(bar, .center) == ["title"] }), "\(Self.slots(bar, .center))")
            XCTAssertEqual(Self.slots(bar, .start), ["‹"])
            XCTAssertEqual(bar.content?.overflowGroups.count, 4)
            _ = try fixture.screenshot("nav-style-navigator", in: shots)
            // The browser style: a leading title, center items shown.
            item.style = .browser
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.slots(bar, .start) == ["‹", "title"] && Self.slots(bar, .center).count == 8 }))
            _ = try fixture.screenshot("nav-style-browser", in: shots)
            item.style = .editor
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.content?.style == .editor }))

            // Narrower: Shapes collapses to its representative, then groups go to the overflow menu.
            let originalWidth = gtk_widget_get_width(host.gtkWindow), height = gtk_widget_get_height(host.gtkWindow)
            Self.resize(fixture, width: 430, height: height)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Self.slots(bar, .center).contains("Shapes") }), "\(Self.slots(bar, .center)) at \(bar.width)")
            XCTAssertFalse(Self.slots(bar, .center).contains("Square"))
            // The representative opens its group's items; choosing one runs it.
            let textView = try XCTUnwrap(fixture.editor?.documentTextView)
            let text = textView.text
            let shapes = try XCTUnwrap(bar.placedWidgets.first { bar.content?.item(for: $0.element)?.title == "Shapes" }?.widget)
            gtk_widget_activate(shapes)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .group && bar.isPopoverVisible }), "no group menu")
            XCTAssertEqual(bar.popoverTitles, ["Square", "Circle", "Rectangle", "Diamond"])
            XCTAssertTrue(bar.choosePopoverItem("Circle"))
            XCTAssertTrue(textView.text.contains("[Circle]"), textView.text)
            XCTAssertFalse(bar.isPopoverVisible)
            textView.text = text
            // Narrower than the menu bar only through the X server, as a window manager allows.
            let overflows = BlueprintsGtkFixture.hasXdotool
            if overflows {
                Self.resize(fixture, width: 330, height: height)
                XCTAssertTrue(GtkApplicationLoop.iterate(until: { !Self.slots(bar, .center).contains("Label") }), "\(Self.slots(bar, .center)) at \(bar.width)")
            }
            let overflowButton = try XCTUnwrap(bar.placedWidgets.first { $0.element == .overflowButton }?.widget)
            gtk_widget_activate(overflowButton)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .overflow && bar.isPopoverVisible }), "no overflow menu")
            XCTAssertEqual(bar.popoverTitles.contains("Label"), overflows, "\(bar.popoverTitles)")
            XCTAssertEqual(bar.popoverTitles.last, "Customize Toolbar…")

            // Customize Toolbar…: add Format, see it in the bar, reset, Done.
            XCTAssertTrue(bar.choosePopoverItem("Customize Toolbar…"))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.customizationPanelGroups.available == ["BIU"] }), "no customization panel")
            XCTAssertEqual(bar.customizationPanelGroups.shown, ["Draw", "Shapes", "Label, Text"])
            Self.resize(fixture, width: originalWidth, height: height)
            gtk_widget_activate(try XCTUnwrap(bar.customizationControls["Format:add"]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.customizationPanelGroups.shown.last == "BIU" }))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.content?.elementNames.contains("Bold") == true || Self.slots(bar, .center).contains("BIU") }))
            XCTAssertTrue(FileManager.default.fileExists(atPath: NavigationBarCustomizationStore.fileURL(for: "com.jetpack.blueprints.maineditor").path))
            gtk_widget_activate(try XCTUnwrap(bar.customizationControls["Draw:right"]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.customizationPanelGroups.shown.first == "Shapes" }))
            gtk_widget_activate(try XCTUnwrap(bar.customizationControls["reset"]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.customizationPanelGroups.shown == ["Draw", "Shapes", "Label, Text"] }))
            gtk_widget_activate(try XCTUnwrap(bar.customizationControls["done"]))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { gtk_widget_get_visible(bar.customizationPanel) == cgtk_false }))
            XCTAssertFalse(item.isCustomizing)

            // Extra overflow items come after the overflowing groups, before Customize Toolbar….
            let chosen = Counter()
            item.additionalOverflowItems = UIDeferredMenuElement.uncached { completion in
                completion([UIAction(title: "Page Setup…") { _ in chosen.count += 1 }])
            }
            defer { item.additionalOverflowItems = nil }
            let more = try XCTUnwrap(bar.placedWidgets.first { $0.element == .overflowButton }?.widget)
            gtk_widget_activate(more)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .overflow && bar.isPopoverVisible }), "no overflow menu")
            XCTAssertEqual(bar.popoverTitles, ["Page Setup…", "Customize Toolbar…"])
            XCTAssertTrue(bar.choosePopoverItem("Page Setup…"))
            XCTAssertEqual(chosen.count, 1)
            print("GTK navigation bar screenshots: \(shots.path)")
        }
    }

    func testTitleMenuAndRenameRenameTheFile() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let bar = host.navigationBar
            let editor = try XCTUnwrap(fixture.editor)
            let folder = try XCTUnwrap(DocumentFolder.directory)
            host.window?.makeKey()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isActive && bar.placedWidgets.contains { $0.element == .title } }))
            let original = editor.currentTab.document.title

            // The title menu: the document's header, the suggested actions, Comments.
            let title = try XCTUnwrap(bar.placedWidgets.first { $0.element == .title }?.widget)
            gtk_widget_activate(title)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .title && bar.isPopoverVisible }), "no title menu")
            XCTAssertEqual(bar.popoverTitles, ["Share…", "Duplicate", "Move", "Rename", "Export", "Print", "Comments"])
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(original).txt").path))
            // The title drags out as the document's file.
            XCTAssertEqual(bar.titleDragContent, folder.appendingPathComponent("\(original).txt").absoluteString + "\r\n")

            // Share… opens the share sheet under the title; Copy copies the file's URI.
            XCTAssertTrue(bar.choosePopoverItem("Share…"))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .share && bar.isPopoverVisible }), "no share sheet")
            XCTAssertEqual(bar.popoverTitles, ["Copy", "Open With…", "Send by Email"])
            XCTAssertTrue(bar.choosePopoverItem("Copy"))
            XCTAssertEqual(UIPasteboard.general.string, folder.appendingPathComponent("\(original).txt").absoluteString)
            XCTAssertNil(editor.navigationItem.presentedActivityViewController)
            // Closed without a choice, the sheet is dismissed.
            XCTAssertTrue(editor.navigationItem.presentShareSheet())
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .share && bar.isPopoverVisible }))
            gtk_popover_popdown(cgtk_popover(try XCTUnwrap(bar.popover)))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.navigationItem.presentedActivityViewController == nil }), "the sheet stayed")

            // A name that is taken: the error shows above the text and the entry opens again.
            DocumentFolder.save(SampleDocuments.all[1])
            XCTAssertTrue(editor.navigationItem.beginRenaming())
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryHasFocus }), "the rename entry did not get the keyboard")
            bar.typeIntoRenameEntry(SampleDocuments.all[1].title)
            fixture.press("Return", input: "\r", modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.renameError != nil }), "no rename error")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.lastDrawnTexts.contains { $0.contains("already exists") } }),
                          "the error is not drawn: \(host.lastDrawnTexts)")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryText == "\(SampleDocuments.all[1].title).txt" }))
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            _ = try fixture.screenshot("nav-rename-error", in: shots)
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil && !editor.navigationItem.isRenaming }))
            XCTAssertEqual(editor.currentTab.document.title, original)

            // Rename: the entry replaces the title with the name selected, Enter renames the file.
            gtk_widget_activate(try XCTUnwrap(bar.placedWidgets.first { $0.element == .title }?.widget))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.popoverKind == .title && bar.isPopoverVisible }), "no title menu")
            XCTAssertTrue(bar.choosePopoverItem("Rename"))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryHasFocus }), "the rename entry did not get the keyboard")
            XCTAssertEqual(bar.renameEntrySelectedText, original)
            XCTAssertTrue(bar.placedWidgets.contains { $0.element == .title && $0.widget == bar.renameEntry })
            if BlueprintsGtkFixture.canSendKeys {
                fixture.xdotool(["type", "--delay", "40", "Shed Plan"])
            } else {
                bar.typeIntoRenameEntry("Shed Plan")
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.navigationItem.renameField?.text == "Shed Plan.txt" }),
                          "the core has \(editor.navigationItem.renameField?.text ?? "no rename")")
            XCTAssertEqual(bar.renameEntryText, "Shed Plan.txt")
            let rebuilds = bar.rebuildCount
            fixture.press("Return", input: "\r", modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == "Shed Plan" }), "Enter did not rename")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shed Plan.txt").path))
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(original).txt").path))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil && bar.content?.title == "Shed Plan.txt" }))
            XCTAssertGreaterThan(bar.rebuildCount, rebuilds)
            XCTAssertNil(editor.renameError)

            // Focus leaving the entry (a click in the document) renames with the name as typed.
            XCTAssertTrue(editor.navigationItem.beginRenaming())
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntryHasFocus }), "the rename entry did not get the keyboard")
            bar.typeIntoRenameEntry("Barn Plan")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.navigationItem.renameField?.text == "Barn Plan.txt" }))
            fixture.application.handleClick(at: CGPoint(x: 300, y: 300), button: .primary, in: try XCTUnwrap(host.window))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.currentTab.document.title == "Barn Plan" }),
                          "leaving the entry did not rename: \(editor.currentTab.document.title)")
            XCTAssertFalse(editor.navigationItem.isRenaming)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil }))

            // Back to the original name, so other tests find the document as they expect.
            XCTAssertTrue(editor.navigationItem.beginRenaming())
            let field = try XCTUnwrap(editor.navigationItem.renameField)
            field.replaceText(original, selectedRange: original.endIndex..<original.endIndex)
            XCTAssertTrue(editor.navigationItem.commitRenaming())
            XCTAssertEqual(editor.currentTab.document.title, original)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.renameEntry == nil }))
        }
    }

    @MainActor
    private final class Counter {
        var count = 0
    }

    /// A navigation item with only a title (the document browser's) shows no bar.
    func testOnlyItemsWithMoreThanATitleShowABar() {
        MainActor.assumeIsolated {
            let plain = UINavigationItem(title: "Documents")
            XCTAssertFalse(plain.showsBar)
            plain.style = .browser
            XCTAssertTrue(plain.showsBar)
            let withItem = UINavigationItem(title: "Documents")
            withItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
            XCTAssertTrue(withItem.showsBar)
            let withBack = UINavigationItem(title: "Plan")
            withBack.backAction = UIAction(title: "Back") { _ in }
            XCTAssertTrue(withBack.showsBar)
        }
    }

    /// Names of the widgets in one part of the bar, left to right: item titles, "‹", "…", "title".
    @MainActor
    private static func slots(_ bar: GtkNavigationBar, _ slot: GtkNavigationBar.Slot) -> [String] {
        bar.placedWidgets.filter { $0.slot == slot }.map { placed in
            switch placed.element {
            case .backButton: "‹"
            case .overflowButton: "…"
            case .title: "title"
            default: bar.content?.item(for: placed.element)?.title ?? "?"
            }
        }
    }

    /// Resizes the window as a user would, and lets GTK lay it out. Through the X server when
    /// xdotool is there (it may go below the menu bar's width, as a window manager lets a user),
    /// else through GTK, which keeps the menu bar's width.
    @MainActor
    private static func resize(_ fixture: BlueprintsGtkFixture, width: Int32, height: Int32) {
        let title = String(cString: gtk_window_get_title(cgtk_window(fixture.host.gtkWindow)))
        if BlueprintsGtkFixture.hasXdotool {
            // The title is matched as a regular expression ("*" marks an unsaved document).
            let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
            fixture.xdotool(["search", "--name", pattern, "windowsize", "\(width)", "\(height)"])
        } else {
            gtk_window_set_default_size(cgtk_window(fixture.host.gtkWindow), width, height)
        }
        GtkApplicationLoop.iterate(until: { fixture.host.navigationBar.width == CGFloat(width) }, timeout: .seconds(2))
    }
}
