import Foundation

// MARK: - Transforms

extension CGRect {
    /// This rectangle turned by `transform` about its own center: the box UIKit reports as a
    /// transformed view's frame.
    func transformed(about transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -width / 2, y: -height / 2, width: width, height: height).applying(transform)
        return local.offsetBy(dx: midX, dy: midY)
    }
}

extension UIView {
    /// `point`, in the superview's coordinates, in this view's own, undoing its transform.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let frame = untransformedFrame
        guard !transform.isIdentity else { return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }
        let fromCenter = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY).applying(transform.inverted())
        return CGPoint(x: fromCenter.x + frame.width / 2, y: fromCenter.y + frame.height / 2)
    }
}

// MARK: - Converting coordinates

extension UIView {
    /// This view's origin in its window's coordinates.
    var originInWindow: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            point.x += current.frame.minX
            point.y += current.frame.minY
            view = current.superview
        }
        return point
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let origin = originInWindow
        let target = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? window)?.convert(point, to: self) ?? point
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
