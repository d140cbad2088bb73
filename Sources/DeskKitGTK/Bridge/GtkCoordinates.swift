import CGtk
import Foundation

extension Int32 {
    /// A length or coordinate of the core's (a frame, an inset, a point an app asked about) as
    /// GTK's integers take it: rounded as `rule` says, and kept to ±10⁹ (0 for not a number) so
    /// a value past Int32's range does not stop the app.
    init(gtkCoordinate value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int32(Swift.min(Swift.max(value.rounded(rule), -1e9), 1e9))
    }
}

extension GdkRectangle {
    /// A rectangle of the core's in GTK's integers: its origin rounded down, its size up (at
    /// least `minimumSize`), so it covers every pixel the rectangle touches.
    init(covering rect: CGRect, minimumSize: Double = 0) {
        self.init(x: Int32(gtkCoordinate: rect.minX, .down), y: Int32(gtkCoordinate: rect.minY, .down),
                  width: Int32(gtkCoordinate: Swift.max(minimumSize, rect.width), .up),
                  height: Int32(gtkCoordinate: Swift.max(minimumSize, rect.height), .up))
    }
}
