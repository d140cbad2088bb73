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
        case .moved:
            break
        }
        return true
    }

    /// Routes a finger's drag to the core's touch drag (pan recognizers under the finger, or
    /// scrolling a collection view). The core hears of the finger only once it has travelled
    /// past GTK's drag threshold, so a tap stays the click gesture's alone (``routeTouch``).
    func routeTouchDrag(_ phase: GtkPointerEvent.Phase, at point: CGPoint, in window: UIWindow) {
        guard let application else { return }
        switch phase {
        case .down:
            touchDrag = (start: point, isDragging: false)
        case .moved:
            guard var drag = touchDrag else { return }
            if !drag.isDragging {
                guard hypot(point.x - drag.start.x, point.y - drag.start.y) >= Self.touchDragThreshold else { return }
                drag.isDragging = true
                touchDrag = drag
                application.handleTouchDown(at: drag.start, in: window)
            }
            application.handleTouchMoved(at: point, in: window)
        case .up:
            guard let drag = touchDrag else { return }
            touchDrag = nil
            if drag.isDragging { application.handleTouchUp(at: point, in: window) }
        }
    }

    /// How far a finger travels before it drags rather than taps (GTK's default drag threshold).
    static let touchDragThreshold: CGFloat = 8
}
