import CGtk
import Foundation

/// The opening of a window shown in the window it came from: a frame that grows from the
/// preview (an item's thumbnail, a tab) to the whole window, over the content, in 0.2 s. GTK 4
/// cannot place or grow a top-level window, so the growth plays where the preview was.
@MainActor
package final class GtkOpeningTransition {
    private let renderer = CairoViewRenderer()
    /// The layer over the window the transition draws in.
    package var widget: UnsafeMutablePointer<GtkWidget> { renderer.widget }
    /// The frame drawn last, in the layer's coordinates (tests).
    package private(set) var lastDrawnFrame: CGRect?
    /// How many transitions played to the end (tests).
    package private(set) var playedCount = 0
    /// Where the last transition started, in the layer's coordinates (tests).
    package private(set) var start = CGRect.zero
    private var progress = 0.0
    private var generation = 0

    static let duration = 0.2
    static let steps = 12

    init() {
        gtk_widget_set_can_target(widget, cgtk_false)
        gtk_widget_set_visible(widget, cgtk_false)
        renderer.draw = { [weak self] context in self?.draw(in: context) }
    }

    /// Whether the transition is showing.
    package var isPlaying: Bool { gtk_widget_get_visible(widget) != cgtk_false }

    /// Plays the growth from `frame` (in the layer's coordinates) to the layer's bounds.
    func play(from frame: CGRect) {
        generation += 1
        start = frame
        progress = 0
        gtk_widget_set_visible(widget, cgtk_true)
        renderer.setNeedsDisplay()
        step(generation, remaining: Self.steps)
    }

    private func step(_ generation: Int, remaining: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.duration / Double(Self.steps)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.progress = 1 - Double(remaining - 1) / Double(Self.steps)
                if remaining > 1 {
                    self.renderer.setNeedsDisplay()
                    self.step(generation, remaining: remaining - 1)
                } else {
                    gtk_widget_set_visible(self.widget, cgtk_false)
                    self.playedCount += 1
                }
            }
        }
    }

    private func draw(in context: CairoDrawingContext) {
        let end = CGRect(origin: .zero, size: context.size)
        let t = progress * (2 - progress)  // eases out
        let frame = CGRect(x: start.minX + (end.minX - start.minX) * t, y: start.minY + (end.minY - start.minY) * t,
                           width: start.width + (end.width - start.width) * t, height: start.height + (end.height - start.height) * t)
        lastDrawnFrame = frame
        context.fill(frame, color: GtkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.12 * (1 - progress)), cornerRadius: 8)
        context.stroke(frame, color: GtkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.8 * (1 - progress)), lineWidth: 2, cornerRadius: 8)
    }
}
