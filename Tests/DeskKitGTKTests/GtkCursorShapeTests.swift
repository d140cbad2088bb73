import CGtk
@testable import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Cursor images for the pointer shapes and accessory positions beyond the canvas's arrows:
/// beams, rounded rectangles scaled to cursor size, the seed's custom position, bad numbers.
final class GtkCursorShapeTests: XCTestCase {
    @MainActor
    private static func look(_ appearance: PointerPresentation.Appearance, _ accessories: [UIPointerAccessory] = []) -> PointerPresentation {
        PointerPresentation(appearance: appearance, accessories: accessories, regionRect: .null, regionIdentifier: nil, viewOrigin: .zero)
    }

    func testShapesAreCenteredOnTheHotspotAndScaledToCursorSize() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let cursors = GtkPointerCursors()
            // A 2 × 20 beam with a 2-point margin.
            let beam = try XCTUnwrap(cursors.drawnCursor(for: Self.look(.shape(.verticalBeam(length: 20), constrainedAxes: []))))
            XCTAssertEqual([beam.width, beam.height], [6, 24])
            XCTAssertEqual(beam.hotspot, CGPoint(x: 3, y: 12))
            // A button-sized rounded rectangle (100 × 60, in view coordinates) shrinks to 40 × 24.
            let rect = try XCTUnwrap(cursors.drawnCursor(for: Self.look(.shape(.roundedRect(CGRect(x: 300, y: 200, width: 100, height: 60)), constrainedAxes: []))))
            XCTAssertEqual([rect.width, rect.height], [44, 28])
            XCTAssertEqual(rect.hotspot, CGPoint(x: 22, y: 14))
            XCTAssertEqual(cursors.drawCount, 2)
            _ = cursors.drawnCursor(for: Self.look(.shape(.verticalBeam(length: 20), constrainedAxes: [])))
            XCTAssertEqual(cursors.drawCount, 2, "an equal look comes from the cache")
            // Hidden and the plain arrow are named cursors.
            XCTAssertNil(cursors.drawnCursor(for: Self.look(.hidden)))
            XCTAssertEqual(GtkPointerCursors.cursorName(for: Self.look(.hidden)), "none")
            XCTAssertNil(cursors.drawnCursor(for: .system))
        }
    }

    func testTheCacheStartsAfreshPastItsLimit() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let cursors = GtkPointerCursors()
            let beams = (1...GtkPointerCursors.cacheLimit + 1).map { Self.look(.shape(.verticalBeam(length: CGFloat($0)), constrainedAxes: [])) }
            for beam in beams { XCTAssertNotNil(cursors.drawnCursor(for: beam)) }
            XCTAssertEqual(cursors.drawCount, beams.count)
            _ = cursors.drawnCursor(for: beams[beams.count - 1])
            XCTAssertEqual(cursors.drawCount, beams.count, "the newest stays cached")
            _ = cursors.drawnCursor(for: beams[0])
            XCTAssertEqual(cursors.drawCount, beams.count + 1, "the oldest went with the rest")
        }
    }

    func testTheSeedsCustomPositionSitsDownAndLeftOfTheArrow() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let cursors = GtkPointerCursors()
            let accessory = UIPointerAccessory.arrow(UIPointerAccessory.Position(offset: 23.0, angle: .pi * 1.25))
            let drawn = try XCTUnwrap(cursors.drawnCursor(for: Self.look(.system, [accessory])))
            // The arrow's center is 23 points away at 225° clockwise from up: about (-16.3, 16.3).
            // The system arrow spans x 0…12, y 0…20 from the hotspot; the accessory lies left of it.
            XCTAssertGreaterThan(drawn.hotspot.x, 16)
            XCTAssertLessThan(drawn.hotspot.x, 24)
            XCTAssertEqual(drawn.hotspot.y, 2)
            XCTAssertGreaterThan(drawn.height, 20)

            // NaN and infinite positions count as zero: a drawn cursor, no crash.
            let broken = UIPointerAccessory(.path(UIBezierPath(rect: CGRect(x: -2, y: -2, width: 4, height: 4))),
                                            position: UIPointerAccessory.Position(offset: .nan, angle: .infinity))
            let plain = try XCTUnwrap(cursors.drawnCursor(for: Self.look(.system, [broken])))
            XCTAssertEqual(plain.hotspot, CGPoint(x: 4, y: 4))
        }
    }
}
