import Foundation

/// The drawing destination of a ``UIView/draw(_:)`` call: paths filled and stroked in the
/// view's coordinates, with the current fill and stroke colors.
///
/// The context records what is drawn; the presenter replays it (GTK with cairo), and tests read
/// it from `UIView.drawingOperations()`. Get it with ``UIGraphicsGetCurrentContext()``.
@preconcurrency @MainActor
public final class CGContext {
    /// One drawing step, in the drawing view's coordinates.
    package enum Operation: Equatable, Sendable {
        case fill([UIBezierPath.Element], color: CGColor, evenOdd: Bool)
        case stroke([UIBezierPath.Element], color: CGColor, lineWidth: CGFloat)
    }

    /// What a fill or stroke records before the context adds its current colors.
    enum PathOperation {
        case fill([UIBezierPath.Element], evenOdd: Bool)
        case stroke([UIBezierPath.Element], lineWidth: CGFloat)
    }

    private struct GraphicsState {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
    }

    package private(set) var operations: [Operation] = []
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The drawing view's traits, which pick the look of the dynamic colours it sets.
    let traitCollection: UITraitCollection

    init(traitCollection: UITraitCollection = UITraitCollection()) {
        self.traitCollection = traitCollection
    }

    /// The color later fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The color later strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The width of lines that ``stroke(_:)`` draws.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Keeps the current colors and line width, to be brought back by ``restoreGState()``.
    public func saveGState() { savedStates.append(state) }
    /// Brings back the colors and line width of the last ``saveGState()``.
    public func restoreGState() { if let saved = savedStates.popLast() { state = saved } }

    /// Fills `rect` with the fill color.
    public func fill(_ rect: CGRect) { record(.fill(UIBezierPath(rect: rect).elements, evenOdd: false)) }
    /// Outlines `rect` with the stroke color and line width.
    public func stroke(_ rect: CGRect) { record(.stroke(UIBezierPath(rect: rect).elements, lineWidth: state.lineWidth)) }
    /// Outlines `rect` with the stroke color and lines `width` wide, leaving the context's line
    /// width as it was.
    public func stroke(_ rect: CGRect, width: CGFloat) { record(.stroke(UIBezierPath(rect: rect).elements, lineWidth: width)) }
    /// Fills the ellipse inscribed in `rect` with the fill color.
    public func fillEllipse(in rect: CGRect) { record(.fill(UIBezierPath(ovalIn: rect).elements, evenOdd: false)) }
    /// Outlines the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        record(.stroke(UIBezierPath(ovalIn: rect).elements, lineWidth: state.lineWidth))
    }

    func record(_ operation: PathOperation) {
        switch operation {
        case .fill(let elements, let evenOdd):
            operations.append(.fill(elements, color: state.fillColor, evenOdd: evenOdd))
        case .stroke(let elements, let lineWidth):
            operations.append(.stroke(elements, color: state.strokeColor, lineWidth: lineWidth))
        }
    }

    /// The contexts of the `draw(_:)` calls under way, innermost last.
    static var stack: [CGContext] = []
}

/// The context of the ``UIView/draw(_:)`` call under way, or nil outside one.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.stack.last }

extension UIColor {
    /// Makes this, as it looks with the drawing view's traits, the fill color of the current context.
    @MainActor public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(resolvedColor(with: context.traitCollection).cgColor)
    }
    /// Makes this, as it looks with the drawing view's traits, the stroke color of the current context.
    @MainActor public func setStroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(resolvedColor(with: context.traitCollection).cgColor)
    }
    /// Makes this both the fill and the stroke color of the current context.
    @MainActor public func set() { setFill(); setStroke() }
}

extension UIView {
    /// Runs the view's ``draw(_:)`` over its bounds and returns what it drew, in the view's
    /// coordinates; presenters replay this, and tests read it.
    package func drawingOperations() -> [CGContext.Operation] {
        let context = CGContext(traitCollection: traitCollection)
        CGContext.stack.append(context)
        defer { CGContext.stack.removeLast() }
        draw(bounds)
        return context.operations
    }
}
