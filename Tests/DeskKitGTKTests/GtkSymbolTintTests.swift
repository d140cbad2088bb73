import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Symbol images in image views are drawn in the view's tint colour, as UIKit draws symbols.
final class GtkSymbolTintTests: XCTestCase {
    func testASymbolIsDrawnInItsImageViewsTint() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let imageView = UIImageView(image: UIImage(systemName: "photo"))
            imageView.frame = CGRect(x: 300, y: 300, width: 64, height: 64)
            imageView.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(imageView)
            defer { imageView.removeFromSuperview() }

            /// How many of the image view's pixels are pure-ish red, and how many are drawn at all.
            @MainActor func redAndDrawnPixels() throws -> (red: Int, drawn: Int) {
                let size = window.bounds.size
                let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
                defer { cairo_surface_destroy(surface) }
                let cr = try XCTUnwrap(cairo_create(surface))
                defer { cairo_destroy(cr) }
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_paint(cr)
                fixture.presenter.draw(host, in: CairoDrawingContext(cairo: cr, size: size))
                cairo_surface_flush(surface)
                let stride = Int(cairo_image_surface_get_stride(surface))
                let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
                var red = 0, drawn = 0
                for y in 300..<364 {
                    for x in 300..<364 {
                        let offset = y * stride + x * 4
                        let (r, g, b) = (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
                        if (r, g, b) != (255, 255, 255) { drawn += 1 }
                        if r > 200 && g < 60 && b < 60 { red += 1 }
                    }
                }
                return (red, drawn)
            }
            let tinted = try redAndDrawnPixels()
            XCTAssertGreaterThan(tinted.drawn, 100, "the icon was not drawn")
            XCTAssertGreaterThan(tinted.red, tinted.drawn / 2, "the icon is not in the tint: \(tinted)")
            imageView.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            XCTAssertEqual(try redAndDrawnPixels().red, 0)
        }
    }
}
