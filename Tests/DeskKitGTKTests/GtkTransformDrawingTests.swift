import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A view with a transform is drawn transformed about its center, where UIKit draws it and where
/// the core hit-tests it.
final class GtkTransformDrawingTests: XCTestCase {
    func testScaledAndRotatedViewsAreDrawnWhereTheCoreHitTestsThem() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let square = UIView(frame: CGRect(x: 280, y: 280, width: 40, height: 40))  // center (300, 300)
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(square)
            defer { square.removeFromSuperview() }

            /// Whether the window's pixels at `points` are drawn red.
            @MainActor func isRed(_ points: [CGPoint]) throws -> [Bool] {
                let pixels = try DrawnPixels(host, presenter: fixture.presenter, size: window.bounds.size)
                return points.map { point in
                    let (red, green, blue) = pixels.rgb(Int(point.x), Int(point.y))
                    return red > 200 && green < 60 && blue < 60
                }
            }

            // Twice the size about the center: 80 wide from 260 to 340, no longer from 280 to 320.
            square.transform = CGAffineTransform(scaleX: 2, y: 2)
            let inside = [CGPoint(x: 265, y: 300), CGPoint(x: 335, y: 335), CGPoint(x: 300, y: 262)]
            XCTAssertEqual(try isRed(inside), [true, true, true])
            for point in inside { XCTAssertTrue(window.hitTest(point, with: nil) === square) }
            XCTAssertEqual(try isRed([CGPoint(x: 345, y: 300), CGPoint(x: 300, y: 255)]), [false, false])

            // A quarter turn of a wide bar stands it upright.
            square.transform = .identity
            square.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
            square.center = CGPoint(x: 300, y: 300)
            XCTAssertEqual(try isRed([CGPoint(x: 340, y: 300), CGPoint(x: 300, y: 340)]), [true, false])
            square.transform = CGAffineTransform(rotationAngle: .pi / 2)
            XCTAssertEqual(try isRed([CGPoint(x: 340, y: 300), CGPoint(x: 300, y: 340), CGPoint(x: 300, y: 260)]), [false, true, true])
            XCTAssertTrue(window.hitTest(CGPoint(x: 300, y: 340), with: nil) === square)
        }
    }
}
