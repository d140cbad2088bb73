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
    /// Holding Ctrl alone starts the overlay timer; any other key or modifier cancels it. While the
    /// overlay shows, plain keys go to its search field and Ctrl shortcuts still reach the core.
    @discardableResult
    package func handleKey(_ event: GtkKeyEvent, in host: GtkWindowHost) -> Bool {
        switch event {
        case let .modifierChanged(pressed, key, modifiers):
            let others = modifiers.subtracting([.control, .capsLock, .numericPad])
            if key == .control, pressed, others.isEmpty, overlayHost == nil {
                startHoldTimer(for: host)
            } else {
                // Also a release nobody saw the press of (it went to an open menu): harmless.
                cancelHoldTimer()
            }
            if key == .control, !pressed, overlayOpenedByHold { dismissOverlay() }
            return false
        case let .keyDown(press):
            cancelHoldTimer()
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

    /// Whether the focused find-bar entry edits with this key itself (typing, caret movement,
    /// its clipboard and undo); Enter, Tab, Esc and other shortcuts go to the core's navigator.
    func findBarTakesKey(_ press: GtkKeyPress, in host: GtkWindowHost) -> Bool {
        guard host.findBar.isVisible, host.findBar.focusedField != nil,
              host.window?.firstResponder is FindNavigatorView else { return false }
        if ["\r", "\t", UIKeyCommand.inputEscape].contains(press.input) || press.input.hasPrefix("UIKeyInputF") { return false }
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        if modifiers.isSubset(of: .shift) { return true }
        if modifiers == .control { return ["a", "c", "v", "x", "z"].contains(press.input) }
        return modifiers == [.control, .shift] && press.input == "z"
    }

    func startHoldTimer(for host: GtkWindowHost) {
        cancelHoldTimer()
        let timer = DispatchWorkItem { [weak self, weak host] in
            MainActor.assumeIsolated {
                guard let self, let host, self.hosts.contains(where: { $0 === host }) else { return }
                self.holdTimer = nil
                // A menu that is open keeps the keyboard; the overlay would show under it.
                guard !host.menus.isMenuOpen, let model = self.application?.shortcutOverlay() else { return }
                self.showOverlay(model, in: host, openedByHold: true)
            }
        }
        holdTimer = timer
        let delay = Double(overlayHoldDelay.components.seconds) + Double(overlayHoldDelay.components.attoseconds) / 1e18
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: timer)
    }

    func cancelHoldTimer() {
        holdTimer?.cancel()
        holdTimer = nil
    }
}
