import Foundation

extension CGRect {
    /// Moved (not resized) as little as possible to lie inside `bounds`, top-left winning when
    /// it is larger.
    func clamped(to bounds: CGRect) -> CGRect {
        var rect = self
        if rect.maxX > bounds.maxX { rect.origin.x = bounds.maxX - rect.width }
        if rect.minX < bounds.minX { rect.origin.x = bounds.minX }
        if rect.maxY > bounds.maxY { rect.origin.y = bounds.maxY - rect.height }
        if rect.minY < bounds.minY { rect.origin.y = bounds.minY }
        return rect
    }

    /// Whether every coordinate is a finite number.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
