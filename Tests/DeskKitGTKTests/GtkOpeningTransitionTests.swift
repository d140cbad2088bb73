import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A scene opened with a preview plays its opening in the window it came from: a frame that
/// starts at the preview and grows to the whole window, then goes.
final class GtkOpeningTransitionTests: XCTestCase {
    func testOpeningGrowsFromThePreview() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let thumbnail = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
            window.addSubview(thumbnail)
            defer { thumbnail.removeFromSuperview() }
            let played = host.openingTransition.playedCount
            let action = UIWindowScene.ActivationAction { _ in
                let options = UIWindowScene.ActivationRequestOptions()
                options.preferredPresentationStyle = .standard
                return UIWindowScene.ActivationConfiguration(
                    userActivity: BlueprintsActivity.browsing(), options: options,
                    preview: UITargetedPreview(view: thumbnail))
            }
            window.makeKey()
            XCTAssertTrue(fixture.application.perform(action))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 2 }), "no window opened")
            XCTAssertTrue(host.openingTransition.isPlaying, "the opening did not start")
            // It starts at the thumbnail, below the menu and navigation bars, and grows from there.
            let start = host.openingTransition.start
            XCTAssertEqual(start.size, thumbnail.frame.size)
            XCTAssertGreaterThan(start.minY, thumbnail.frame.minY, "the layer also covers the bars above the content")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.openingTransition.lastDrawnFrame != nil }))
            let first = try XCTUnwrap(host.openingTransition.lastDrawnFrame)
            XCTAssertGreaterThanOrEqual(first.width, start.width)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.openingTransition.playedCount == played + 1 }), "the opening never ended")
            XCTAssertFalse(host.openingTransition.isPlaying)
            let last = try XCTUnwrap(host.openingTransition.lastDrawnFrame)
            XCTAssertGreaterThan(last.width, start.width)
            XCTAssertGreaterThan(last.height, start.height)

            let opened = presenter.hosts[1]
            XCTAssertEqual(opened.scene?.openingTransition?.sourceFrame, thumbnail.frame)
            if let scene = opened.scene { fixture.application.sendAction("performClose:", to: scene, from: nil, for: nil) }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == 1 }), "the opened window stayed")
        }
    }
}
