import Foundation

/// An accessibility element that is not a view: a part of a drawn view (a tab, a shape, a
/// region) that a container lists in its `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) whose `accessibilityElements` holds this one.
    public weak var accessibilityContainer: AnyObject?
    /// Whether readers reach this element; true, as it exists to be read.
    open var isAccessibilityElement = true
    /// What a screen reader says for the element, such as a shape's name.
    open var accessibilityLabel: String?
    /// The element's current value, read after its label.
    open var accessibilityValue: String?
    /// What activating the element does, read after a pause.
    open var accessibilityHint: String?
    /// What kind of element it is and its state (button, selected, dimmed).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Extra actions a reader offers on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The element's rectangle in its container view's coordinates; ``accessibilityFrame``
    /// follows it as the container moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var explicitFrame: CGRect?

    /// An element inside `container`, the view that lists it in `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// Does the element's main action as a screen reader's "activate" would; returns false when
    /// the element has none, and the presenter then clicks the middle of its frame instead.
    open func accessibilityActivate() -> Bool { false }

    /// Called when assistive technology moves onto this element.
    open func accessibilityElementDidBecomeFocused() {}

    /// Called when assistive technology leaves this element.
    open func accessibilityElementDidLoseFocus() {}

    /// Whether assistive technology is on this element.
    open func accessibilityElementIsFocused() -> Bool { UIAccessibility.isFocused(self) }

    /// The element's rectangle in window coordinates: set directly, or worked out from
    /// ``accessibilityFrameInContainerSpace`` and the container view's place in its window.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let view = accessibilityContainer as? UIView else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { explicitFrame = newValue }
    }
}
