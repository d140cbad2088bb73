import CGtk
import DeskKit
import Foundation

/// What a drawn cursor shows, in coordinates centered on the pointer's hotspot: a body (the
/// system arrow, the style's shape, or a dot where an effect took the pointer in) and the
/// accessories around it.
@MainActor
struct GtkCursorFigure {
    enum Body {
        /// The desktop's arrow, its tip on the hotspot.
        case arrow
        /// A small dot: a lift or highlight effect shows the pointer as the view itself.
        case dot
        /// A shape outline, already centered and scaled; beams are drawn solid.
        case outline([UIBezierPath.Element], solid: Bool)
    }

    struct Accessory {
        let elements: [UIBezierPath.Element]
        let center: CGPoint
        /// Radians clockwise from straight up the shape is turned by; zero keeps it upright.
        let rotation: CGFloat
    }

    let body: Body
    let accessories: [Accessory]

    /// The figure for `pointer`, or nil when a named cursor shows it as well.
    init?(_ pointer: PointerPresentation) {
        let shape: UIPointerShape?
        var body: Body
        switch pointer.appearance {
        case .hidden:
            return nil
        case .system:
            shape = nil
            body = .arrow
        case .shape(let style, _):
            shape = style
            body = .arrow
        case .effect(let effect, let style):
            shape = style
            switch effect {
            case .lift, .highlight: body = .dot
            case .automatic, .hover: body = .arrow
            }
        }
        if let shape {
            body = .outline(Self.fitted(shape), solid: Self.isBeam(shape))
        } else if pointer.accessories.isEmpty {
            return nil
        }
        self.body = body
        accessories = pointer.accessories.map { accessory in
            let position = accessory.position
            let offset = position.offset.isFinite ? position.offset : 0
            let angle = position.angle.isFinite ? position.angle : 0
            return Accessory(elements: accessory.shape.outline.elements,
                             center: CGPoint(x: offset * sin(angle), y: -offset * cos(angle)),
                             rotation: accessory.orientationMatchesAngle ? angle : 0)
        }
    }

    private static func isBeam(_ shape: UIPointerShape) -> Bool {
        switch shape {
        case .verticalBeam, .horizontalBeam: return true
        case .path, .roundedRect: return false
        }
    }

    /// The shape's outline moved so its bounds center on the hotspot, scaled down to fit a cursor.
    private static func fitted(_ shape: UIPointerShape) -> [UIBezierPath.Element] {
        let path = shape.outline
        let bounds = path.bounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let side = max(bounds.width, bounds.height)
        let scale = side > GtkPointerCursors.maximumShapeSide ? GtkPointerCursors.maximumShapeSide / side : 1
        func map(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (point.x - bounds.midX) * scale, y: (point.y - bounds.midY) * scale)
        }
        return path.elements.map { element in
            switch element {
            case .move(let point): return .move(to: map(point))
            case .line(let point): return .line(to: map(point))
            case .curve(let point, let control1, let control2): return .curve(to: map(point), control1: map(control1), control2: map(control2))
            case .close: return .close
            }
        }
    }

    /// The system arrow, tip at the origin.
    static let arrowPoints: [CGPoint] = [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 17), CGPoint(x: 4, y: 13), CGPoint(x: 7, y: 20),
        CGPoint(x: 10, y: 19), CGPoint(x: 7, y: 12.5), CGPoint(x: 12, y: 12.5),
    ]
    static let dotRadius: CGFloat = 3.5

    // MARK: - Cache key and bounds

    /// Everything drawn, as numbers: equal keys draw equal cursors.
    var key: [Double] {
        var values: [Double]
        switch body {
        case .arrow: values = [0]
        case .dot: values = [1]
        case .outline(let elements, let solid): values = [solid ? 3 : 2] + Self.numbers(elements)
        }
        for accessory in accessories {
            values += [9, Double(accessory.center.x), Double(accessory.center.y), Double(accessory.rotation)] + Self.numbers(accessory.elements)
        }
        return values
    }

    private static func numbers(_ elements: [UIBezierPath.Element]) -> [Double] {
        elements.flatMap { element -> [Double] in
            switch element {
            case .move(let p): return [4, p.x, p.y].map(Double.init)
            case .line(let p): return [5, p.x, p.y].map(Double.init)
            case .curve(let p, let c1, let c2): return [6, p.x, p.y, c1.x, c1.y, c2.x, c2.y].map(Double.init)
            case .close: return [7]
            }
        }
    }

    /// The smallest rectangle around everything drawn, outlines excluded.
    var bounds: CGRect {
        var points: [CGPoint]
        switch body {
        case .arrow: points = Self.arrowPoints
        case .dot: points = [CGPoint(x: -Self.dotRadius, y: -Self.dotRadius), CGPoint(x: Self.dotRadius, y: Self.dotRadius)]
        case .outline(let elements, _): points = Self.points(elements) + [.zero]
        }
        for accessory in accessories {
            points += Self.points(accessory.elements).map { accessory.transform($0) }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    private static func points(_ elements: [UIBezierPath.Element]) -> [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .curve(let p, let c1, let c2): return [p, c1, c2]
            case .close: return []
            }
        }
    }

    // MARK: - Drawing

    /// Draws the figure with the hotspot at the context's origin: dark fills with light outlines,
    /// readable on any content.
    func draw(in cairo: OpaquePointer) {
        switch body {
        case .arrow:
            cairo_move_to(cairo, Self.arrowPoints[0].x, Self.arrowPoints[0].y)
            for point in Self.arrowPoints.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            cairo_close_path(cairo)
            fillAndOutline(cairo, fill: (0.05, 1), outline: (1, 1), width: 1.2)
        case .dot:
            cairo_arc(cairo, 0, 0, Self.dotRadius, 0, 2 * .pi)
            fillAndOutline(cairo, fill: (0.2, 0.7), outline: (1, 0.9), width: 1)
        case .outline(let elements, let solid):
            Self.addPath(elements, to: cairo)
            fillAndOutline(cairo, fill: solid ? (0.1, 0.95) : (0.3, 0.3), outline: solid ? (1, 0.9) : (0.1, 0.9), width: 1)
        }
        for accessory in accessories {
            cairo_save(cairo)
            cairo_translate(cairo, accessory.center.x, accessory.center.y)
            cairo_rotate(cairo, accessory.rotation)
            Self.addPath(accessory.elements, to: cairo)
            cairo_restore(cairo)
            fillAndOutline(cairo, fill: (0.1, 0.95), outline: (1, 0.95), width: 1.2)
        }
    }

    private func fillAndOutline(_ cairo: OpaquePointer, fill: (white: Double, alpha: Double), outline: (white: Double, alpha: Double), width: Double) {
        cairo_set_source_rgba(cairo, outline.white, outline.white, outline.white, outline.alpha)
        cairo_set_line_width(cairo, width * 2)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke_preserve(cairo)
        cairo_set_source_rgba(cairo, fill.white, fill.white, fill.white, fill.alpha)
        cairo_fill(cairo)
    }

    private static func addPath(_ elements: [UIBezierPath.Element], to cairo: OpaquePointer) {
        cairo_new_sub_path(cairo)
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }
}

extension GtkCursorFigure.Accessory {
    /// `point` of the accessory's shape, turned and moved to where it shows.
    func transform(_ point: CGPoint) -> CGPoint {
        let c = cos(rotation), s = sin(rotation)
        return CGPoint(x: center.x + point.x * c - point.y * s, y: center.y + point.x * s + point.y * c)
    }
}
