import Foundation

/// A view that lines up its arranged subviews in a row or a column with Auto Layout.
///
/// The stack makes the constraints itself (see `UIStackView+Constraints.swift`), as UIKit's does:
/// its arranged subviews stop translating their frames into constraints, keep their intrinsic
/// sizes where they can, and a hidden one gives up its place. The stack draws nothing of its own.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Natural sizes; the view that hugs least stretches or shrinks to fill.
        case fill
        /// The same size for every arranged subview.
        case fillEqually
        /// Sizes in proportion to the views' natural sizes.
        case fillProportionally
        /// Natural sizes with equal gaps between them.
        case equalSpacing
        /// Natural sizes with the views' centres equally far apart.
        case equalCentering
    }

    /// How arranged subviews are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill
        /// Against the leading edge (a column) or the top (a row).
        case leading
        /// First lines of text on one baseline (rows only; columns fill).
        case firstBaseline
        /// Centred across the stack.
        case center
        /// Against the trailing edge (a column) or the bottom (a row).
        case trailing
        /// Last lines of text on one baseline (rows only; columns fill).
        case lastBaseline
        /// Against the top, in a row.
        public static let top = Alignment.leading
        /// Against the bottom, in a row.
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing that means "use ``spacing``", as ``customSpacing(after:)`` returns when none is set.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that means "the system's standard gap" (8 points on Linux).
    public static let spacingUseSystem = -CGFloat.leastNormalMagnitude

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// A row (horizontal) or a column (vertical).
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsArrangement() } }
    /// How arranged subviews share the stack's length.
    open var distribution = Distribution.fill { didSet { setNeedsArrangement() } }
    /// How arranged subviews are placed across the stack.
    open var alignment = Alignment.fill { didSet { setNeedsArrangement() } }
    /// The gap between neighbours (the least gap for the equal-spacing distributions).
    open var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
    /// Whether the views are laid out within the stack's layout margins instead of its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// Whether the gaps are measured between baselines of text rather than edges; DeskKit
    /// measures between edges.
    open var isBaselineRelativeArrangement = false

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []

    /// An empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty stack; DeskKit reads no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A horizontal stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Adds `view` at the end of the arrangement (and as the top subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arrangement (clamped), adding it as a subview if it
    /// is not one; a view already arranged moves.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit, until removed from it.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` goes back to ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap set after `arrangedSubview`, or ``spacingUseDefault`` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Forgets a subview removed from the stack, as it leaves the arrangement too.
    func arrangedSubviewWasRemoved(_ view: UIView) {
        removeArrangedSubview(view)
    }
}
