import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints through the real GTK presenter under Xvfb: keys in, menu bar, drawing and overlay out.
///
/// One test method, because the GTK app and the core's main menu system are per process.
final class BlueprintsGtkSmokeTests: XCTestCase {
    func testTabsMenusOverlayAndContextMenuThroughGtk() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let editor = try XCTUnwrap(fixture.editor)
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            var saved: [String] = []
            saved.append(try fixture.screenshot("01-launch", in: shots))

            // The menu bar is the validated main menu, with GTK accelerators displayed.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.menus.menuTitles.contains("Bookmarks") }))
            XCTAssertEqual(host.menus.menuTitles, ["Blueprints", "File", "Edit", "Format", "View", "Bookmarks", "Window", "Help"])
            let file = host.menus.items(inMenu: "File")
            XCTAssertEqual(file.first, GtkMenuModelItem(title: "New Tab", accelerator: "<Control>t", isEnabled: true))
            XCTAssertEqual(file.first { $0.title == "Print…" }?.isEnabled, true, "the editor prints its document")

            // Ctrl+T: the core opens a second tab; title, drawing and menus follow.
            let tabsBefore = editor.openTabs.count
            fixture.press("ctrl+t", input: "t", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count == tabsBefore + 1 }, timeout: .seconds(3)),
                          "Ctrl+T did not open a tab")
            let titles = editor.openTabs.map(\.document.title)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { titles.allSatisfy(host.lastDrawnTexts.contains) }),
                          "drawn texts \(host.lastDrawnTexts) lack \(titles)")
            XCTAssertEqual(String(cString: gtk_window_get_title(cgtk_window(host.gtkWindow))), editor.currentTab.document.title)
            saved.append(try fixture.screenshot("02-second-tab", in: shots))

            // Ctrl+D: the Bookmarks menu retitles its command and lists the tab.
            fixture.press("ctrl+d", input: "d", modifiers: .control)
            let bookmarked = editor.currentTab.document.title
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                host.menus.items(inMenu: "Bookmarks").map(\.title) == ["Remove from Bookmarks", bookmarked]
            }, timeout: .seconds(3)), "Bookmarks menu: \(host.menus.items(inMenu: "Bookmarks"))")

            // Holding Ctrl alone shows the overlay; releasing it hides it.
            fixture.setControlHeld(true)
            let start = ContinuousClock.now
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.overlay.isPanelMapped }, timeout: .seconds(3)),
                          "holding Ctrl did not show the overlay")
            XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(900), "the overlay showed before the hold delay")
            XCTAssertTrue(host.overlay.displayedTexts.contains("New Tab"), "\(host.overlay.displayedTexts)")
            saved.append(try fixture.screenshot("03-overlay-hold", in: shots))
            fixture.setControlHeld(false)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.overlay.isPanelMapped }, timeout: .seconds(2)),
                          "releasing Ctrl did not hide the overlay")

            // Ctrl+? shows it until dismissed; searching filters; choosing an entry performs it.
            fixture.press("ctrl+question", input: "?", modifiers: [.control, .shift])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.overlay.isPanelMapped }, timeout: .seconds(3)),
                          "Ctrl+? did not show the overlay")
            XCTAssertTrue(host.overlay.displayedTexts.contains("New Tab"))
            XCTAssertTrue(host.overlay.displayedTexts.contains("Quit Blueprints"))
            host.overlay.searchText = "tab"
            XCTAssertTrue(host.overlay.displayedTexts.contains("New Tab"))
            XCTAssertFalse(host.overlay.displayedTexts.contains("Quit Blueprints"))
            saved.append(try fixture.screenshot("04-overlay-search", in: shots))
            let tabsBeforeEntry = editor.openTabs.count
            XCTAssertTrue(host.overlay.activateEntry(titled: "New Tab"))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { editor.openTabs.count == tabsBeforeEntry + 1 && !host.overlay.isPanelMapped },
                                                     timeout: .seconds(2)), "the overlay entry did not run New Tab")

            // A context menu from the core shows as a popover whose items perform through the core.
            var chosen: [String] = []
            let menu = UIMenu(children: [UIAction(title: "Rename Tab") { chosen.append($0.title) }])
            let window = try XCTUnwrap(host.window)
            fixture.presenter.presentContextMenu(menu, at: CGPoint(x: 200, y: 200), in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "context menu did not show")
            host.contextMenus.activate(actionID: 1)
            XCTAssertEqual(chosen, ["Rename Tab"])
            fixture.presenter.dismissContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.isContextMenuVisible }), "context menu did not hide")

            // File ▸ New Window opens a second GTK window; closing it from the window manager ends its scene.
            XCTAssertTrue(fixture.application.sendAction("requestNewWindow:", to: nil, from: nil, for: nil))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.hosts.count == 2 }), "no second window")
            let second = fixture.presenter.hosts[1]
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { second.renderer.drawCount > 0 && !second.menus.menuTitles.isEmpty }))
            gtk_window_close(cgtk_window(second.gtkWindow))  // what the window manager's close button sends
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.hosts.count == 1 }), "the closed window stayed")
            XCTAssertEqual(fixture.application.connectedScenes.count, 1)
            XCTAssertFalse(fixture.application.isTerminated, "closing one of two windows must not quit")
            XCTAssertTrue(fixture.application.keyWindow === host.window)

            for path in saved {
                let data = try XCTUnwrap(FileManager.default.contents(atPath: path), path)
                XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], path)
            }
            print("GTK screenshots: \(shots.path)")
        }
    }
}
