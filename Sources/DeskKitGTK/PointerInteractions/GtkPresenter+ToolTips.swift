import CGtk
import DeskKit
import Foundation

// MARK: - Tool tips

extension GtkPresenter {
    /// Shows the core's tool tips (``UIToolTipInteraction``) as GTK tooltips over the drawn
    /// content: GTK asks when the pointer has rested, with its own delay and look, and keeps the
    /// tip while the pointer stays in the rectangle the tip belongs to.
    func connectToolTips(_ host: GtkWindowHost) {
        let widget = host.renderer.widget
        gtk_widget_set_has_tooltip(widget, cgtk_true)
        GtkSignal.connectQueryTooltip(UnsafeMutableRawPointer(widget)) { [weak self, weak host] x, y, keyboardMode, tooltip in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return false }
            let point: CGPoint
            if keyboardMode {
                // From the keyboard (Ctrl+F1), the tip of what has the focus, at its middle.
                guard let focused = window.firstResponder as? UIView else { return false }
                let frame = focused.convert(focused.bounds, to: nil)
                point = CGPoint(x: frame.midX, y: frame.midY)
            } else {
                point = CGPoint(x: x, y: y)
            }
            guard let shown = application.toolTip(at: point, in: window) else { return false }
            gtk_tooltip_set_text(tooltip, shown.text)
            var area = GdkRectangle(covering: shown.rect)
            gtk_tooltip_set_tip_area(tooltip, &area)
            return true
        }
    }
}
