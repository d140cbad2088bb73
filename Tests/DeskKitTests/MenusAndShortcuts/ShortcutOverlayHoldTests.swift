@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Holding Ctrl alone shows the shortcut overlay. The rule is the core's, so these tests drive the
/// same code GTK runs: only the physical keys and the drawing differ.
@MainActor
@Suite(.serialized)
struct ShortcutOverlayHoldTests {
    @Test func holdingCtrlAloneShowsTheOverlayAndReleasingItHidesIt() {
        let (host, _, _) = makeHost()
        host.pressCommandKey()
        #expect(host.overlay == nil, "nothing shows before the delay passes")
        #expect(host.application.shortcutOverlayHold.isWaiting)
        host.letOverlayHoldDelayPass()
        #expect(host.overlay != nil)
        host.releaseCommandKey()
        #expect(host.overlay == nil)
        #expect(!host.application.shortcutOverlayHold.isOverlayShown)
    }

    @Test func aKeyPressedDuringTheHoldIsAShortcutNotAHold() {
        let (host, _, controller) = makeHost()
        controller.implementActions(.copy)
        host.pressCommandKey()
        host.press("c", modifiers: .command)
        #expect(!host.application.shortcutOverlayHold.isWaiting, "Ctrl+C cancels the hold")
        host.letOverlayHoldDelayPass()
        #expect(host.overlay == nil)
    }

    @Test func anotherModifierHeldWithCtrlIsNotAHold() {
        let (host, _, _) = makeHost()
        host.application.handleModifierKey(.shift, pressed: true, held: .shift)
        host.application.handleModifierKey(.command, pressed: true, held: [.shift, .command])
        host.letOverlayHoldDelayPass()
        #expect(host.overlay == nil)
        // Caps Lock is a state, not a key held with Ctrl.
        host.application.handleModifierKey(.command, pressed: true, held: [.alphaShift, .command])
        host.letOverlayHoldDelayPass()
        #expect(host.overlay != nil)
    }

    @Test func theOverlayFromTheHelpMenuStaysWhenCtrlComesUp() throws {
        let (host, _, _) = makeHost()
        #expect(host.press("?", modifiers: [.command, .shift]))
        #expect(host.overlay != nil)
        host.releaseCommandKey()
        #expect(host.overlay != nil, "only an overlay the hold opened closes on release")
        host.pressCommandKey()
        #expect(!host.application.shortcutOverlayHold.isWaiting, "no second overlay is started over the first")
        host.dismissOverlay()
        host.pressCommandKey()
        #expect(host.application.shortcutOverlayHold.isWaiting)
    }

    @Test func theHoldWaitsItsDelayOnTheMainQueue() async throws {
        let (host, _, _) = makeHost()
        host.application.shortcutOverlayHold.delay = .milliseconds(30)
        host.pressCommandKey()
        let start = ContinuousClock.now
        while host.overlay == nil, ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(host.overlay != nil, "the overlay showed when the delay passed")
        #expect(ContinuousClock.now - start >= .milliseconds(30))
    }
}
