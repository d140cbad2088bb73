import Foundation

/// A rectangle of the window's content that draws, lays out subviews and receives events.
///
/// DeskKit's views carry geometry, hierarchy and simple appearance; a presenter draws them.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates; with a ``transform``, the upright box
    /// around the transformed bounds. Setting it with a transform keeps the transform about the
    /// new rectangle's center.
    open var frame: CGRect {
        get { transform.isIdentity ? untransformedFrame : untransformedFrame.transformed(about: transform) }
        set {
            let oldSize = untransformedFrame.size
            untransformedFrame = transform.isIdentity
                ? newValue
                : CGRect(x: newValue.midX - oldSize.width / 2, y: newValue.midY - oldSize.height / 2,
                         width: oldSize.width, height: oldSize.height)
            if transform.isIdentity, newValue.size != oldSize {
                resizeSubviews(from: oldSize)
                setNeedsLayout()
            }
            setNeedsDisplay()
        }
    }

    /// Where the view sits in its superview with no transform: the center and bounds size.
    var untransformedFrame: CGRect

    /// Scales, rotates or moves the view about its center without changing ``bounds`` or
    /// ``center``, e.g. to follow a drag before committing the new position.
    open var transform: CGAffineTransform = .identity { didSet { setNeedsDisplay() } }

    /// The view's own coordinate space: origin zero, size of the untransformed frame. A new size
    /// keeps the view's center (its anchor point) where it was.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: untransformedFrame.size) }
        set {
            let center = self.center, anchor = layer.anchorPoint, oldSize = untransformedFrame.size
            untransformedFrame = CGRect(x: center.x - anchor.x * newValue.width, y: center.y - anchor.y * newValue.height,
                                        width: newValue.width, height: newValue.height)
            if newValue.size != oldSize { resizeSubviews(from: oldSize) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The view's center in the superview's coordinates, which a transform does not move;
    /// setting it moves the view. As in UIKit it is where the layer's ``CALayer/anchorPoint``
    /// sits, the middle of the view unless the anchor was moved.
    open var center: CGPoint {
        get {
            let anchor = layer.anchorPoint
            return CGPoint(x: untransformedFrame.minX + anchor.x * untransformedFrame.width,
                           y: untransformedFrame.minY + anchor.y * untransformedFrame.height)
        }
        set {
            let anchor = layer.anchorPoint
            untransformedFrame.origin = CGPoint(x: newValue.x - anchor.x * untransformedFrame.width,
                                                y: newValue.y - anchor.y * untransformedFrame.height)
            setNeedsDisplay()
        }
    }

    /// The layer's anchor moved from `oldAnchor`: the anchor's place in the superview (the
    /// ``center``) stays, so the view moves, as a layer's position stays in Core Animation.
    func anchorPointDidChange(from oldAnchor: CGPoint) {
        let size = untransformedFrame.size
        let position = CGPoint(x: untransformedFrame.minX + oldAnchor.x * size.width,
                               y: untransformedFrame.minY + oldAnchor.y * size.height)
        center = position
    }

    /// How the view's margins and size follow its superview's size changes; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their ``autoresizingMask``.
    open var autoresizesSubviews = true

    /// Whether subviews are meant to be cut off at this view's bounds; the GTK presenter does not
    /// clip subviews yet, so only `false` (the default) draws as UIKit would.
    open var clipsToBounds = false
    /// How the view's content (an image view's image) is fitted into its bounds.
    open var contentMode = ContentMode.scaleToFill { didSet { setNeedsDisplay() } }

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside, if any.
    public private(set) weak var superview: UIView?
    /// The view controller whose root view this is, which comes next in the responder chain.
    weak var owningViewController: UIViewController?

    /// The color filling the bounds (within the layer's rounded corners); nil draws none.
    open var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the view and its subviews are neither drawn nor hit.
    open var isHidden = false {
        didSet {
            setNeedsDisplay()
            if isHidden != oldValue, let stack = superview as? UIStackView,
               stack.arrangedSubviews.contains(where: { $0 === self }) { stack.arrangedSubviewVisibilityDidChange() }
        }
    }
    /// The view's opacity, applied to its subviews too; nearly transparent views are not hit.
    open var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// Whether hit testing finds this view and its subviews.
    open var isUserInteractionEnabled = true
    /// A number for finding the view with ``viewWithTag(_:)``.
    open var tag = 0
    /// The layer that draws the view's rounded corners and border.
    public let layer = CALayer()

    // MARK: - Tint (inheritance and notification are in UIView+Tint.swift)

    /// The colour that marks the view as interactive (a system button's title, a switch's
    /// track): the one set here, else the superview's, else the system tint. Setting nil goes
    /// back to inheriting. While ``tintAdjustmentMode`` resolves to dimmed it reads as grey.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setTint(newValue, mode: ownTintAdjustmentMode) }
    }
    /// Whether the tint shows normally or dimmed (as behind a modal sheet); automatic follows
    /// the superview.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintAdjustmentMode == .automatic ? effectiveTintAdjustmentMode : ownTintAdjustmentMode }
        set { setTint(ownTintColor, mode: newValue) }
    }
    /// Called when the view's effective tint (colour or mode) changed, whether set on it or on
    /// a view it inherits from, or because it moved under another superview.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }
    var ownTintColor: UIColor?
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic

    /// The interactions attached with ``addInteraction(_:)``.
    public private(set) var interactions: [UIInteraction] = []
    /// The space subviews keep from the edges; a change calls ``layoutMarginsDidChange()``.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Read for every view in the chain for every command validated: a flag, so views without a
    /// find interaction answer without touching the array.
    @exclusivity(unchecked) final private(set) var hasFindInteraction = false
    /// Backs `gestureRecognizers`; kept here because extensions cannot store.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    // MARK: - Auto Layout state (the API is in UIView+AutoLayout.swift)

    /// Whether the view's frame, as set in code, is kept during Auto Layout (true), or its
    /// constraints decide it (false), as for views made in code in UIKit.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { _AutoLayoutEngine.setNeedsSolve(around: self) } }
    /// The size the view's content wants, which Auto Layout keeps when constraints leave room;
    /// ``noIntrinsicMetric`` on an axis without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    var anchorStorage: _ViewAnchors?
    var layoutGuideStorage: [UILayoutGuide] = []
    var marginsGuideStorage: UILayoutGuide?
    var safeAreaGuideStorage: UILayoutGuide?
    /// Whether the view's layout flips for right-to-left languages (see
    /// ``effectiveUserInterfaceLayoutDirection``); leading and trailing anchors follow it.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { _AutoLayoutEngine.setNeedsSolve(around: self); setNeedsLayout() } }
    }
    /// The active constraints this view is the nearest common ancestor for.
    var constraintStorage: [NSLayoutConstraint] = []
    var contentPriorities = _ContentPriorities()
    private var needsLayout = true

    // MARK: - Keyboard focus (the moves are in _FocusEngine.swift)

    /// Whether Tab and the arrow keys can put the keyboard focus on this view; false unless a
    /// subclass says otherwise.
    open var canBecomeFocused: Bool { false }
    /// The focus group this view and its subviews belong to: Tab moves between groups, the arrow
    /// keys within one. Nil joins the enclosing view's group.
    open var focusGroupIdentifier: String?
    /// How the view shows that it has the focus; a halo unless set.
    open var focusEffect: UIFocusEffect? = UIFocusHaloEffect()
    /// Whether this view has the keyboard focus of its window.
    public var isFocused: Bool { window?.focusedView === self }
    /// Told after the focus moved to or from this view or one inside it.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: - Accessibility (defaults and the element walk are in UIView+Accessibility.swift)

    /// Whether assistive technology treats this view as one element; labels and cells are by default.
    open var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityOverrides.isElement = newValue }
    }
    /// What a screen reader says for the view; labels default to their text, cells to their title.
    open var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? defaultAccessibilityLabel }
        set { accessibilityOverrides.label = newValue }
    }
    /// The element's current value, read after its label (a text view's text).
    open var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? defaultAccessibilityValue }
        set { accessibilityOverrides.value = newValue }
    }
    /// What happens when the element is activated, read after a pause.
    open var accessibilityHint: String?
    /// The element's kind and state; cells add `.selected` while selected.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? defaultAccessibilityTraits }
        set { accessibilityOverrides.traits = newValue }
    }
    /// The elements inside this view in reading order, when they are not simply its subviews.
    open var accessibilityElements: [Any]?
    /// Hides this view and everything in it from assistive technology.
    open var accessibilityElementsHidden = false
    /// Extra actions offered on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The element's rectangle in window coordinates; defaults to the view's bounds there.
    open var accessibilityFrame: CGRect {
        get { accessibilityOverrides.frame ?? convert(bounds, to: nil) }
        set { accessibilityOverrides.frame = newValue }
    }
    /// Does the view's main action as a screen reader's "activate" would; returns false when it
    /// has none, and the presenter then clicks the middle of its frame instead.
    open func accessibilityActivate() -> Bool { false }
    /// Called when assistive technology moves onto this view.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when assistive technology leaves this view.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether assistive technology is on this view.
    open func accessibilityElementIsFocused() -> Bool { UIAccessibility.isFocused(self) }
    /// Accessibility values set on this view, in place of the defaults.
    var accessibilityOverrides = AccessibilityOverrides()

    /// A view with `frame` in its future superview's coordinates.
    public init(frame: CGRect) {
        untransformedFrame = frame
        super.init()
        layer.owningView = self
    }

    /// A view with an empty frame, through `init(frame:)` as in UIKit. Required, so that generic
    /// code can make a view from its type (`T()`).
    public required override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with an empty frame; DeskKit reads no archives, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        untransformedFrame = .zero
        super.init()
        layer.owningView = self
    }

    // MARK: - Responder chain

    /// The owning view controller, else the superview: the next responder in the chain.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    override var firstResponderWindow: UIWindow? { window }

    /// A view with a find interaction takes Find, Find Next, Find Previous and Use Selection
    /// for Find without implementing them; the view's find interaction performs them.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender) || (hasFindInteraction && canPerformFindInteractionAction(action))
    }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: - Hierarchy

    /// Adds `view` above the other subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds `view` at `index` in the drawing order (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            DeskKitLog.report("A view cannot be added to itself or to one of its own subviews.")
            return
        }
        let oldWindow = view.window
        let oldTint = view.tintState
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.detachFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if oldWindow !== view.window {
            view.notifyWindowChange()
            let oldTraits = oldWindow?.windowTraitCollection ?? UITraitCollection()
            if view.traitCollection != oldTraits { view.notifyTraitChange(from: oldTraits) }
        }
        if view.tintState != oldTint { view.notifyTintChange() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Adds `view` just above `siblingSubview` in the drawing order.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let movingDown = subviews.firstIndex(where: { $0 === view }).map { $0 < index } ?? false
        insertSubview(view, at: movingDown ? index : index + 1)
    }

    /// Adds `view` just below `siblingSubview` in the drawing order.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insertSubview(view, at: 0) }
        let movingDown = subviews.firstIndex(where: { $0 === view }).map { $0 < index } ?? false
        insertSubview(view, at: movingDown ? index - 1 : index)
    }

    /// Moves `view` above its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview (and the first responder out of it).
    open func removeFromSuperview() {
        let hadWindow = window != nil
        let parent = superview
        let oldTint = tintState
        detachFromSuperview()
        if hadWindow { notifyWindowChange() }
        if tintState != oldTint { notifyTintChange() }
        parent?.setNeedsDisplay()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if isFirstResponder || window?.firstResponderIsInside(self) == true {
            window?.clearFirstResponder()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? UIStackView)?.arrangedSubviewWasRemoved(self)
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first of its descendants, depth first, whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    private func notifyWindowChange() {
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    // MARK: - Layout

    /// Lays out subviews; override to position them from ``UIView/bounds``.
    open func layoutSubviews() {}

    /// The size that suits the view's content within `size`; by default its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)``, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Called when ``layoutMargins`` changed; lays out again and tells the owning view controller.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// The traits the view is shown with: those of its window's screen and theme.
    open var traitCollection: UITraitCollection { window?.windowTraitCollection ?? UITraitCollection() }

    /// Called when the window's traits changed (dark, contrast, text size); `previousTraitCollection`
    /// holds the old ones. Views that size or colour themselves by hand update here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Asks for ``layoutSubviews()`` on the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        window?.scheduleDisplay()
    }

    /// Lays out this view and its subviews now if anything asked for it, first solving the
    /// window's Auto Layout constraints when there are any.
    public func layoutIfNeeded() {
        _AutoLayoutEngine.solveIfNeeded(from: self)
        _AutoLayoutEngine.layoutDepth += 1
        defer { _AutoLayoutEngine.layoutDepth -= 1 }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Draws the view's own content over its background, below its subviews; override it and
    /// fill or stroke ``UIBezierPath``s (the presenter calls it whenever the view is drawn).
    open func draw(_ rect: CGRect) {}

    /// Asks the presenter to draw the view again.
    public func setNeedsDisplay() {
        // A text view shown by a platform widget draws its own text: only that widget needs
        // updating, not the whole window (which would redraw everything under it per keystroke).
        if let textView = self as? UITextView, let mirror = textView.textMirror {
            mirror.textViewNeedsDisplay(textView)
            return
        }
        window?.scheduleDisplay()
    }

    // MARK: - Hit testing

    /// Whether `point`, in this view's coordinates, lies inside it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view that contains `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: - Interactions

    /// Attaches an interaction (find, edit menu, band selection, pointer, …) to this view.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        if interaction is UIFindInteraction { hasFindInteraction = true }
        interaction.didMove(to: self)
    }

    /// Detaches an interaction added with ``addInteraction(_:)``.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        hasFindInteraction = interactions.contains { $0 is UIFindInteraction }
        interaction.didMove(to: nil)
    }
}
