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

    /// An app's own image (a file from its asset catalogue) is drawn at its proportions: an
    /// Adwaita icon of this machine, copied into an image set, shows in an image view.
    func testNamedImageFilesAreDrawn() throws {
        try MainActor.assumeIsolated {
            let icons = URL(fileURLWithPath: "/usr/share/icons/Adwaita/48x48/places")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: icons.path)) ?? []
            let icon = try XCTUnwrap(names.sorted().first { $0.hasPrefix("folder") && !$0.contains("symbolic") && $0.hasSuffix(".png") })
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-image-\(UUID().uuidString)")
            let set = root.appendingPathComponent("Assets.xcassets/Folder.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.copyItem(at: icons.appendingPathComponent(icon), to: set.appendingPathComponent("folder.png"))
            try Data(#"{"images": [{"filename": "folder.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            let image = try XCTUnwrap(UIImage(named: "Folder", in: Bundle(url: root), compatibleWith: nil))

            let fixture = try BlueprintsGtkFixture.get()
            let window = try XCTUnwrap(fixture.host.window)
            let backdrop = UIView(frame: CGRect(x: 300, y: 300, width: 96, height: 96))
            backdrop.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            let imageView = UIImageView(image: image)
            imageView.frame = backdrop.bounds
            backdrop.addSubview(imageView)
            window.addSubview(backdrop)
            defer { backdrop.removeFromSuperview() }

            let pixels = try DrawnPixels(fixture.host, presenter: fixture.presenter, size: window.bounds.size)
            // The icon covers the middle of the view; magenta shows wherever nothing was drawn.
            let middle = pixels.rgb(348, 348)
            XCTAssertFalse(middle == (255, 0, 255), "the image file is drawn over the backdrop")
        }
    }
}
