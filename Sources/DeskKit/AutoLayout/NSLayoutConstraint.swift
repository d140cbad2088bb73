import Foundation

/// A rule between two layout attributes: `firstItem.firstAttribute (relation)
/// multiplier × secondItem.secondAttribute + constant`, met during layout by the views' frames.
///
/// Active constraints are solved together on each layout pass, required ones exactly and the
/// rest as closely as their priorities allow; a required constraint that contradicts the others
/// is reported and left out.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// The part of a view's frame a constraint talks about.
    public enum Attribute: Int, Sendable {
        /// Edges, sizes and centres of the frame; leading and trailing follow the layout direction.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the last or first line of text, for views that show text.
        case lastBaseline, firstBaseline
        /// The edges of the view's layout margins rather than of its frame.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The centre of the area inside the layout margins.
        case centerXWithinMargins, centerYWithinMargins
        /// The second side of a constraint that sets a constant, such as a fixed width.
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// At most, exactly, or at least the other side.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The two directions a view lays out in.
    public enum Axis: Int, Sendable { /** Across (x) or down (y). */ case horizontal, vertical }

    /// The view or layout guide on the left of the equation.
    public private(set) weak var firstItem: AnyObject?
    /// The part of ``firstItem`` the constraint sets.
    public let firstAttribute: Attribute
    /// Whether the sides are equal, or the left at most or at least the right.
    public let relation: Relation
    /// The view or guide on the right, or nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The part of ``secondItem`` the first attribute follows.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by before ``constant`` is added.
    public let multiplier: CGFloat
    /// The offset added to the second side; changing it lays the views out again.
    open var constant: CGFloat { didSet { _AutoLayoutEngine.constraintsChanged(involving: self) } }
    /// How much the constraint matters; a required one cannot be made optional once active.
    open var priority: UILayoutPriority = .required { didSet { _AutoLayoutEngine.constraintsChanged(involving: self) } }
    /// A name for the constraint in diagnostics.
    open var identifier: String?

    /// Whether the constraint takes part in layout; setting it activates or deactivates it.
    open var isActive: Bool {
        get { owningView != nil }
        set { newValue ? _AutoLayoutEngine.activate(self) : _AutoLayoutEngine.deactivate(self) }
    }

    /// The common ancestor that holds the constraint while it is active.
    weak var owningView: UIView?

    /// A constraint between `view1`'s `attr1` and `view2`'s `attr2` (no second item for a
    /// constant width or height).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint: CustomStringConvertible {
    /// The constraint as an equation, for diagnostics.
    nonisolated public var description: String {
        MainActor.assumeIsolated {
            func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
                guard let item else { return "" }
                return "\(type(of: item)).\(attribute)"
            }
            let relationText = switch relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
            var right = secondItem == nil ? "" : "\(multiplier == 1 ? "" : "\(multiplier) × ")\(side(secondItem, secondAttribute))"
            if constant != 0 || right.isEmpty { right += right.isEmpty ? "\(constant)" : " + \(constant)" }
            let name = identifier.map { " '\($0)'" } ?? ""
            return "<NSLayoutConstraint\(name) \(side(firstItem, firstAttribute)) \(relationText) \(right) @\(Int(priority.rawValue))>"
        }
    }
}
