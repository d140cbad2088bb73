import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// What a view draws in `draw(_:)` and its layer's border reach the window's pixels through the
/// presenter's cairo drawing.
final class GtkViewDrawingTests: XCTestCase {
    /// A red triangle pointing up, as the pointer sample's shape views draw.
    @MainActor
    private final class TriangleView: UIView {
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.close()
            UIColor.red.setFill()
            path.fill()
        }
    }

    func testDrawAndLayerBordersArePainted() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let triangle = TriangleView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
            triangle.layer.borderWidth = 4
            triangle.layer.borderColor = UIColor.blue.cgColor
            window.addSubview(triangle)
            defer { triangle.removeFromSuperview() }

            let pixels = try DrawnPixels(host, presenter: fixture.presenter, size: window.bounds.size)
            func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) { pixels.rgb(x, y) }
            XCTAssertEqual(pixel(250, 270).0, 255, "inside the triangle is red")
            XCTAssertEqual(pixel(250, 270).2, 0)
            XCTAssertNotEqual(pixel(210, 215).0 == 255 && pixel(210, 215).2 == 0, true, "the corner outside the triangle is not red")
            XCTAssertEqual(pixel(201, 250).2, 255, "the border is blue")
            XCTAssertEqual(pixel(201, 250).0, 0)
        }
    }
}
