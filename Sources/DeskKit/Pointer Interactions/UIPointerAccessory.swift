import Foundation

/// A small shape shown beside the pointer, such as arrows saying that a view can be dragged.
///
/// Accessories sit at a distance and angle from the pointer's center and combine freely with
/// any effect of the pointer style.
@preconcurrency @MainActor
public final class UIPointerAccessory {
    /// Where an accessory sits: `offset` points from the pointer's center, at `angle` radians
    /// measured clockwise from straight up.
    public struct Position: Hashable, Sendable {
        public var offset: CGFloat
        public var angle: CGFloat

        public init(offset: CGFloat, angle: CGFloat) {
            self.offset = offset
            self.angle = angle
        }

        /// The distance the standard positions use: just clear of the pointer's outline.
        static let standardOffset: CGFloat = 15

        public static let top = Position(offset: standardOffset, angle: 0)
        public static let topRight = Position(offset: standardOffset, angle: .pi * 0.25)
        public static let right = Position(offset: standardOffset, angle: .pi * 0.5)
        public static let bottomRight = Position(offset: standardOffset, angle: .pi * 0.75)
        public static let bottom = Position(offset: standardOffset, angle: .pi)
        public static let bottomLeft = Position(offset: standardOffset, angle: .pi * 1.25)
        public static let left = Position(offset: standardOffset, angle: .pi * 1.5)
        public static let topLeft = Position(offset: standardOffset, angle: .pi * 1.75)
    }

    /// The accessory's outline, drawn as if at the top position.
    public let shape: UIPointerShape
    public let position: Position
    /// Whether the shape turns with ``position``'s angle (an arrow points away from the pointer)
    /// or stays upright (a plus sign).
    public var orientationMatchesAngle = false

    public init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
    }

    /// The system arrow, pointing away from the pointer at `position`.
    public static func arrow(_ position: Position) -> UIPointerAccessory {
        let accessory = UIPointerAccessory(.path(arrowPath()), position: position)
        accessory.orientationMatchesAngle = true
        return accessory
    }

    /// A triangle 10 points wide and 6 high pointing up, centered on the origin.
    private static func arrowPath() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: -3))
        path.addLine(to: CGPoint(x: 5, y: 3))
        path.addLine(to: CGPoint(x: -5, y: 3))
        path.close()
        return path
    }
}
