import Foundation

/// A path of straight and curved segments: a custom pointer shape, or what a view's
/// ``UIView/draw(_:)`` fills and strokes.
///
/// The presenter turns the elements into its own drawing calls.
public final class UIBezierPath {
    /// One drawing step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight segment to the point.
        case line(to: CGPoint)
        /// A cubic Bézier segment to the point, bent by two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight segment back to the subpath's start, closing it.
        case close
    }

    /// The steps in the order they were added.
    public private(set) var elements: [Element] = []
    /// Width of the line ``stroke()`` draws.
    public var lineWidth: CGFloat = 1
    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule rather than nonzero winding.
    public var usesEvenOddFillRule = false

    /// An empty path to build with ``move(to:)`` and the `add…` methods.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle whose corners are quarter circles of `cornerRadius` (clamped to half a side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        // Control points at 0.5523 of the radius approximate a quarter circle with one cubic.
        let k = radius * 0.5523
        move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius),
                 controlPoint1: CGPoint(x: rect.maxX - radius + k, y: rect.minY),
                 controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + radius - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        addCurve(to: CGPoint(x: rect.maxX - radius, y: rect.maxY),
                 controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - radius + k),
                 controlPoint2: CGPoint(x: rect.maxX - radius + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - radius),
                 controlPoint1: CGPoint(x: rect.minX + radius - k, y: rect.maxY),
                 controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - radius + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        addCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY),
                 controlPoint1: CGPoint(x: rect.minX, y: rect.minY + radius - k),
                 controlPoint2: CGPoint(x: rect.minX + radius - k, y: rect.minY))
        close()
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds a cubic Bézier curve to `endPoint` with two control points.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the subpath with a line back to where it started.
    public func close() { elements.append(.close) }

    /// Adds a curve to `endPoint` with one control point, as a cubic with the same shape.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let start = currentPoint
        let control1 = CGPoint(x: start.x + 2 / 3 * (controlPoint.x - start.x), y: start.y + 2 / 3 * (controlPoint.y - start.y))
        let control2 = CGPoint(x: endPoint.x + 2 / 3 * (controlPoint.x - endPoint.x), y: endPoint.y + 2 / 3 * (controlPoint.y - endPoint.y))
        addCurve(to: endPoint, controlPoint1: control1, controlPoint2: control2)
    }

    /// Adds the steps of `path` after this path's own.
    public func append(_ path: UIBezierPath) { elements += path.elements }

    /// Removes every step.
    public func removeAllPoints() { elements.removeAll() }

    /// Where the last step ended (zero for an empty path).
    public var currentPoint: CGPoint {
        var point = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let to): point = to; subpathStart = to
            case .line(let to), .curve(let to, _, _): point = to
            case .close: point = subpathStart
            }
        }
        return point
    }

    /// Whether nothing was added; the ``bounds`` of an empty path are `CGRect.null`.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect
    }
}
