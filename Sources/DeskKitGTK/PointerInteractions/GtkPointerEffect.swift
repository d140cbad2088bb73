import CGtk
import DeskKit
import Foundation

/// How the view under the pointer is drawn while a pointer effect applies to it: a highlight
/// platter behind it, a lift (larger, with a shadow), or a hover tint; gone when the pointer leaves.
@MainActor
struct GtkPointerEffect {
    enum Kind {
        case highlight
        case lift
        case hover(tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)
    }

    weak var view: UIView?
    let kind: Kind

    /// The effect `pointer` puts on a view, if any; the automatic effect is drawn as a highlight.
    init?(_ pointer: PointerPresentation) {
        guard case .effect(let effect, _) = pointer.appearance else { return nil }
        view = effect.preview.view
        switch effect {
        case .automatic, .highlight: kind = .highlight
        case .lift: kind = .lift
        case .hover(_, let tint, let shadow, let scaled): kind = .hover(tint: tint, shadow: shadow, scaled: scaled)
        }
    }

    /// Before the view and its subviews: platter, shadow, underlay and the scale of a lift.
    func begin(on rect: CGRect, cornerRadius: Double, in context: CairoDrawingContext) {
        switch kind {
        case .highlight:
            context.fill(rect.insetBy(dx: -6, dy: -4), color: Self.platter, cornerRadius: max(cornerRadius + 4, 8))
        case .lift:
            drawShadow(under: rect, cornerRadius: cornerRadius, in: context)
            scale(rect, growingBy: 6, atMost: 1.5, in: context)
        case .hover(let tint, let shadow, let scaled):
            if shadow { drawShadow(under: rect, cornerRadius: cornerRadius, in: context) }
            if scaled { scale(rect, growingBy: 4, atMost: 1.1, in: context) }
            if tint == .underlay { context.fill(rect.insetBy(dx: -3, dy: -3), color: Self.platter, cornerRadius: cornerRadius + 3) }
        }
    }

    /// After the view and its subviews: the highlight's outline, the hover overlay, and undoing the scale.
    func end(on rect: CGRect, cornerRadius: Double, in context: CairoDrawingContext) {
        switch kind {
        case .highlight:
            context.stroke(rect.insetBy(dx: -6, dy: -4), color: Self.accent, lineWidth: 2, cornerRadius: max(cornerRadius + 4, 8))
        case .lift:
            cairo_restore(context.cairo)
        case .hover(let tint, _, let scaled):
            if tint == .overlay { context.fill(rect, color: Self.overlay, cornerRadius: cornerRadius) }
            if scaled { cairo_restore(context.cairo) }
        }
    }

    private static let platter = GtkRGBA(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.22)
    private static let accent = GtkRGBA(red: 0, green: 0.48, blue: 1, alpha: 0.6)
    private static let overlay = GtkRGBA(red: 0, green: 0, blue: 0, alpha: 0.08)

    /// A soft shadow below the view: two offset layers, the outer fainter.
    private func drawShadow(under rect: CGRect, cornerRadius: Double, in context: CairoDrawingContext) {
        let lowered = rect.offsetBy(dx: 0, dy: 3)
        context.fill(lowered.insetBy(dx: -4, dy: -4), color: GtkRGBA(red: 0, green: 0, blue: 0, alpha: 0.08), cornerRadius: cornerRadius + 4)
        context.fill(lowered.insetBy(dx: -2, dy: -2), color: GtkRGBA(red: 0, green: 0, blue: 0, alpha: 0.14), cornerRadius: cornerRadius + 2)
    }

    /// Saves the context and scales about the rect's center so it grows by about `points`.
    private func scale(_ rect: CGRect, growingBy points: Double, atMost limit: Double, in context: CairoDrawingContext) {
        let side = max(Double(max(rect.width, rect.height)), 1)
        let factor = min(limit, (side + points) / side)
        cairo_save(context.cairo)
        cairo_translate(context.cairo, rect.midX, rect.midY)
        cairo_scale(context.cairo, factor, factor)
        cairo_translate(context.cairo, -rect.midX, -rect.midY)
    }
}
