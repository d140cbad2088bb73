import Foundation

/// The presentation controller of a controller presented as a popover: where the popover points.
///
/// DeskKit shows popover presentations as form sheets (see ``UIModalPresentationStyle/popover``),
/// so the anchor is kept for the app to read back but does not place the sheet.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The directions the popover's arrow may point.
    public struct ArrowDirection: OptionSet, Sendable {
        /// The bits of the directions.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pointing up, down, left or right.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// Pointing down.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// Pointing left.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// Pointing right.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any direction.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
    }

    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button the popover points at, in place of a view.
    open var barButtonItem: UIBarButtonItem?
    /// Where the arrow may point; any direction by default.
    open var permittedArrowDirections = ArrowDirection.any
}

extension UIViewController {
    /// The popover presentation controller when this controller is presented as a popover; nil
    /// for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
