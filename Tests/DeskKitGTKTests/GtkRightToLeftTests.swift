import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// In Arabic the window mirrors as an iPad's does: the navigation bar's back button goes to the
/// right of the title, the find bar's fields swap sides and the menu bar runs from the right.
final class GtkRightToLeftTests: XCTestCase {
    @MainActor
    private static func left(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> Float? {
        var bounds = graphene_rect_t()
        return gtk_widget_compute_bounds(widget, window, &bounds) != cgtk_false ? bounds.origin.x : nil
    }

    @MainActor
    private static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_get_visible(current) != cgtk_false { result.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    func testArabicMirrorsTheNavigationBarFindBarAndMenuBar() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let bar = host.navigationBar
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { bar.isVisible && !bar.placedWidgets.isEmpty }), "no navigation bar")
            let window = host.gtkWindow
            @MainActor func backAndTitle() -> (Float, Float)? {
                guard let back = bar.placedWidgets.first(where: { $0.element == .backButton })?.widget,
                      let title = bar.placedWidgets.first(where: { $0.element == .title })?.widget,
                      let backX = Self.left(back, in: window), let titleX = Self.left(title, in: window) else { return nil }
                return (backX, titleX)
            }
            @MainActor func menuTitlesLeftToRight() -> [Float] {
                Self.children(of: host.menus.menuBar).compactMap { Self.left($0, in: window) }
            }
            let english = try XCTUnwrap(backAndTitle())
            XCTAssertLessThan(english.0, english.1, "back is left of the title in English")
            let find = try XCTUnwrap(fixture.editor?.documentTextView.findInteraction)
            find.presentFindNavigator(showingReplace: false)
            defer { find.dismissFindNavigator() }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped }), "the find bar did not show")
            @MainActor func entryLeftOfOptions() -> Bool? {
                guard let entry = Self.left(host.findBar.searchEntry, in: window),
                      let options = Self.left(host.findBar.optionsButton, in: window), entry != options else { return nil }
                return entry < options
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { entryLeftOfOptions() == false }),
                          "in English the options button is left of the search entry")
            let englishMenus = menuTitlesLeftToRight()
            XCTAssertGreaterThan(englishMenus.count, 5)
            XCTAssertEqual(englishMenus, englishMenus.sorted(), "menus run from the left in English")

            let direction = LocalizationLanguage.$pinned.withValue("ar") { UIApplication.shared.userInterfaceLayoutDirection }
            XCTAssertEqual(direction, .rightToLeft)
            GtkLayoutDirection.apply(direction)
            defer {
                GtkLayoutDirection.apply(.leftToRight)
                _ = GtkApplicationLoop.iterate(until: { backAndTitle().map { $0.0 < $0.1 } ?? false })
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { backAndTitle().map { $0.0 > $0.1 } ?? false }),
                          "back should be right of the title in Arabic: \(String(describing: backAndTitle()))")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { entryLeftOfOptions() == true }),
                          "the find bar's entry should be left of its options button in Arabic")
            let arabicMenus = menuTitlesLeftToRight()
            XCTAssertEqual(arabicMenus, arabicMenus.sorted(by: >), "the first menu is rightmost in Arabic: \(arabicMenus)")
        }
    }
}
