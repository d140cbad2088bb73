import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// The mouse wheel over the drawn content reaches the core through the drawing area's scroll
/// controller: the scroll view under the pointer scrolls, and a pan recognizer allowing
/// discrete scrolling pans. Driven with xdotool's wheel buttons (4 and 5) under Xvfb.
final class GtkScrollTests: XCTestCase {
    @MainActor
    private final class Content: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 125))
        let pad = UIView(frame: CGRect(x: 0, y: 150, width: 300, height: 100))
        var translations: [CGFloat] = []

        override func registerActions() {
            super.registerActions()
            implement("panned:") { responder, sender in
                guard let self = responder as? Content, let pan = sender as? UIPanGestureRecognizer, pan.state == .ended else { return }
                self.translations.append(pan.translation(in: self.pad).y)
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentSize = CGSize(width: 300, height: 2000)
            view.addSubview(scrollView)
            let pan = UIPanGestureRecognizer(target: self, action: Selector("panned:"))
            pan.allowedScrollTypesMask = .discrete
            pad.addGestureRecognizer(pan)
            view.addSubview(pad)
        }
    }

    func testTheWheelScrollsAScrollViewAndPansAPan() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let editor = try XCTUnwrap(fixture.editor)
            let content = Content()
            content.title = "Wheel Scrolling Test"
            content.preferredContentSize = CGSize(width: 300, height: 260)
            defer { if editor.presentedViewController === content { editor.dismiss(animated: false) } }
            editor.present(content, animated: false)
            let sheet = try XCTUnwrap(presenter.sheetHost(for: content))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { sheet.isActive && sheet.renderer.drawCount > 0 }), "the sheet never showed")

            /// Turns the wheel `clicks` times at `point` of the drawn content (button 5 scrolls down).
            @MainActor func wheel(_ button: String, clicks: Int, at point: CGPoint) {
                if BlueprintsGtkFixture.hasXdotool {
                    var x = Double(point.x), y = Double(point.y)
                    _ = gtk_widget_translate_coordinates(sheet.renderer.widget, sheet.gtkWindow, x, y, &x, &y)
                    var surfaceX = 0.0, surfaceY = 0.0
                    gtk_native_get_surface_transform(OpaquePointer(sheet.gtkWindow), &surfaceX, &surfaceY)
                    fixture.xdotool(["search", "--sync", "--name", "^Wheel Scrolling Test$", "mousemove", "--window", "%1",
                                     "\(Int(x + surfaceX))", "\(Int(y + surfaceY))"])
                    GtkApplicationLoop.iterate(for: .milliseconds(50))
                    fixture.xdotool(["click", "--repeat", "\(clicks)", "--delay", "30", button])
                } else {
                    for _ in 0..<clicks {
                        _ = sheet.renderer.onScroll?(GtkScrollEvent(phase: .scrolled, delta: CGPoint(x: 0, y: button == "5" ? 1 : -1),
                                                                    isContinuous: false, location: point))
                    }
                }
            }

            // 125 points high: a wheel step is 125^(2/3) = 25 points.
            wheel("5", clicks: 3, at: CGPoint(x: 100, y: 60))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { content.scrollView.contentOffset.y == 75 }),
                          "three wheel steps down scrolled to \(content.scrollView.contentOffset)")
            wheel("4", clicks: 5, at: CGPoint(x: 100, y: 60))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { content.scrollView.contentOffset.y == 0 }),
                          "scrolling up stops at the top, not at \(content.scrollView.contentOffset)")

            // Over the pad, each wheel step is a pan of 100^(2/3) = 22 points, against the scrolling.
            wheel("5", clicks: 2, at: CGPoint(x: 100, y: 200))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { content.translations.count == 2 }), "the pan heard \(content.translations)")
            XCTAssertEqual(content.translations, [-22, -22])
            XCTAssertEqual(content.scrollView.contentOffset.y, 0)
        }
    }
}
