import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// GTK's key-down and key-up events reach the core's responder chain as presses: the first
/// responder hears `pressesBegan` when a key no command takes goes down, and `pressesEnded` for
/// the same press when it comes up.
final class GtkKeyPressTests: XCTestCase {
    @MainActor
    private final class KeyPad: UIView {
        var began: [UIPress] = []
        var ended: [UIPress] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += presses }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { ended += presses }
    }

    func testKeyDownAndUpArriveAsOnePressOnTheFirstResponder() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = try XCTUnwrap(fixture.presenter)
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let previous = window.firstResponder
            let pad = KeyPad(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(pad)
            defer {
                pad.removeFromSuperview()
                _ = previous?.becomeFirstResponder()
            }
            XCTAssertTrue(pad.becomeFirstResponder())

            XCTAssertTrue(presenter.handleKey(.keyDown(GtkKeyPress(input: "j", modifiers: [])), in: host))
            XCTAssertEqual(pad.began.count, 1)
            XCTAssertEqual(pad.began.first?.key?.keyCode, .keyboardJ)
            XCTAssertTrue(presenter.handleKey(.keyUp(GtkKeyPress(input: "j", modifiers: [])), in: host))
            XCTAssertEqual(pad.ended.count, 1)
            XCTAssertTrue(pad.ended.first === pad.began.first, "the key-up ended a different press")
            XCTAssertEqual(pad.ended.first?.phase, .ended)
        }
    }
}
