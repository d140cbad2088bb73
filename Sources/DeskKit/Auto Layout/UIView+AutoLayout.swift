import Foundation

// MARK: - Auto Layout

extension UIView {
    /// Adds a layout guide whose frame constraints decide, in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutGuideStorage.append(layoutGuide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuideStorage.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

    /// The guide whose edges are the bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.followsMargins = true
        guide.owningView = self
        marginsGuideStorage = guide
        return guide
    }

    // MARK: - Anchors

    /// The view's leading edge; DeskKit lays out left to right, so its left edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The view's trailing (right) edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The view's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The view's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }

    private var anchors: _ViewAnchors {
        if let anchors = anchorStorage { return anchors }
        let anchors = _ViewAnchors(self)
        anchorStorage = anchors
        return anchors
    }

    // MARK: - Constraints held by the view

    /// The active constraints this view holds: those whose items are this view and views or
    /// guides inside it.
    public var constraints: [NSLayoutConstraint] { constraintStorage }

    /// Activates `constraint` (UIKit's older way of ``NSLayoutConstraint/isActive``).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint in `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates every constraint in `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: - Content size priorities

    /// How strongly the view resists growing past its ``intrinsicContentSize`` along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.huggingHorizontal : contentPriorities.huggingVertical
    }
    /// Sets how strongly the view resists growing past its content along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.huggingHorizontal = priority } else { contentPriorities.huggingVertical = priority }
        setNeedsLayout()
    }
    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compressionHorizontal : contentPriorities.compressionVertical
    }
    /// Sets how strongly the view resists shrinking below its content along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.compressionHorizontal = priority } else { contentPriorities.compressionVertical = priority }
        setNeedsLayout()
    }

    /// Tells Auto Layout the view's content size changed, so it lays out again.
    public func invalidateIntrinsicContentSize() {
        _AutoLayoutEngine.setNeedsSolve(around: self)
    }

    /// The value of ``intrinsicContentSize`` for an axis without a natural size.
    public static let noIntrinsicMetric: CGFloat = -1
}

/// A view's anchors, made on first use.
@MainActor
final class _ViewAnchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(_ view: UIView) {
        leading = NSLayoutXAxisAnchor(item: view, attribute: .leading)
        trailing = NSLayoutXAxisAnchor(item: view, attribute: .trailing)
        left = NSLayoutXAxisAnchor(item: view, attribute: .left)
        right = NSLayoutXAxisAnchor(item: view, attribute: .right)
        centerX = NSLayoutXAxisAnchor(item: view, attribute: .centerX)
        top = NSLayoutYAxisAnchor(item: view, attribute: .top)
        bottom = NSLayoutYAxisAnchor(item: view, attribute: .bottom)
        centerY = NSLayoutYAxisAnchor(item: view, attribute: .centerY)
        width = NSLayoutDimension(item: view, attribute: .width)
        height = NSLayoutDimension(item: view, attribute: .height)
    }
}

/// A view's content hugging and compression resistance priorities.
struct _ContentPriorities {
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
}
