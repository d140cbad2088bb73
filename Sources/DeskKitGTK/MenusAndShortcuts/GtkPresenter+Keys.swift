import CGtk
import DeskKit
import Foundation

// MARK: - Keyboard

extension GtkPresenter {
    func connectKeys(_ host: GtkWindowHost) {
        host.keyInput = GtkKeyInput(widget: host.gtkWindow) { [weak self, weak host] event in
            guard let self, let host else { return false }
            return self.handleKey(event, in: host)
        }
    }

    /// Routes one key event of a window (or of a menu open in it); true when it was consumed.
    ///
    /// Modifier keys go to the core, which decides when holding Ctrl shows the overlay. While the
    /// overlay shows, plain keys go to its search field and Ctrl shortcuts still reach the core.
    @discardableResult
    package func handleKey(_ event: GtkKeyEvent, in host: GtkWindowHost) -> Bool {
        switch event {
        case let .modifierChanged(pressed, key, modifiers):
            guard let application, !application.isTerminated else { return false }
            // The overlay shows over the window the key went to.
            overlayHoldHost = host
            // Also a release nobody saw the press of (it went to an open menu): harmless.
            application.handleModifierKey(UIKeyModifierFlags(key), pressed: pressed, held: UIKeyModifierFlags(modifiers))
            return false
        case let .keyDown(press):
            guard let application, !application.isTerminated else { return false }
            if overlayHost != nil {
                // The search field keeps typing and Esc; a shortcut the core performs closes the overlay.
                guard press.modifiers.contains(.control) else { return false }
                let handled = application.handleKeyPress(UIKey(press))
                if handled { dismissOverlay() }
                return handled
            }
            if let child = modalChild(of: host) {
                child.present()  // a dimmed window takes no keys; the window over it does
                return true
            }
            if let window = host.window, !window.isKeyWindow { window.makeKey() }
            if let consumed = navigationBarKeyboard(press, in: host) { return consumed }
            if findBarTakesKey(press, in: host) || navigationBarTakesKey(press, in: host)
                || hostedTextViewTakesKey(press, in: host) { return false }
            return application.handleKeyPress(UIKey(press))
        case let .keyUp(press):
            // Every key-up goes to the core, so that no press it began stays held.
            guard let application, !application.isTerminated else { return false }
            return application.handleKeyRelease(UIKey(press))
        }
    }

    /// Whether the focused find-bar entry edits with this key itself, by the core's rule for
    /// entries (``TextEntryKeys``); the rest go to the core's navigator.
    func findBarTakesKey(_ press: GtkKeyPress, in host: GtkWindowHost) -> Bool {
        guard host.findBar.isVisible, host.findBar.focusedField != nil,
              host.window?.firstResponder is FindNavigatorView else { return false }
        return TextEntryKeys.entryKeeps(UIKey(press))
    }
}

extension UIKeyModifierFlags {
    /// The flag a physical modifier key stands for (Ctrl is `.command`, Super is `.control`).
    init(_ key: GtkModifierKey) {
        self = switch key {
        case .shift: .shift
        case .control: .command
        case .alt: .alternate
        case .super: .control
        case .capsLock: .alphaShift
        }
    }
}
