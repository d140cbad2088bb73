import Foundation

// MARK: - Routing touch taps

extension UIApplication {
    /// Routes a one-finger tap at `point` (window coordinates); returns the view that was hit.
    ///
    /// The nearest tap recognizer (from the hit view outwards) that allows direct touch gets
    /// it. When none does, the tap focuses what it hits, as a click does, and a tap on a text
    /// view, text field or other ``UITextInput`` view that already had focus shows its edit menu.
    @discardableResult
    package func handleTouch(at point: CGPoint, in window: UIWindow) -> UIView? {
        if !window.isKeyWindow { window.makeKey() }
        window.layoutIfNeeded()
        guard let hit = window.hitTest(point, with: UIEvent(type: .touches)) else { return nil }
        let touch = UITouch(type: .direct, locationInWindow: point, view: hit, window: window)
        UIEditMenuInteraction.presented?.dismissMenu()
        _TouchInputContext.handling(.direct) {
            if deliverTap(touch, from: hit) { return }
            let input = Self.nearestTextInput(from: hit)
            let wasFocused = input?.isFirstResponder ?? false
            focus(from: hit)
            if let input, wasFocused {
                _TextEditMenu.of(input)?.present(at: window.convert(point, to: input), as: .compact)
            }
        }
        UIMenuSystem.main.setNeedsRevalidate()
        return hit
    }

    /// Offers a tap to the recognizers of `hit` and its ancestors, nearest first; true when one
    /// recognized it.
    func deliverTap(_ touch: UITouch, from hit: UIView, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        var view: UIView? = hit
        while let current = view {
            for recognizer in current.gestureRecognizerStorage where recognizer.handleTap(touch, modifierFlags: modifierFlags) {
                return true
            }
            // A control that takes text (a text field) is focused by the tap, as a text view is.
            if let control = current as? UIControl, !(control is UIKeyInput), control.isEnabled, control.isUserInteractionEnabled {
                control.controlWasTapped(at: touch.location(in: control))
                return true
            }
            view = current.superview
        }
        return false
    }

    /// A primary click closes any edit menu showing (as clicking outside a popup does), then is
    /// offered to tap recognizers that allow pointer input.
    func deliverPointerTap(at point: CGPoint, hit: UIView, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow) -> Bool {
        UIEditMenuInteraction.presented?.dismissMenu()
        let touch = UITouch(type: .indirectPointer, locationInWindow: point, view: hit, window: window)
        return _TouchInputContext.handling(.indirectPointer) { deliverTap(touch, from: hit, modifierFlags: modifierFlags) }
    }

    /// A secondary click on a view with an edit menu interaction (text views, text fields and
    /// other ``UITextInput`` views have one built in)
    /// shows that menu as a context menu; false when the view has none or its menu is empty.
    func presentEditMenuForSecondaryClick(at point: CGPoint, on view: UIView, in window: UIWindow) -> Bool {
        let local = window.convert(point, to: view)
        return _TouchInputContext.handling(.indirectPointer) {
            if let menu = _TextEditMenu.of(view) {
                return menu.present(at: local, as: .contextMenu)
            }
            for case let interaction as UIEditMenuInteraction in view.interactions {
                if interaction.present(UIEditMenuConfiguration(identifier: nil, sourcePoint: local), as: .contextMenu) {
                    return true
                }
            }
            return false
        }
    }

    /// Makes the hit view, or its nearest ancestor that can, first responder.
    private func focus(from hit: UIView) {
        var candidate: UIResponder? = hit
        while let responder = candidate, !(responder is UIWindow) {
            if responder.canBecomeFirstResponder {
                responder.becomeFirstResponder()
                return
            }
            candidate = responder.next
        }
    }

    /// The hit view or its nearest ancestor that edits text.
    private static func nearestTextInput(from hit: UIView) -> UIView? {
        var view: UIView? = hit
        while let current = view {
            if current is UITextInput { return current }
            view = current.superview
        }
        return nil
    }
}
