import Foundation

/// Where an edit menu goes in its window: its frame and the arrow pointing at its target.
///
/// A pure function of sizes, so presenters and tests get the same answer. The menu stays inside
/// the window (less a margin) and never overlaps the target rectangle when any side has room.
public struct EditMenuPlacement: Hashable, Sendable {
    /// The menu's frame in window coordinates, arrow excluded.
    public var frame: CGRect
    /// The direction the arrow points, or nil when the menu has no arrow (context menus).
    public var arrowDirection: UIEditMenuArrowDirection?
    /// Where the arrow meets the menu's edge, measured along that edge from the frame's origin.
    public var arrowOffset: CGFloat
    /// Whether the frame overlaps the target: only when no side had room.
    public var coversTarget: Bool

    /// A placement as given; ``compact(menuSize:target:container:preferred:arrowLength:margin:)``
    /// works one out.
    public init(frame: CGRect, arrowDirection: UIEditMenuArrowDirection?, arrowOffset: CGFloat, coversTarget: Bool) {
        self.frame = frame
        self.arrowDirection = arrowDirection
        self.arrowOffset = arrowOffset
        self.coversTarget = coversTarget
    }
}

// MARK: - Placing a compact edit menu

extension EditMenuPlacement {
    /// Places a menu of `menuSize` next to `target` inside `container`.
    ///
    /// The preferred side is tried first, then the opposite side, then the other two; a side is
    /// taken only if the whole menu fits there. When none fits, the menu goes on the side with the
    /// most room, moved inside the container, and ``coversTarget`` reports the overlap.
    /// - Parameters:
    ///   - menuSize: The menu's size; it is shrunk to the container if larger.
    ///   - target: The rectangle to point at, in the container's coordinates; an empty rectangle
    ///     stands for a point.
    ///   - container: The area the menu must stay inside.
    ///   - preferred: The arrow direction to try first; `.automatic` starts with `.down`.
    ///   - arrowLength: The gap the arrow needs between menu and target.
    ///   - margin: The distance kept from the container's edges.
    public static func compact(
        menuSize: CGSize, target: CGRect, container: CGRect, preferred: UIEditMenuArrowDirection = .automatic,
        arrowLength: CGFloat = 8, margin: CGFloat = 8
    ) -> EditMenuPlacement {
        let bounds = container.insetBy(dx: min(margin, container.width / 2), dy: min(margin, container.height / 2))
        let size = CGSize(width: min(max(menuSize.width, 0), bounds.width), height: min(max(menuSize.height, 0), bounds.height))
        let anchor = target.isNull || !target.isFiniteRect
            ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : target.standardized
        for direction in candidateOrder(preferred) {
            let frame = frame(for: direction, size: size, target: anchor, gap: arrowLength)
            if fits(frame, on: direction, in: bounds) {
                return finish(frame, direction: direction, target: anchor, bounds: bounds)
            }
        }
        // No side has room: take the roomiest vertical side and slide the menu inside the window.
        let roomAbove = anchor.minY - bounds.minY
        let roomBelow = bounds.maxY - anchor.maxY
        let direction: UIEditMenuArrowDirection = roomAbove >= roomBelow ? .down : .up
        let frame = frame(for: direction, size: size, target: anchor, gap: arrowLength).clamped(to: bounds)
        return finish(frame, direction: direction, target: anchor, bounds: bounds)
    }

    /// The sides to try, preferred first; automatic means above, then below, then the sides.
    static func candidateOrder(_ preferred: UIEditMenuArrowDirection) -> [UIEditMenuArrowDirection] {
        switch preferred {
        case .automatic, .down: [.down, .up, .right, .left]
        case .up: [.up, .down, .right, .left]
        case .left: [.left, .right, .down, .up]
        case .right: [.right, .left, .down, .up]
        }
    }

    /// Whether a frame beside the target stays inside the bounds across its side; along the side
    /// it may slide, which never brings it over the target.
    private static func fits(_ frame: CGRect, on direction: UIEditMenuArrowDirection, in bounds: CGRect) -> Bool {
        switch direction {
        case .down, .automatic: frame.minY >= bounds.minY
        case .up: frame.maxY <= bounds.maxY
        case .left: frame.maxX <= bounds.maxX
        case .right: frame.minX >= bounds.minX
        }
    }

    /// The frame on one side of the target, centred on it along that side.
    private static func frame(for direction: UIEditMenuArrowDirection, size: CGSize, target: CGRect, gap: CGFloat) -> CGRect {
        switch direction {
        case .down, .automatic:
            CGRect(x: target.midX - size.width / 2, y: target.minY - gap - size.height, width: size.width, height: size.height)
        case .up:
            CGRect(x: target.midX - size.width / 2, y: target.maxY + gap, width: size.width, height: size.height)
        case .left:
            CGRect(x: target.maxX + gap, y: target.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            CGRect(x: target.minX - gap - size.width, y: target.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// Slides the frame along its side to fit, then aims the arrow at the target's middle.
    private static func finish(_ proposed: CGRect, direction: UIEditMenuArrowDirection, target: CGRect, bounds: CGRect) -> EditMenuPlacement {
        let frame = proposed.clamped(to: bounds)
        let inset: CGFloat = 12
        let vertical = direction == .up || direction == .down
        let along = vertical ? target.midX - frame.minX : target.midY - frame.minY
        let length = vertical ? frame.width : frame.height
        let offset = length <= 2 * inset ? length / 2 : min(max(along, inset), length - inset)
        let covers = frame.intersects(target) && !target.isEmpty || (target.isEmpty && frame.contains(target.origin))
        return EditMenuPlacement(frame: frame, arrowDirection: direction, arrowOffset: offset, coversTarget: covers)
    }
}

// MARK: - Placing a context menu

extension EditMenuPlacement {
    /// Places a context menu with its corner at the pointer, flipped left or up where it would
    /// leave the container, as desktop context menus open.
    public static func contextMenu(menuSize: CGSize, at point: CGPoint, container: CGRect, margin: CGFloat = 4) -> EditMenuPlacement {
        let bounds = container.insetBy(dx: min(margin, container.width / 2), dy: min(margin, container.height / 2))
        let size = CGSize(width: min(max(menuSize.width, 0), bounds.width), height: min(max(menuSize.height, 0), bounds.height))
        var origin = point
        if origin.x + size.width > bounds.maxX { origin.x = point.x - size.width }
        if origin.y + size.height > bounds.maxY { origin.y = point.y - size.height }
        let frame = CGRect(origin: origin, size: size).clamped(to: bounds)
        return EditMenuPlacement(frame: frame, arrowDirection: nil, arrowOffset: 0, coversTarget: false)
    }
}
