import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A label's `lineBreakMode` decides how Pango wraps and cuts its text: an ellipsis at the end,
/// start or middle, or the text simply cut.
final class GtkLineBreakModeTests: XCTestCase {
    func testEachModeCutsTheTextItsWay() {
        MainActor.assumeIsolated {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 100)!
            let cairo = cairo_create(surface)!
            defer { cairo_destroy(cairo); cairo_surface_destroy(surface) }
            let text = "A sentence much too long to fit in a hundred points, in any font at all"
            let cases: [(NSLineBreakMode, PangoEllipsizeMode, Bool)] = [
                (.byTruncatingTail, PANGO_ELLIPSIZE_END, true),
                (.byTruncatingHead, PANGO_ELLIPSIZE_START, true),
                (.byTruncatingMiddle, PANGO_ELLIPSIZE_MIDDLE, true),
                (.byClipping, PANGO_ELLIPSIZE_NONE, false),
                (.byWordWrapping, PANGO_ELLIPSIZE_NONE, false),
                (.byCharWrapping, PANGO_ELLIPSIZE_NONE, false),
            ]
            for (mode, ellipsize, ellipsized) in cases {
                let layout = pango_cairo_create_layout(cairo)!
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let size = CairoDrawingContext.configure(layout, text: text, font: GtkFont(), width: 100,
                                                         options: GtkTextLayout(maximumLines: 2, lineBreakMode: mode))
                XCTAssertEqual(pango_layout_get_ellipsize(layout), ellipsize, "\(mode)")
                XCTAssertEqual(pango_layout_is_ellipsized(layout) != 0, ellipsized, "\(mode)")
                XCTAssertEqual(pango_layout_get_line_count(layout), 2, "\(mode): two lines kept")
                XCTAssertLessThanOrEqual(size.width, 101, "\(mode): within the width (Pango rounds pixel sizes up)")
            }
            // Word wrapping keeps words whole; character wrapping fills each line.
            @MainActor func firstLineLength(_ mode: NSLineBreakMode) -> Int32 {
                let layout = pango_cairo_create_layout(cairo)!
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                _ = CairoDrawingContext.configure(layout, text: "abc defghijklmnopqrstuvwxyz", font: GtkFont(), width: 60,
                                                  options: GtkTextLayout(maximumLines: 0, lineBreakMode: mode))
                return pango_layout_get_line_readonly(layout, 0).pointee.length
            }
            XCTAssertEqual(firstLineLength(.byWordWrapping), 4, "\"abc \" alone")
            XCTAssertGreaterThan(firstLineLength(.byCharWrapping), 4)
        }
    }
}
