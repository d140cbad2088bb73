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
        /// Distance from the pointer's center, in points.
        public var offset: CGFloat
        /// Direction from the pointer's center, in radians clockwise from straight up.
        public var angle: CGFloat

        /// A position `offset` points from the pointer, at `angle` radians clockwise from up.
        public init(offset: CGFloat, angle: CGFloat) {
            self.offset = offset
            self.angle = angle
        }

        /// The distance the standard positions use: just clear of the pointer's outline.
        static let standardOffset: CGFloat = 15

        /// Above the pointer, 15 points out, as all the standard positions are.
        public static let top = Position(offset: standardOffset, angle: 0)
        /// Up and to the right, at 45°.
        public static let topRight = Position(offset: standardOffset, angle: .pi * 0.25)
        /// To the right, at 90°.
        public static let right = Position(offset: standardOffset, angle: .pi * 0.5)
        /// Down and to the right, at 135°.
        public static let bottomRight = Position(offset: standardOffset, angle: .pi * 0.75)
        /// Below, at 180°.
        public static let bottom = Position(offset: standardOffset, angle: .pi)
        /// Down and to the left, at 225°.
        public static let bottomLeft = Position(offset: standardOffset, angle: .pi * 1.25)
        /// To the left, at 270°.
        public static let left = Position(offset: standardOffset, angle: .pi * 1.5)
        /// Up and to the left, at 315°.
        public static let topLeft = Position(offset: standardOffset, angle: .pi * 1.75)
    }

    /// The accessory's outline, drawn as if at the top position.
    public let shape: UIPointerShape
    /// Where the accessory sits relative to the pointer.
    public let position: Position
    /// Whether the shape turns with ``position``'s angle (an arrow points away from the pointer)
    /// or stays upright (a plus sign).
    public var orientationMatchesAngle = false

    /// An upright accessory of `shape` at `position`; set ``orientationMatchesAngle`` to turn it.
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
