import Foundation

// MARK: - What a screen reader does to an element

extension UIApplication {
    /// Activates the element `id` of `window` as a screen reader's "activate" does: the element's
    /// own `accessibilityActivate()`, else a click at the middle of its frame. False when the
    /// element is no longer shown.
    @discardableResult
    package func activateAccessibilityElement(_ id: ObjectIdentifier, in window: UIWindow) -> Bool {
        guard let object = window.accessibilityObject(for: id) else { return false }
        let handled = (object as? UIView)?.accessibilityActivate()
            ?? (object as? UIAccessibilityElement)?.accessibilityActivate() ?? false
        if handled { return true }
        let frame = (object as? UIView)?.accessibilityFrame ?? (object as? UIAccessibilityElement)?.accessibilityFrame ?? .null
        guard !frame.isNull, !frame.isEmpty else { return false }
        let middle = CGPoint(x: frame.midX, y: frame.midY)
        handlePointerDown(at: middle, in: window)
        handlePointerUp(at: middle, in: window)
        return true
    }

    /// Performs the custom action at `index` of the element `id`; false when either is gone or
    /// the action's handler did nothing.
    @discardableResult
    package func performAccessibilityCustomAction(_ index: Int, of id: ObjectIdentifier, in window: UIWindow) -> Bool {
        guard let object = window.accessibilityObject(for: id) else { return false }
        let actions = (object as? UIView)?.accessibilityCustomActions
            ?? (object as? UIAccessibilityElement)?.accessibilityCustomActions ?? []
        guard actions.indices.contains(index) else { return false }
        return actions[index].perform()
    }

    /// Moves assistive technology's focus to the element `id` of `window` (the reader or the
    /// keyboard went there); the element hears `accessibilityElementDidBecomeFocused()`.
    package func focusAccessibilityElement(_ id: ObjectIdentifier, in window: UIWindow) {
        guard let object = window.accessibilityObject(for: id) else { return }
        UIAccessibility.moveFocus(to: object)
    }
}
