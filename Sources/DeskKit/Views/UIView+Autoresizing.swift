import Foundation

// MARK: - Autoresizing

extension UIView {
    /// The parts of a view's frame that stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the left of the view stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right of the view stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above the view stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below the view stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The view went from `oldSize` to its size now: each subview with an autoresizing mask
    /// shares out the change among its flexible parts, in proportion to their sizes (evenly
    /// when they are all zero), as UIKit does.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = untransformedFrame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.transform.isIdentity {
            let mask = subview.autoresizingMask
            var frame = subview.untransformedFrame
            let x = Self.share(newSize.width - oldSize.width, leading: frame.minX, size: frame.width,
                               trailing: oldSize.width - frame.maxX,
                               flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let y = Self.share(newSize.height - oldSize.height, leading: frame.minY, size: frame.height,
                               trailing: oldSize.height - frame.maxY,
                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            frame.origin = CGPoint(x: frame.minX + x.leading, y: frame.minY + y.leading)
            frame.size = CGSize(width: max(0, frame.width + x.size), height: max(0, frame.height + y.size))
            subview.frame = frame
        }
    }

    /// How much of `delta` goes to the leading margin and to the size along one axis.
    private static func share(_ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                              flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (leading: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.leading, max(0, leading)), (flexible.size, max(0, size)), (flexible.trailing, max(0, trailing))]
        let chosen = parts.filter(\.0)
        guard !chosen.isEmpty else { return (0, 0) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(chosen.count)
        }
        return (portion(parts[0]), portion(parts[1]))
    }
}
