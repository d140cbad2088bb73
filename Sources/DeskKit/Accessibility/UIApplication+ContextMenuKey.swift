import Foundation

// MARK: - The context menu from the keyboard

extension UIApplication {
    /// Whether `key` is the desktop's context-menu key: Shift+F10 (presenters report the Menu key
    /// as Shift+F10, as GTK binds both to the same thing).
    static func isContextMenuKey(_ key: UIKey) -> Bool {
        key.charactersIgnoringModifiers == UIKeyCommand.inputF10
            && key.modifierFlags.intersection(.shortcutRelevant) == .shift
    }

    /// Opens the menu a secondary click would for what has the keyboard: the edit menu of a text
    /// first responder (at its selection), else the context menu of the element assistive
    /// technology is on, else that of the first responder, each at its middle. False when none has one.
    func presentContextMenuFromKeyboard(in window: UIWindow) -> Bool {
        let responder = window.firstResponder as? UIView
        if let responder, responder is UIKeyInput, !responder.isHidden {
            let point = selectionPoint(of: responder) ?? middle(of: responder.accessibilityFrame)
            return presentEditMenuForSecondaryClick(at: point, on: responder, in: window)
        }
        var frames: [CGRect] = []
        if let focused = UIAccessibility.focusedElement(using: nil) as AnyObject?,
           window.accessibilityObject(for: ObjectIdentifier(focused)) != nil {
            frames.append((focused as? UIView)?.accessibilityFrame ?? (focused as? UIAccessibilityElement)?.accessibilityFrame ?? .null)
        }
        if let responder, responder !== window { frames.append(responder.convert(responder.bounds, to: nil)) }
        for frame in frames where !frame.isNull && !frame.isEmpty {
            let point = middle(of: frame)
            window.layoutIfNeeded()
            guard let hit = window.hitTest(point, with: UIEvent(type: .touches, modifierFlags: [])) else { continue }
            if presentSecondaryClickMenu(at: point, hit: hit, in: window) { return true }
        }
        return false
    }

    private func middle(of frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Where the keyboard's menu opens for a text view: under the start of the selection (or at
    /// the caret) as the text shows it, in window coordinates, as GTK opens a text view's menu
    /// from the Menu key. Nil when the selection is out of sight, so the menu opens mid-view.
    private func selectionPoint(of view: UIView) -> CGPoint? {
        guard let textView = view as? UITextView else { return nil }
        var rect = CGRect.null
        if let shown = presenter?.textRect(for: textView.selectedByteRange, in: textView) {
            rect = shown
        } else if let range = textView.selectedTextRange {
            // No presenter lays the text out: the core's estimate.
            rect = range.isEmpty ? textView.caretRect(for: range.end) : textView.firstRect(for: range)
        }
        guard !rect.isNull, rect.height > 0, !rect.minX.isNaN, !rect.minY.isNaN else { return nil }
        // The selection must start inside the view's visible bounds.
        let start = CGPoint(x: rect.minX, y: rect.maxY)
        let bounds = view.bounds.insetBy(dx: -1, dy: -1)
        guard bounds.contains(CGPoint(x: start.x, y: rect.midY)) else { return nil }
        return view.convert(CGPoint(x: start.x, y: min(rect.maxY, view.bounds.maxY)), to: nil)
    }
}
