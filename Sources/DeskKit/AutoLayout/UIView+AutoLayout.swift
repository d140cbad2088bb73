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
        let guide = ownedGuide("UIViewLayoutMarginsGuide")
        guide.followsMargins = true
        marginsGuideStorage = guide
        return guide
    }

    /// The guide whose edges are the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = ownedGuide("UIViewSafeAreaLayoutGuide")
        guide.followsSafeArea = true
        safeAreaGuideStorage = guide
        return guide
    }

    /// A guide of this view's own, made the first time it is asked for.
    private func ownedGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }

    /// How far in from each edge the view's content is clear of anything drawn over it: the
    /// parts of the view outside its superview's safe area, plus its view controller's
    /// ``UIViewController/additionalSafeAreaInsets``. A window's content starts below its
    /// navigation bar (the platform draws the bar outside it), so the whole window is safe.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview, !(self is UIWindow) {
            let parentInsets = superview.safeAreaInsets
            let safe = superview.bounds.inset(by: parentInsets)
            let mine = superview.convert(bounds, from: self)
            insets = UIEdgeInsets(top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
                                  bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
        }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    // MARK: - Anchors

    /// The view's leading edge: its left, or its right when it lays out right to left
    /// (``effectiveUserInterfaceLayoutDirection``); constants then count towards the left.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The view's trailing edge: its right, or its left when it lays out right to left.
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
    /// The baseline of the view's first line of text (a label's); the bottom edge of views
    /// without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    /// The baseline of the view's last line of text (a label's); the bottom edge of views
    /// without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }

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
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
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
        firstBaseline = NSLayoutYAxisAnchor(item: view, attribute: .firstBaseline)
        lastBaseline = NSLayoutYAxisAnchor(item: view, attribute: .lastBaseline)
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

// MARK: - Fitting sizes

extension UIView {
    /// The smallest size to ask ``systemLayoutSizeFitting(_:)`` for.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size to ask ``systemLayoutSizeFitting(_:)`` for.
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// The size nearest `targetSize` that the view's constraints (and its subviews' intrinsic
    /// sizes) allow, as if the view were laid out alone.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The same, with how strongly each side of `targetSize` is wanted: `.required` fixes that
    /// side, `.fittingSizeLevel` lets the content decide it.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        _AutoLayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
