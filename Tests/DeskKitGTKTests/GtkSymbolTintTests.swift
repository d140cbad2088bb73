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
                let pixels = try DrawnPixels(host, presenter: fixture.presenter, size: window.bounds.size)
                var red = 0, drawn = 0
                for y in 300..<364 {
                    for x in 300..<364 {
                        let (r, g, b) = pixels.rgb(x, y)
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

            // An image tinted itself keeps its colour in a view of another tint, as the context
            // menus sample's red heart does.
            imageView.image = UIImage(systemName: "photo")?.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), renderingMode: .alwaysOriginal)
            let own = try redAndDrawnPixels()
            XCTAssertGreaterThan(own.red, own.drawn / 2, "the image's own colour was not kept: \(own)")
        }
    }
}
