import DeskKit
import Foundation

/// A small square on an edge of a selected shape; dragging it resizes the shape along one axis.
///
/// The pointer over it lifts the handle and shows arrows along its axis, as the seed's
/// `pointerInteraction(_:styleFor:)` does; its region latches on that axis while dragging.
@MainActor
public final class CanvasResizeHandle: UIView, UIPointerInteractionDelegate {
    public enum Edge: Sendable, CaseIterable {
        case left, right, top, bottom

        var axis: UIAxis { self == .left || self == .right ? .horizontal : .vertical }
    }

    public let edge: Edge
    public private(set) weak var shape: CanvasShapeView?
    weak var canvas: CanvasViewController?
    static let size: CGFloat = 12
    /// Shapes never shrink below this, so their handles stay apart.
    static let minimumShapeSide: CGFloat = 32

    /// A handle on the right edge of no shape yet.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public required convenience init() {
        self.init(edge: .right, shape: nil)
    }

    init(edge: Edge, shape: CanvasShapeView?) {
        self.edge = edge
        self.shape = shape
        super.init(frame: CGRect(x: 0, y: 0, width: Self.size, height: Self.size))
        backgroundColor = .white
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.borderWidth = 2
        layer.cornerRadius = 3
        addInteraction(UIPointerInteraction(delegate: self))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("resize:")))
    }

    public override func registerActions() {
        super.registerActions()
        implement("resize:", by: CanvasResizeHandle.resize)
    }

    /// Centers the handle on its edge of the shape.
    func place() {
        guard let frame = shape?.frame else { return }
        let center = switch edge {
        case .left: CGPoint(x: frame.minX, y: frame.midY)
        case .right: CGPoint(x: frame.maxX, y: frame.midY)
        case .top: CGPoint(x: frame.midX, y: frame.minY)
        case .bottom: CGPoint(x: frame.midX, y: frame.maxY)
        }
        self.frame = CGRect(x: center.x - Self.size / 2, y: center.y - Self.size / 2, width: Self.size, height: Self.size)
    }

    func resize(_ recognizer: UIPanGestureRecognizer) {
        guard let shape, recognizer.state == .began || recognizer.state == .changed else { return }
        let translation = recognizer.translation(in: superview)
        shape.frame = Self.resized(shape.frame, edge: edge, by: edge.axis == .horizontal ? translation.x : translation.y)
        recognizer.setTranslation(.zero, in: superview)
        canvas?.placeHandles()
    }

    /// `frame` with `edge` moved by `delta`, keeping the opposite edge and the minimum side.
    static func resized(_ frame: CGRect, edge: Edge, by delta: CGFloat) -> CGRect {
        guard delta.isFinite else { return frame }
        var result = frame
        switch edge {
        case .right: result.size.width = max(minimumShapeSide, frame.width + delta)
        case .bottom: result.size.height = max(minimumShapeSide, frame.height + delta)
        case .left:
            let width = max(minimumShapeSide, frame.width - delta)
            result.origin.x = frame.maxX - width
            result.size.width = width
        case .top:
            let height = max(minimumShapeSide, frame.height - delta)
            result.origin.y = frame.maxY - height
            result.size.height = height
        }
        return result
    }

    // MARK: - UIPointerInteractionDelegate

    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let region = UIPointerRegion(rect: defaultRegion.rect, identifier: "resize-\(edge)")
        region.latchingAxes = edge.axis
        return region
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self)
        let style = UIPointerStyle(effect: .lift(preview))
        style.accessories = edge.axis == .horizontal
            ? [.arrow(.left), .arrow(.right)]
            : [.arrow(.top), .arrow(.bottom)]
        return style
    }
}
