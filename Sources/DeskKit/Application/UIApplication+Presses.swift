import Foundation

// MARK: - Delivering key presses

extension UIApplication {
    /// A key down whose press went to the responder chain, and whether a responder kept it.
    struct HeldPress {
        let press: UIPress
        var wasHandled: Bool
    }

    /// Sends a key going down to `start`'s chain as a press (or, for a held key repeating with
    /// other modifiers, as a change); true when a responder handled it rather than passing it on.
    func deliverKeyDown(_ key: UIKey, to start: UIResponder) -> Bool {
        let name = key.charactersIgnoringModifiers
        if var held = heldPresses[name] {
            // Auto-repeat of a held key: news only when its modifiers changed.
            guard held.press.key?.modifierFlags != key.modifierFlags, let receiver = held.press.responder else {
                return held.wasHandled
            }
            held.press.update(.changed, key: key)
            held.wasHandled = send(held.press, to: receiver)
            heldPresses[name] = held
            return held.wasHandled
        }
        let press = UIPress(key: key, responder: start)
        let handled = send(press, to: start)
        heldPresses[name] = HeldPress(press: press, wasHandled: handled)
        return handled
    }

    /// Routes a key coming up to the responder its press went to; true when a responder handled
    /// it. A key whose going down a key command performed has no press, and nothing is sent.
    @discardableResult
    package func handleKeyRelease(_ key: UIKey) -> Bool {
        guard let held = heldPresses.removeValue(forKey: key.charactersIgnoringModifiers) else { return false }
        held.press.update(.ended)
        guard let receiver = held.press.responder else { return false }
        return send(held.press, to: receiver)
    }

    /// Ends every held press as cancelled, e.g. when another window takes the keyboard and their
    /// key-up events will go there.
    func cancelHeldPresses() {
        let held = heldPresses.values
        heldPresses = [:]
        for entry in held {
            entry.press.update(.cancelled)
            if let receiver = entry.press.responder { _ = send(entry.press, to: receiver) }
        }
    }

    /// Calls the presses method of `receiver` for `press`'s phase; true unless the press reached
    /// the end of the chain.
    private func send(_ press: UIPress, to receiver: UIResponder) -> Bool {
        let presses: Set<UIPress> = [press]
        let event = UIPressesEvent(presses: presses, modifierFlags: press.key?.modifierFlags ?? [])
        switch press.phase {
        case .began: receiver.pressesBegan(presses, with: event)
        case .changed: receiver.pressesChanged(presses, with: event)
        case .ended: receiver.pressesEnded(presses, with: event)
        case .cancelled: receiver.pressesCancelled(presses, with: event)
        case .stationary: return false
        }
        return !event.reachedEndOfChain
    }
}
