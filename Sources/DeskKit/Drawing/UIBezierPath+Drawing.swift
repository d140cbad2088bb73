import Foundation

// MARK: - Filling, stroking and hit testing

extension UIBezierPath {
    /// Fills the path with the current fill color of the current context (see ``UIColor/setFill()``).
    ///
    /// Outside a ``UIView/draw(_:)`` call there is no current context and nothing is drawn.
    @MainActor public func fill() {
        UIGraphicsGetCurrentContext()?.record(.fill(self.elements, evenOdd: usesEvenOddFillRule))
    }

    /// Draws the path's outline, ``lineWidth`` wide, with the current stroke color.
    @MainActor public func stroke() {
        UIGraphicsGetCurrentContext()?.record(.stroke(self.elements, lineWidth: lineWidth))
    }

    /// Whether `point` lies inside the area the path encloses, by the path's fill rule.
    /// Curves are followed closely enough for hit testing (16 straight pieces each).
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0, crossings = 0
        for polygon in Self.polygons(of: elements) where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                // A ray to the right of `point` crosses edge a→b.
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    /// The path's subpaths as closed polygons, curves replaced by short straight pieces.
    static func polygons(of elements: [Element]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = [], current: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let to):
                if !current.isEmpty { polygons.append(current) }
                current = [to]
            case .line(let to):
                current.append(to)
            case .curve(let to, let c1, let c2):
                let start = current.last ?? .zero
                if current.isEmpty { current.append(start) }
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    current.append(CGPoint(x: x, y: y))
                }
            case .close:
                if !current.isEmpty { polygons.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }
}
