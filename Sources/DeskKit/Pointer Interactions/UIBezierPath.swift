import Foundation

/// A path of straight and curved segments, such as a custom pointer shape.
///
/// DeskKit keeps only what pointer shapes and accessories need: building a path and its bounds.
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

    /// An empty path, to build with ``move(to:)`` and the other steps.
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

    /// Adds a straight segment to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds a cubic segment to `endPoint`, bent by the two control points.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current subpath with a line back to its start.
    public func close() { elements.append(.close) }

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
