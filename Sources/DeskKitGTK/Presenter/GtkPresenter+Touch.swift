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
            // A finger lands where it taps: it moves the caret unless it lands in the selection,
            // whose menu the tap then shows.
            if !isInSelection(event.location, in: window) {
                placeCaret(at: event.location, hit: window.hitTest(event.location, with: nil), modifiers: [])
            }
        case .up:
            application.handleTouch(at: event.location, in: window)
            if let host = host(for: window) { scheduleFindBarSync(host) }
        case .moved:
            break
        }
        return true
    }

    /// Whether `point` (window coordinates) lies on the selected text of a text view.
    private func isInSelection(_ point: CGPoint, in window: UIWindow) -> Bool {
        var view = window.hitTest(point, with: nil)
        while let current = view, !(current is UITextView) { view = current.superview }
        guard let textView = view as? UITextView, !textView.selectedByteRange.isEmpty,
              let frame = textFrames[ObjectIdentifier(textView)], let block = frame.block else { return false }
        let local = textView.convert(point, from: nil)
        let inText = CGPoint(x: local.x - frame.textOrigin.x, y: local.y - frame.textOrigin.y)
        return block.rects(for: textView.selectedByteRange).contains { $0.insetBy(dx: -2, dy: -2).contains(inText) }
    }
}
