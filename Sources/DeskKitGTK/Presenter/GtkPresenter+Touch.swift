import CGtk
import DeskKit
import Foundation

// MARK: - Fingers

extension GtkPresenter {
    /// Routes a finger's tap as the core's touch input, so tap recognizers and views see direct
    /// touches (a tap on a focused text view, or on a canvas shape, shows the compact edit menu).
    /// GTK reports the release only for a tap: a finger that travels cancels the click. With
    /// ``secondaryButtonEmulatesTouch`` the right button taps too, for machines without a touch
    /// screen.
    /// - Returns: Whether the event was a touch and has been handled.
    func routeTouch(_ event: GtkPointerEvent, in window: UIWindow) -> Bool {
        let emulated = secondaryButtonEmulatesTouch && event.button == .secondary
        guard event.isTouch || emulated, let application, !application.isTerminated else { return false }
        switch event.phase {
        case .down:
            break
        case .up:
            application.handleTouch(at: event.location, in: window)
            if let host = host(for: window) { scheduleFindBarSync(host) }
        case .moved:
            break
        }
        return true
    }
}
