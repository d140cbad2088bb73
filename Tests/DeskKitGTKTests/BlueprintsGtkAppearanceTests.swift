import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints follows GTK's settings in the parts it draws itself: a dark preference, a
/// high-contrast theme and the desktop's text scaling reach the window's traits, and the tab strip
/// is drawn in the matching colours and sizes.
final class BlueprintsGtkAppearanceTests: XCTestCase {
    func testGtkSettingsReachTheTraitsAndTheDrawnTabStrip() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let editor = try XCTUnwrap(fixture.editor)
            let theme = cgtk_settings_get_string("gtk-theme-name").map { raw in
                defer { g_free(raw) }
                return String(cString: raw)
            } ?? "Adwaita"
            let dpi = cgtk_settings_get_int("gtk-xft-dpi")
            defer {
                cgtk_settings_set_bool("gtk-application-prefer-dark-theme", cgtk_false)
                cgtk_settings_set_string("gtk-theme-name", theme)
                cgtk_settings_set_int("gtk-xft-dpi", dpi)
                _ = GtkApplicationLoop.iterate(until: { window.traitCollection.userInterfaceStyle == .light
                    && window.traitCollection.preferredContentSizeCategory == .large })
            }
            let renderer = fixture.host.renderer.widget
            // A point of the tab strip right of every tab: its background, secondarySystemBackground.
            let strip = { CGPoint(x: CGFloat(gtk_widget_get_width(renderer)) - 6, y: 6) }
            let stripPixel = { (try? GtkWidgetSnapshot.pixel(at: strip(), of: renderer)) ?? [] }
            let expected = { (traits: UITraitCollection) -> [UInt8] in
                let color = UIColor.secondarySystemBackground.resolvedColor(with: traits)
                return [color.red, color.green, color.blue].map { UInt8(($0 * 255).rounded()) } + [255]
            }
            let close = { (a: [UInt8], b: [UInt8]) in a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 2 } }
            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
            XCTAssertTrue(close(stripPixel(), expected(window.traitCollection)), "light strip \(stripPixel())")

            // Dark, as GNOME's dark style asks through GTK.
            cgtk_settings_set_bool("gtk-application-prefer-dark-theme", cgtk_true)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { window.traitCollection.userInterfaceStyle == .dark }),
                          "the window's traits stayed light")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { close(stripPixel(), expected(window.traitCollection)) }),
                          "the tab strip was not drawn dark: \(stripPixel()) against \(expected(window.traitCollection))")

            // A high-contrast theme.
            cgtk_settings_set_bool("gtk-application-prefer-dark-theme", cgtk_false)
            cgtk_settings_set_string("gtk-theme-name", "HighContrast")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                window.traitCollection.accessibilityContrast == .high && window.traitCollection.userInterfaceStyle == .light
            }), "the window's traits missed the high-contrast theme")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { close(stripPixel(), expected(window.traitCollection)) }),
                          "the tab strip was not drawn in high contrast: \(stripPixel())")
            XCTAssertNotEqual(expected(window.traitCollection), expected(UITraitCollection()))

            // Text scaled by 1.25: the tabs' titles and the strip grow with it.
            let layer = fixture.host.accessibility
            let tabHeights = { layer.shownElements.filter { $0.role == GTK_ACCESSIBLE_ROLE_BUTTON }.map(\.frame.height) }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Set(tabHeights()) == [32] }), "the tabs' elements are \(tabHeights()) high")
            cgtk_settings_set_int("gtk-xft-dpi", Int32(96 * 1024 * 1.25))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { window.traitCollection.preferredContentSizeCategory == .extraExtraLarge }),
                          "the window's traits missed the text scaling")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { Set(tabHeights()) == [40.5] }),
                          "the tabs' elements are \(tabHeights()) high, not the scaled 40.5")
            let title = editor.currentTab.document.title
            XCTAssertEqual(Self.labels(in: window).first { $0.text == title && $0.accessibilityTraits.contains(.button) }?.font.pointSize, 16,
                           "the tab's title is not 13 points scaled by 1.24")
        }
    }

    @MainActor
    private static func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview in (subview as? UILabel).map { [$0] } ?? labels(in: subview) }
    }
}
